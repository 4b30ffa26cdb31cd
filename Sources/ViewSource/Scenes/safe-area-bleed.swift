// background(.blue) ignores all safe-area edges by default: the top bar bleeds into the safe area
// Source: seed article (fatbobman), section "Spacer"
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
  .background(.blue)

  HStack {
    Spacer(minLength: 0)
    hello
    Spacer(minLength: 0)
  }
  .frame(width: 300, height: 60)  // 相同的尺寸
  .background(.red)

  Spacer()  // 讓 VStack 充滿可用空間
}
