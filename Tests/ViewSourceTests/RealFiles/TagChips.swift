import SwiftUI

struct TagChip: View {
    var text: String
    var isSelected: Bool = false

    var body: some View {
        Text(text)
            .font(.footnote)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(
                Capsule()
                    .fill(isSelected ? Color.accentColor : Color.gray.opacity(0.15))
            )
            .foregroundColor(isSelected ? .white : .primary)
    }
}

struct TagChips: View {
    let tags = ["swift", "swiftui", "layout", "ios"]
    @State private var selected = "swiftui"

    var body: some View {
        HStack(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                TagChip(text: tag, isSelected: tag == selected)
                    .onTapGesture { selected = tag }
            }
        }
    }
}

#Preview {
    TagChips()
        .padding()
}
