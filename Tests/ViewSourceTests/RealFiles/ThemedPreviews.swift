import SwiftUI

struct ThemeCard: View {
    var title: String = "Appearance"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.headline)
            Text("Cards follow the system colour scheme.")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding()
        .background(Color.primary.opacity(0.05))
        .cornerRadius(12)
    }
}

struct ThemeCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ThemeCard()
                .preferredColorScheme(.light)
            ThemeCard(title: "Dark")
                .preferredColorScheme(.dark)
        }
        .padding()
    }
}
