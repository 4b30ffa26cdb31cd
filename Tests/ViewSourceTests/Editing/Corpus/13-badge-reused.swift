import SwiftUI

/// A small pill showing a count.
struct Badge: View {
    var body: some View {
        Text("3")
            .font(.caption)
            .padding(.horizontal, 6)
            .background(Capsule().fill(.red))
    }
}

struct MailRow: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Spacer()
            Badge()
        }
    }
}

struct MailList: View {
    var body: some View {
        VStack(spacing: 0) {
            MailRow()
            Divider()
            MailRow()
            Divider()
            MailRow()
        }
    }
}

#Preview {
    MailList()
        .frame(width: 280)
}
