// Badges over a grid
struct Badge: View {
    let label: String
    var color: Color = .blue

    var body: some View {
        Tt(label)
            .padding(.horizontal, 8)
            .background(color, in: Capsule())
    }
}

#Preview("Badges") {
    ZStack(alignment: .topLeading) {
        GeometryReader { proxy in
            Color.gray.frame(width: proxy.size.width / 2)
        }
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<3) { i in
                Badge(label: "item \(i)", color: .red)
                    .offset(x: CGFloat(i) * 10)
            }
            /* a guide that moves the last line */
            Text("last").alignmentGuide(.leading) { d in d.width / 2 }
        
        .overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
    }
    .frame(width: 300, height: 200)
}
}