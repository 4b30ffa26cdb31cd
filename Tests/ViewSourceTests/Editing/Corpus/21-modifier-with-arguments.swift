import SwiftUI

extension View {
    func chip(padding amount: CGFloat) -> some View {
        self
            .padding(amount)
            .background(Capsule().fill(.mint))
    }
}

struct Chips: View {
    var body: some View {
        HStack(spacing: 6) {
            Text("Swift").chip(padding: 6)
            Text("Layout").chip(padding: 6)
            Text("Terminal")
                .chip(padding: 10)
        }
    }
}

#Preview {
    Chips()
}
