// GeometryReader: position puts the text's centre at the centre of the proxy's 300×60 size
// Source: seed article (fatbobman), section "Geometry"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

GeometryReader { proxy in
  hello
    .position(.init(x: proxy.size.width / 2, y: proxy.size.height / 2))
    .background(Color.brown)
}
.frame(width: 300, height: 60)
