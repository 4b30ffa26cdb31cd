// frame(width: 300, height: 60): the frame proposes 300×60 and centres the text in it
// Source: seed article (fatbobman), section "frame"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

hello
  .frame(width: 300, height: 60)  // 使用了預設的 center 的對齊指南，相當於 .frame(width: 300, height: 60,alignment: .center)
  .background(.pink)
