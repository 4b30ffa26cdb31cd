import SwiftUI

struct FullBleed: View {
    var body: some View {
        ZStack {
            Color.cyan
                .ignoresSafeArea()
            Text("Full bleed")
                .position(x: 100, y: 40)
        }
        .frame(width: 200, height: 100)
    }
}

#Preview {
    FullBleed()
}
