// Found while fuzzing fmt: a GeometryReader's kept closure named the scene's View structs,
// which the printed scene does not declare, so `fmt`'s output did not parse.
struct Bar: View {
    let width: CGFloat
    var color: Color = .red

    var body: some View {
        color.frame(width: width, height: 10)
    }
}

struct Label: View {
    var body: some View { Text("half") }
}

var body: some View {
    GeometryReader { proxy in
        VStack {
            Bar(width: proxy.size.width / 2)
            Bar(width: proxy.size.width - 20, color: .blue)
            Label()
        }
    }
}
