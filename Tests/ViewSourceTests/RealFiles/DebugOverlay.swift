import SwiftUI

struct DebugOverlay: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.blue.opacity(0.1)
            VStack {
                Text("Main content")
                    .font(.title)
                Spacer()
            }
            .padding(.top, 40)
            #if DEBUG
            Text("DEBUG BUILD")
                .font(.caption.monospaced())
                .padding(4)
                .background(Color.black.opacity(0.7))
                .foregroundColor(.green)
            #endif
        }
        .frame(height: 300)
    }
}

#if DEBUG
struct DebugOverlay_Previews: PreviewProvider {
    static var previews: some View {
        DebugOverlay()
    }
}
#endif
