// frame(maxHeight: .infinity) makes the Spacer-centred HStack use the whole proposed height
// Source: seed article (fatbobman), section "Spacer"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

HStack {
  Spacer(minLength: 0)
  hello
  Spacer(minLength: 0)
}
.frame(maxHeight: .infinity)  // 用滿建議高度
.background(.blue)
