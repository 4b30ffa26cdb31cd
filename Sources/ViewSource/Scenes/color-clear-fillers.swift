// Color.clear fillers: Text, Color and Color share the HStack, so the text gets only a third
// Source: seed article (fatbobman), section "其他填充物" (other fillers)
var hello: some View {
  Text("Hello world")
    .foregroundColor(.white)
    .font(.title)
    .lineLimit(1)
}

HStack {
  Color.clear
  hello
  Color.clear
}
.frame(width: 300, height: 60)
.background(Color.cyan)
