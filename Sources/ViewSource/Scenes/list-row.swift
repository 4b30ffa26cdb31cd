// A Spacer-centred HStack in a List row: it is only as tall as the text, not the 80-point row
// Source: seed article (fatbobman), section "Spacer"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

List {
  HStack {
    Spacer(minLength: 0)
    hello
    Spacer(minLength: 0)
  }
  .background(.blue)
  .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))  // 將 Row 的 Insets 設定為 0
}
.listStyle(.plain)
.environment(\.defaultMinListRowHeight, 80)  // 設定 List 最小行高度
