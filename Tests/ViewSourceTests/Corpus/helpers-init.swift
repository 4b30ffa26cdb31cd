// Helper methods, extensions and a custom init
import SwiftUI

extension Color {
    static let accentSoft = Color.blue.opacity(0.3)
}

extension View {
    var chip: some View {
        padding(6)
            .background(Color.accentSoft)
    }
}

func divider(_ height: CGFloat = 1) -> some View {
    Color.gray.frame(height: height)
}

struct ProfileCard: View {
    let name: String
    @State private var expanded: Bool
    private let skills = ["Swift", "Layout", "Design"]

    init(name: String, expanded: Bool = true) {
        self.name = name
        _expanded = State(initialValue: expanded)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            divider()
            if expanded {
                ForEach(skills.prefix(2), id: \.self) { skill in
                    row(skill)
                }
            }
        }
        .frame(width: 220)
    }

    private func row(_ title: String) -> some View {
        Text(title).chip
    }

    private func initials(of name: String) -> String {
        String(name.prefix(1))
    }
}

extension ProfileCard {
    @ViewBuilder var header: some View {
        HStack {
            Text(name).font(.headline)
            Spacer()
            Text("\(skills.count) skills")
        }
    }
}

#Preview {
    ProfileCard(name: "Ada")
}
