import SwiftUI

struct SizeReader: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("Width: \(Int(proxy.size.width))")
                Text("Height: \(Int(proxy.size.height))")
                Rectangle()
                    .fill(Color.indigo.opacity(0.4))
                    .frame(width: proxy.size.width / 2, height: 40)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: 200)
        .border(Color.indigo)
        .padding()
    }
}

#Preview {
    SizeReader()
}
