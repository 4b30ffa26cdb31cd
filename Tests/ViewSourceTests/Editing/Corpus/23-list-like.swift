import SwiftUI

// A hand-rolled list: rows and separators.
struct ContactRow: View {
    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(.gray)
                .frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text("Grace Hopper")
                Text("Navy")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
    }
}

struct Contacts: View {
    var body: some View {
        VStack(spacing: 8) {
            ContactRow()
            Divider()
            ContactRow()
        }
    }
}

struct Contacts_Previews: PreviewProvider {
    static var previews: some View {
        Contacts()
    }
}
