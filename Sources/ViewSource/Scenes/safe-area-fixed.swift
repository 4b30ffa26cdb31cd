// background(.blue, ignoresSafeAreaEdges: []): the article's fix, the colour stays out of the safe area
// Source: seed article (fatbobman), section "Spacer" (the fix ".background(.blue, ignoresSafeAreaEdges: [])" applied to the previous snippet)
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

VStack {
  // Hello world 檢視 1
  HStack {
    Spacer(minLength: 0)
    hello
    Spacer(minLength: 0)
  }
  .frame(width: 300, height: 60)
  .background(.blue, ignoresSafeAreaEdges: [])

  HStack {
    Spacer(minLength: 0)
    hello
    Spacer(minLength: 0)
  }
  .frame(width: 300, height: 60)  // 相同的尺寸
  .background(.red)

  Spacer()  // 讓 VStack 充滿可用空間
}
