import SwiftUI

struct EmptyStateView: View {
  var title = "No favorites yet"
  var message = "Tap the heart on any recipe to save it here."
  var action: () -> Void = {}

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "heart.slash")
        .font(.system(size: 56))
        .foregroundColor(.secondary)
      Text(title)
        .font(.title3)
        .bold()
      Text(message)
        .font(.body)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
      Button("Browse recipes", action: action)
        .buttonStyle(.borderedProminent)
    }
    .padding(40)
  }
}

#Preview {
  EmptyStateView()
}
