// background the wrong way: the layout size stays the text's, the 300×60 colour only draws around it
// Source: seed article (fatbobman), section "overlay"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

hello
  .background(
    Color.cyan.frame(width: 300, height: 60)
  )
  .border(.red)  // 顯示邊框以檢視合成檢視的佈局尺寸
