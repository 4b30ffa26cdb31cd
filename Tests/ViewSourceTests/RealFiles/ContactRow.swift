import SwiftUI

// MARK: - Model

struct Contact: Identifiable {
  let id = UUID()
  var name: String
  var email: String
  var isFavorite: Bool
}

// MARK: - Row

struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(Color.blue.opacity(0.2))
        .frame(width: 40, height: 40)
        .overlay(
          Text(String(contact.name.prefix(1)))
            .font(.headline)
            .foregroundColor(.blue)
        )
      VStack(alignment: .leading, spacing: 2) {
        Text(contact.name)
          .font(.body)
        Text(contact.email)
          .font(.caption)
          .foregroundColor(.secondary)
      }
      Spacer()
      if contact.isFavorite {
        Image(systemName: "star.fill")
          .foregroundColor(.orange)
      }
    }
    .padding(.vertical, 6)
  }
}

struct ContactRow_Previews: PreviewProvider {
  static var previews: some View {
    ContactRow(contact: Contact(name: "Ada Lovelace", email: "ada@example.com", isFavorite: true))
      .padding()
      .previewLayout(.sizeThatFits)
  }
}
