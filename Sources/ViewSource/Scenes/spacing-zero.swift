// HStack(spacing: 0) with prioritised text: the article's fix, the text may use all 300 points
// Source: seed article (fatbobman), section "其他填充物" (the fix "HStack(spacing:0)" applied to the previous snippet)
var hello: some View {
  Text("Hello world,hello world,hello world")  // hello 的寬度超出了矩形的寬度
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

HStack(spacing: 0) {
  Color.clear
    .layoutPriority(0)
  hello
    .layoutPriority(1)
  Color.clear
    .layoutPriority(0)
}
.frame(width: 300, height: 60)
.background(Color.cyan)
