import SwiftUI

// Spacers take the room that is left, shared equally between them.
struct SpacerTutorial: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Text("Leading")
        Spacer()
      }
      .border(Color.red)

      HStack {
        Spacer()
        Text("Centered")
        Spacer()
      }
      .border(Color.green)

      HStack {
        Spacer(minLength: 0)
        Text("Trailing")
      }
      .border(Color.blue)
    }
    .padding()
  }
}

#Preview {
  SpacerTutorial()
}
