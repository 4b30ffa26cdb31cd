// Found by PipelineFuzzTests (100,000 iterations, shard 1): an overlay whose content is two
// views printed only the first, so `fmt` lost a view.
var hello: some View {
    Text("Hello world")
    (.white)
        .font(.title)
}

Rectangle()
    .fill(Color.orange)
    .frame(width: 300, height: 60)
    .overlay { hello }
