import SwiftUI

struct Leaderboard: View {
    let count = 4

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Top players")
                .font(.headline)
            ForEach(0..<count) { index in
                HStack {
                    Text("Player")
                    Spacer()
                    Text("100")
                }
                .padding(.vertical, 2)
            }
        }
        .padding()
    }
}

#Preview {
    Leaderboard()
}
