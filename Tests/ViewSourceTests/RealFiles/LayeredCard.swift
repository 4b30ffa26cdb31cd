import SwiftUI

struct LayeredCard: View {
  var title = "Mountain cabin"
  var isNew = true

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(Color.brown.opacity(0.3))
      .frame(width: 260, height: 160)
      .overlay(alignment: .bottomLeading) {
        Text(title)
          .font(.headline)
          .padding(12)
      }
      .overlay(alignment: .topTrailing) {
        if isNew {
          Text("NEW")
            .font(.caption2.weight(.black))
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(Color.red, in: Capsule())
            .foregroundColor(.white)
            .padding(8)
        }
      }
  }
}

#Preview {
  LayeredCard()
}
