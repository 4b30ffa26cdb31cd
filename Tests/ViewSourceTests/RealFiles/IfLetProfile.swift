import SwiftUI

struct User {
    var fullName: String
    var nickname: String?
    var location: String?
}

struct UserSummary: View {
    var user = User(fullName: "Morgan Blake", nickname: "Mo", location: nil)

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(user.fullName)
                .font(.headline)
            if let nickname = user.nickname {
                Text("aka \(nickname)")
                    .font(.subheadline)
                    .italic()
            }
            if let location = user.location {
                Text(location)
                    .font(.caption)
            } else {
                Text("Location unknown")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Text(user.nickname ?? user.fullName)
                .font(.footnote)
        }
        .padding()
    }
}

#Preview {
    UserSummary()
}
