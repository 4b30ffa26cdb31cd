import SwiftUI

/// The rounded, shadowed background every card in the app shares.
struct CardBackground: ViewModifier {
    var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(Color.white)
            .cornerRadius(14)
            .shadow(color: Color.black.opacity(0.08), radius: 10, x: 0, y: 2)
    }
}

extension View {
    func cardStyle(padding: CGFloat = 16) -> some View {
        modifier(CardBackground(padding: padding))
    }
}

struct ReminderCard: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Water the plants")
                    .font(.headline)
                Text("Every Tuesday")
                    .font(.caption)
            }
            Spacer()
        }
        .cardStyle()
        .padding()
    }
}

#Preview {
    ReminderCard()
}
