import SwiftUI

struct Avatar: View {
    var body: some View {
        Circle()
            .fill(.teal)
            .frame(width: 64, height: 64)
            .overlay(alignment: .bottomTrailing) {
                Circle()
                    .fill(.green)
                    .frame(width: 16, height: 16)
            }
            .background(alignment: .center) {
                Circle()
                    .fill(.white)
                    .frame(width: 70, height: 70)
            }
    }
}

#Preview {
    Avatar()
}
