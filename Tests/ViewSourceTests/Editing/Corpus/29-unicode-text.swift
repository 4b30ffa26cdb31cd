import SwiftUI

// Non-ASCII text, before and after the edited values.
struct Greetings: View {
    var body: some View {
        VStack(alignment: .trailing, spacing: 5) {
            Text("こんにちは")   // Japanese
                .padding(3)
            Text("Grüß Gott 👋🏽")
                .padding(3)
            Text("مرحبا")
                .padding(3)
        }
    }
}

#Preview {
    Greetings()
}
