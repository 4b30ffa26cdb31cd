// A scene written as a bare body, as in the seed article.
var body: some View {
    HStack {
        Spacer()
        Text("Centered")
        Spacer()
    }
    .frame(width: 300, height: 60)
    .background(.yellow)
}
