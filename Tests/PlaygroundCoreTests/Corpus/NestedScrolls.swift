import SwiftUI

// A feed of cards, each with a row of tags that scrolls sideways: scroll views inside a
// scroll view, and views placed far beyond the screen's edges.
struct NestedScrolls: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(0..<12) { card in
          VStack(alignment: .leading) {
            Text("Card \(card)")
              .font(.headline)
            ScrollView(.horizontal) {
              HStack {
                ForEach(0..<20) { tag in
                  Text("Tag \(tag)")
                    .padding(4)
                    .background(Color.blue)
                }
              }
            }
          }
          .padding()
        }
      }
    }
    .overlay(alignment: .topTrailing) {
      Color.red
        .frame(width: 40, height: 40)
        .offset(x: 2000, y: -3000)
    }
  }
}

#Preview {
  NestedScrolls()
}
