// A custom Layout, as in Apple's "Composing custom layouts with SwiftUI"
import SwiftUI

struct MyFrame: Layout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment = .center

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let proposed = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = subviews.first?.sizeThatFits(proposed) ?? .zero
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

var body: some View {
    MyFrame(width: 200, height: 100) {
        Text("Inside a custom layout")
    }
    .border(Color.red)
}
