// overlay: the text is proposed the 300×60 rectangle's size and centred on it
// Source: seed article (fatbobman), section "overlay"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

Rectangle()  // 直接使用 Color.orange 也可以
  .fill(Color.orange)
  .frame(width: 300, height: 60)
  .overlay(hello)  // 相當於 .overlay(hello,alignment: .center)
