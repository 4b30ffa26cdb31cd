// ZStack the wrong way: the framed Color and the unconstrained text size the ZStack together
// Source: seed article (fatbobman), section "ZStack"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

ZStack {  // 在不明確設定 VStack spacing 的情況下，會出現 VStack spacing 不一致的情況
  Color.gray
    .frame(width: 300, height: 60)
  hello  // 寬度沒有約定，當文字較長時，會超過 Color 的寬度
}
