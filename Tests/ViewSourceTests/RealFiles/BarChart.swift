import SwiftUI

struct BarChart: View {
    var values: [Double] = [3, 7, 4, 9, 6, 2, 5]
    var labels = ["M", "T", "W", "T", "F", "S", "S"]
    var maxHeight: CGFloat = 120

    private var largest: Double { values.max() ?? 1 }

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(values.indices, id: \.self) { i in
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 3)
                        .fill(i == values.count - 1 ? Color.orange : Color.blue)
                        .frame(width: 20, height: maxHeight * CGFloat(values[i] / largest))
                    Text(labels[i])
                        .font(.caption2)
                }
            }
        }
        .padding()
    }
}

#Preview {
    BarChart()
}
