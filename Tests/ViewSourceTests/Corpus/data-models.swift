// A list of tasks from a model declared in the file
import SwiftUI

struct TaskItem: Identifiable {
    let id = UUID()
    let title: String
    var minutes = 15
    var isLong: Bool { minutes > 30 }

    static let samples: [TaskItem] = [
        TaskItem(title: "Write", minutes: 45),
        TaskItem(title: "Review"),
        TaskItem(title: "Ship", minutes: 5),
    ]
}

final class TaskStore: ObservableObject {
    @Published var tasks = TaskItem.samples
    let tags = ["home": 2, "work": 1]
}

struct TaskList: View {
    @StateObject private var store = TaskStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(store.tasks) { task in
                HStack {
                    Text(task.title)
                    Spacer()
                    Text("\(task.minutes) min")
                        .foregroundColor(task.isLong ? Color.red : Color.gray)
                }
            }
            ForEach(Array(store.tasks.map { $0.title }.sorted().enumerated()), id: \.offset) { index, title in
                Text("\(index + 1). \(title)")
            }
            Text("\(store.tags.count) tags, first \(store.tasks.first?.title ?? "none")")
        }
        .padding()
    }
}
