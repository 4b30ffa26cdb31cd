import SwiftUI

struct Framed: View {
    var body: some View {
        Rectangle()
            .fill(.orange)
            .frame(width: 60, height: 60)
            .myFrame(width: 150, height: 100, alignment: .topLeading)
            .border(.gray)
    }
}

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
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(size))
    }
}

#Preview {
    Framed()
}
