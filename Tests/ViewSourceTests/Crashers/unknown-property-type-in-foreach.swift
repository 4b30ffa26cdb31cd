// Found by PipelineFuzzTests at 100,000 iterations (shard 1, iteration 15924): a View struct's
// property declared with an unknown type, `var color: Colr = .blue`, checked without an error,
// and a ForEach that inlined the view spelled `.red` as `Colr.red`, so `fmt` printed a scene
// that does not parse. Now such a view is kept as what it built.
struct Badge: View {
    let label: String
    var color: Colr = .blue

    var body: some View {
        Text(label)
            .padding(.horizontal, 8)
            .background(color, in: Capsule())
    }
}

var body: some View {
    VStack(alignment: .leading, spacing: 4) {
        ForEach(0..<3) { i in
            Badge(label: "item \(i)", color: .red)
        }
    }
}
