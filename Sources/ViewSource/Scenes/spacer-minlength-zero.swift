// Spacer(minLength: 0) fillers: the article's fix, so the text can use the whole width
// Source: seed article (fatbobman), section "Spacer" (the fix "Spacer(minLength: 0)" applied to the first snippet)
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
.frame(width: 300, height: 60)
.background(.blue)
