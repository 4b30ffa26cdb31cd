// The asker's myFrame: a Layout that should match frame(width:height:alignment:) for every alignment
// Source: seed question
Rectangle()
  .fill(.red)
  .frame(width: 100, height: 100)
  .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
  .border(.blue)

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

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let dimensions = subviews[0].dimensions(in: ProposedViewSize(size))
    let pointInSubview = CGPoint(
      x: dimensions[alignment.horizontal],
      y: dimensions[alignment.vertical]
    )
    let position = /* somehow use `pointInSubview` to figure out where to place the subview */
      subviews[0].place(at: position, proposal: ProposedViewSize(size))
  }
}
