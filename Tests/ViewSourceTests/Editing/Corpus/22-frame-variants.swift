import SwiftUI

struct FrameVariants: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("fixed")
                .frame(width: 100, height: 30)
                .border(.red)
            Text("flexible")
                .frame(minWidth: 50, maxWidth: .infinity, alignment: .leading)
                .border(.green)
            Text("ideal")
                .frame(idealWidth: 80)
                .fixedSize()
                .border(.blue)
        }
        .padding()
    }
}

#Preview {
    FrameVariants()
}
