import SwiftUI

struct ProgressBar: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(.gray.opacity(0.3))
                Rectangle()
                    .fill(.blue)
                    .frame(width: proxy.size.width * 0.6)
            }
        }
        .frame(height: 8)
    }
}

#Preview {
    ProgressBar()
        .padding(.horizontal, 20)
}
