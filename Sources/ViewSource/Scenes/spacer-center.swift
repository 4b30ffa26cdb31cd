// Spacer() fillers: the text loses 16 points to the Spacers' minimum length
// Source: seed article (fatbobman), section "Spacer"
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

HStack {
  Spacer()
  hello
  Spacer()
}
.frame(width: 300, height: 60)
.background(.blue)
