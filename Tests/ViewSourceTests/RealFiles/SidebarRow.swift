import SwiftUI

struct SidebarRow: View {
    var title: String
    var systemImage: String
    var unread: Int

    var body: some View {
        HStack {
            Label(title, systemImage: systemImage)
            Spacer()
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption)
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Color.secondary.opacity(0.2)))
            }
        }
    }
}

struct SidebarRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            SidebarRow(title: "Inbox", systemImage: "tray", unread: 12)
            SidebarRow(title: "Sent", systemImage: "paperplane", unread: 0)
            SidebarRow(title: "Archive", systemImage: "archivebox", unread: 1)
        }
    }
}
