import SwiftUI

struct RecipeHeader: View {
  var title = "Lemon pasta"
  var minutes = 20
  var servings = 2

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      titleView
      facts
    }
    .padding()
  }

  private var titleView: some View {
    Text(title)
      .font(.title.bold())
  }

  @ViewBuilder
  private var facts: some View {
    HStack(spacing: 16) {
      Label("\(minutes) min", systemImage: "clock")
      Label("\(servings) servings", systemImage: "person.2")
    }
    .font(.subheadline)
    .foregroundColor(.secondary)
  }
}

#Preview {
  RecipeHeader()
}
