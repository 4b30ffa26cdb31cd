import SwiftUI

struct NotificationBadge: View {
    let count: Int

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "bell")
                .font(.title)
                .padding(6)
            if count > 0 {
                Text(count > 99 ? "99+" : String(count))
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 5)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
                    .offset(x: 6, y: -4)
            }
        }
    }
}

struct NotificationBadge_Previews: PreviewProvider {
    static var previews: some View {
        HStack(spacing: 24) {
            NotificationBadge(count: 0)
            NotificationBadge(count: 3)
            NotificationBadge(count: 120)
        }
        .padding()
    }
}
