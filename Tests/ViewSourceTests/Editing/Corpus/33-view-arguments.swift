import SwiftUI

struct StatTile: View {
    var label: String = "Steps"
    var width: CGFloat = 90

    var body: some View {
        VStack(spacing: 2) {
            Text(label)
                .font(.caption)
            Text("0")
                .font(.title)
        }
        .frame(width: width)
        .padding(8)
    }
}

struct Stats: View {
    var body: some View {
        HStack(spacing: 10) {
            StatTile(label: "Steps")
            StatTile(label: "Floors", width: 70)
            StatTile()
        }
    }
}

#Preview {
    Stats()
}
