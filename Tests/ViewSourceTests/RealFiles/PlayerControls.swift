import SwiftUI

struct PlayerControls: View {
    @State private var isPlaying = false

    var body: some View {
        HStack(spacing: 40) {
            Button(action: {}) {
                Image(systemName: "backward.fill")
            }
            Button(action: { isPlaying.toggle() }) {
                Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .font(.system(size: 56))
            }
            Button(action: {}) {
                Image(systemName: "forward.fill")
            }
        }
        .font(.title)
        .foregroundColor(.primary)
        .padding()
    }
}

#Preview {
    PlayerControls()
}
