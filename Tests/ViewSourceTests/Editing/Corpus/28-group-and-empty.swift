import SwiftUI

struct Placeholder: View {
    var body: some View {
        Group {
            Text("Loading…")
                .opacity(0.6)
            EmptyView()
        }
        .padding(.top, 40)
    }
}

#Preview {
    VStack {
        Placeholder()
        Placeholder()
    }
}
