// layoutPriority(1) on the text: it is offered all but the default spacing of 8 on each side
// Source: seed article (fatbobman), section "其他填充物" (other fillers)
var hello: some View {
  Text("Hello world,hello world,hello world")  // hello 的寬度超出了矩形的寬度
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

HStack {
  Color.clear
    .layoutPriority(0)
  hello
    .layoutPriority(1)
  Color.clear
    .layoutPriority(0)
}
.frame(width: 300, height: 60)
.background(Color.cyan)
