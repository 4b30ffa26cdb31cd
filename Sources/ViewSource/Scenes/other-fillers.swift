// Other fillers: Rectangle().opacity(0), Color.blue.opacity(0), ContainerRelativeShape().fill(.clear)
// Source: seed article (fatbobman), section "其他填充物" (the three fillers, each in the HStack(spacing:0) of the previous snippet)
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

VStack {
  HStack(spacing: 0) {
    Rectangle().opacity(0)
    hello
      .layoutPriority(1)
    Rectangle().opacity(0)
  }
  .frame(width: 300, height: 60)
  .background(Color.cyan)

  HStack(spacing: 0) {
    Color.blue.opacity(0)
    hello
      .layoutPriority(1)
    Color.blue.opacity(0)
  }
  .frame(width: 300, height: 60)
  .background(Color.cyan)

  HStack(spacing: 0) {
    ContainerRelativeShape().fill(.clear)
    hello
      .layoutPriority(1)
    ContainerRelativeShape().fill(.clear)
  }
  .frame(width: 300, height: 60)
  .background(Color.cyan)
}
