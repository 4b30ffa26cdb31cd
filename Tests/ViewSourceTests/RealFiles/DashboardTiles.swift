import SwiftUI

struct Metric: Identifiable {
    let id: Int
    let title: String
    let value: String
    let color: Color
}

struct StatTile: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(metric.title.uppercased())
                .font(.caption2)
                .foregroundColor(.secondary)
            Text(metric.value)
                .font(.title.weight(.semibold))
                .foregroundColor(metric.color)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
    }
}

struct DashboardTiles: View {
    private let metrics = [
        Metric(id: 1, title: "Steps", value: "8,214", color: .green),
        Metric(id: 2, title: "Calories", value: "512", color: .orange),
        Metric(id: 3, title: "Sleep", value: "7h 20m", color: .indigo),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today")
                .font(.title2.bold())
            HStack(spacing: 10) {
                ForEach(metrics) { metric in
                    StatTile(metric: metric)
                }
            }
        }
        .padding()
    }
}

#Preview {
    DashboardTiles()
}
