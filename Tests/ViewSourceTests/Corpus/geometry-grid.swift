// Two columns sized with GeometryReader
struct SplitView: View {
    var ratio: CGFloat = 0.3

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red
                    .frame(width: proxy.size.width * ratio)
                Color.green
                    .frame(width: proxy.size.width * (1 - ratio))
            }
        }
        .frame(height: 120)
    }
}

var body: some View {
    VStack {
        SplitView()
        SplitView(ratio: 0.5)
        SplitView(ratio: 0.75).padding(8)
    }
}
