import SwiftUI

/// A small byline: initials in a circle, the name and when it was posted.
struct AuthorLine: View {
    let name: String
    let posted: String

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(Color.mint)
                .frame(width: 24, height: 24)
            Text(name)
                .font(.subheadline.weight(.medium))
            Text("·")
                .foregroundColor(.secondary)
            Text(posted)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
    }
}

#Preview {
    AuthorLine(name: "Sam Lee", posted: "2h ago")
}
