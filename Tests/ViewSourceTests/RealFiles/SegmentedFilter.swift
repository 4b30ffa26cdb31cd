import SwiftUI

enum TaskFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case open = "Open"
    case done = "Done"

    var id: Self { self }
}

struct SegmentedFilter: View {
    @State private var filter: TaskFilter = .all

    var body: some View {
        VStack(spacing: 20) {
            Picker("Filter", selection: $filter) {
                ForEach(TaskFilter.allCases) { option in
                    Text(option.rawValue).tag(option)
                }
            }
            .pickerStyle(.segmented)

            switch filter {
            case .all:
                Text("Showing every task")
            case .open:
                Text("Showing open tasks")
            case .done:
                Text("Showing finished tasks")
                    .foregroundColor(.green)
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    SegmentedFilter()
}
