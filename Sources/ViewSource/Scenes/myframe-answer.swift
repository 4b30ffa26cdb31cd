// The printed answer's myFrame: places by alignment.horizontal.fraction, which SwiftUI does not have
// Source: seed question
Rectangle()
  .fill(.red)
  .frame(width: 100, height: 100)
  .myFrame(width: 250, height: 250, alignment: .bottomTrailing)
  .border(.blue)

extension View {
  func myFrame(width: CGFloat, height: CGFloat, alignment: Alignment) -> some View {
    MyFrame(size: CGSize(width: width, height: height), alignment: alignment) {
      self
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
    guard !subviews.isEmpty else { return }

    // 获取子视图的理想尺寸（基于父容器的size提议）
    let subviewSize = subviews[0].sizeThatFits(ProposedViewSize(size))
    // 计算子视图自身的对齐锚点坐标
    let subviewAnchor = CGPoint(
      x: subviewSize.width * alignment.horizontal.fraction,
      y: subviewSize.height * alignment.vertical.fraction
    )
    // 计算父容器bounds中的对齐锚点坐标
    let containerAnchor = CGPoint(
      x: bounds.minX + size.width * alignment.horizontal.fraction,
      y: bounds.minY + size.height * alignment.vertical.fraction
    )
    // 子视图的放置位置 = 容器锚点 - 子视图锚点（让两个锚点重合）
    let placementPosition = CGPoint(
      x: containerAnchor.x - subviewAnchor.x,
      y: containerAnchor.y - subviewAnchor.y
    )

    subviews[0].place(at: placementPosition, proposal: ProposedViewSize(size))
  }
}
