import SwiftUI

struct ChecklistItem: Identifiable {
	let id: Int
	var title: String
	var isDone: Bool
}

struct ChecklistRow: View {
	@Binding var item: ChecklistItem

	var body: some View {
		HStack(spacing: 12) {
			Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
				.foregroundColor(item.isDone ? .green : .secondary)
				.font(.title3)
			Text(item.title)
				.strikethrough(item.isDone)
				.foregroundColor(item.isDone ? .secondary : .primary)
			Spacer()
		}
		.contentShape(Rectangle())
		.onTapGesture {
			item.isDone.toggle()
		}
	}
}

struct ChecklistScreen: View {
	@State private var items = [
		ChecklistItem(id: 1, title: "Passport", isDone: true),
		ChecklistItem(id: 2, title: "Chargers", isDone: false),
		ChecklistItem(id: 3, title: "Sunscreen", isDone: false),
	]

	var body: some View {
		VStack(alignment: .leading, spacing: 10) {
			ForEach($items) { $item in
				ChecklistRow(item: $item)
			}
		}
		.padding()
	}
}

#Preview {
	ChecklistScreen()
}
