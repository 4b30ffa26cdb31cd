// Found by PipelineFuzzTests: `fmt` printed the ForEach's closure, which names the View
// struct 'Badge' that the printed scene does not declare, so the output did not parse.
struct Badge: View {
    let label: String
    var body: some View { Text(label).padding(4) }
}

VStack {
    ForEach(0..<3) { i in
        Badge(label: "item \(i)")
    }
}
