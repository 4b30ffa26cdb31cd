import SwiftUI

struct AvatarStack: View {
  let initials = ["AB", "CD", "EF", "GH"]
  let colors: [Color] = [.red, .blue, .green, .purple]

  var body: some View {
    HStack(spacing: -12) {
      ForEach(Array(initials.enumerated()), id: \.offset) { index, text in
        Text(text)
          .font(.caption.bold())
          .foregroundColor(.white)
          .frame(width: 36, height: 36)
          .background(Circle().fill(colors[index % colors.count]))
          .overlay(Circle().stroke(Color.white, lineWidth: 2))
          .zIndex(Double(initials.count - index))
      }
    }
  }
}

#Preview {
  AvatarStack()
    .padding()
}
