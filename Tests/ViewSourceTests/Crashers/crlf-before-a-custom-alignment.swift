extension View {
    func myFrame(width: CGFloat, height: CGFloat, alignment: Alignment) -> some View {
        MyFrame(size: CGSize(width: width, height: height), alignment: alignment) {
            // make sure we only pass in a single view
            VStack { self }
        }
    }
}

private struct MyFrame: Layout {
    let size: CGSize
    let alignment: Alignment

    func
 sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size
    }
}

extension VerticalAlignment {
    enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.25 }
    }
    static let quarter = VerticalAlignment(Quarter.self)
}

struct ContentView: View {
    var body: some View {
        VStack {
            Rectangle()
                .fill(.red)
                .frame(width: 100, height: 100)
                .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
                .border(.blue)
            ForEach(0..<3) { i in
                Text("row \(i)").alignmentGuide(.quarter) { d in d[.top] + 10 }
            }
        }
    }
}