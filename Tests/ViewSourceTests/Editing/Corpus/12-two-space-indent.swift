import SwiftUI

struct Toolbar: View {
  var body: some View {
    HStack(spacing: 0) {
      Text("Back")
        .padding(.horizontal, 12)
      Spacer(minLength: 20)
      Text("Title")
        .font(.headline)
      Spacer(minLength: 20)
      Text("Edit")
        .padding(.horizontal, 12)
    }
    .frame(height: 44)
    .background(Color.gray.opacity(0.1))
  }
}

#Preview {
  Toolbar()
}
