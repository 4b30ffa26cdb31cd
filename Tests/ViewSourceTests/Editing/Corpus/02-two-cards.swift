import SwiftUI

// MARK: - Card

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Weekly summary")
                .font(.headline)
            Text("12 workouts, 4 hours")   // filled in by the model later
                .font(.subheadline)
        }
        .padding()
        .background(Color.gray.opacity(0.2))
    }
}

// MARK: - Screen

struct SummaryScreen: View {
    var body: some View {
        VStack(spacing: 20) {
            Card()
            Card()
        }
        .padding(24)
    }
}

#Preview {
    SummaryScreen()
}
