import SwiftUI

struct CalendarGrid: View {
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 7)
    var highlighted: Set<Int> = [3, 14, 21]

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                ForEach(weekdays.indices, id: \.self) { index in
                    Text(weekdays[index])
                        .font(.caption.bold())
                        .frame(maxWidth: .infinity)
                }
            }
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(1...30, id: \.self) { day in
                    Text("\(day)")
                        .font(.callout)
                        .frame(maxWidth: .infinity, minHeight: 32)
                        .background(highlighted.contains(day) ? Color.orange.opacity(0.3) : Color.clear)
                        .clipShape(Circle())
                }
            }
        }
        .padding()
    }
}

#Preview {
    CalendarGrid()
}
