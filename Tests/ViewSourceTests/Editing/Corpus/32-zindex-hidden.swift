import SwiftUI

struct Stacked: View {
    var body: some View {
        ZStack {
            Rectangle()
                .fill(.red)
                .frame(width: 80, height: 80)
                .zIndex(1)
            Rectangle()
                .fill(.blue)
                .frame(width: 100, height: 50)
            Text("hidden label")
                .hidden()
        }
    }
}

#Preview {
    Stacked()
}
