// Profile card, as in a typical SwiftUI tutorial
import SwiftUI

struct ProfileCard: View {
    let name: String
    var subtitle: String = "iOS Developer"

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(.blue)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.headline)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace")
        .padding(.horizontal, 16)
}
