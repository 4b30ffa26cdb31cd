import SwiftUI

// A header bar, a content area and a footer: only stacks, frames and colours.
struct PlainStacks: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Inbox")
                    .font(.headline)
                Spacer()
                Text("Edit")
            }
            .padding()
            .background(Color.blue.opacity(0.1))

            Spacer()

            Text("No messages")
                .foregroundColor(.secondary)

            Spacer()

            HStack(spacing: 20) {
                Color.gray.frame(width: 24, height: 24)
                Color.gray.frame(width: 24, height: 24)
                Color.gray.frame(width: 24, height: 24)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 12)
            .background(Color.gray.opacity(0.1))
        }
    }
}

#Preview {
    PlainStacks()
}
