// frame(maxWidth: .infinity, maxHeight: .infinity): the frame fills the proposal, the text is centred
// Source: seed article (fatbobman), section "frame"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

hello
  .frame(maxWidth: .infinity, maxHeight: .infinity)
  .background(.pink)
