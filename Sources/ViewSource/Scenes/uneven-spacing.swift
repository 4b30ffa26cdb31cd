// VStack with spacing: nil: the ZStack version, the wrong ZStack and the Spacer version, with sizeInfo
// Source: seed article (fatbobman), section "ZStack"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

VStack {  // 沒有設定 spacing ，顯式設定可修復 spacing 不均勻的問題
  ZStack {
    Color.green
    hello
  }
  .frame(width: 300, height: 60)

  ZStack {  // 在不明確設定 VStack spacing 的情況下，會出現 VStack spacing 不一致的情況
    Color.gray
      .frame(width: 300, height: 60)
    hello  // 對於文字超過矩形寬度的情況不好處理
  }

  // Spacer 版本
  HStack {
    Spacer(minLength: 0)
    hello
      .sizeInfo()
    Spacer(minLength: 0)
      .sizeInfo()
  }
  .frame(width: 300, height: 60)
  .background(.blue, ignoresSafeAreaEdges: [])
}
