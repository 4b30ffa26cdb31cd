import SwiftUI

struct WeatherTile: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("21")
                    .font(.largeTitle)
                Text("°C")
                    .font(.title3)
            }
            Text("Partly cloudy")
            HStack(spacing: 12) {
                VStack {
                    Text("Mon")
                    Text("19")
                }
                VStack {
                    Text("Tue")
                    Text("23")
                }
                VStack {
                    Text("Wed")
                    Text("18")
                }
            }
            .font(.caption)
        }
        .padding(16)
        .background(Color.blue.opacity(0.15))
    }
}

#Preview {
    WeatherTile()
}
