import SwiftUI

struct Poster: View {
    var body: some View {
        ZStack(alignment: .bottom) {
            LinearBackdrop()
            Text("Now showing")
                .font(.title)
                .padding(.bottom, 12)
        }
        .frame(width: 240, height: 320)
        .clipped()
    }
}

struct LinearBackdrop: View {
    var body: some View {
        ZStack {
            Color.black
            Circle()
                .fill(.red.opacity(0.5))
                .offset(x: -40, y: -60)
            Circle()
                .fill(.blue.opacity(0.5))
                .offset(x: 40, y: 20)
        }
    }
}

#Preview {
    Poster()
}
