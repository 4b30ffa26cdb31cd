// ZStack: Color takes the 300×60 proposal and the text is centred on it
// Source: seed article (fatbobman), section "ZStack"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

ZStack {  // 使用對齊指南的預設值，相當於 ZStack(alignment:.center)
  Color.green
  hello
}
.frame(width: 300, height: 60)
