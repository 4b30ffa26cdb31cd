import SwiftUI

extension View {
    /// The app's standard card chrome.
    func cardStyle() -> some View {
        self
            .padding(12)
            .background(Color.white)
            .border(Color.gray, width: 1)
    }
}

struct Dashboard: View {
    var body: some View {
        HStack(spacing: 16) {
            Text("Steps")
                .cardStyle()
            Text("Sleep")
                .cardStyle()
        }
    }
}

#Preview { Dashboard() }
