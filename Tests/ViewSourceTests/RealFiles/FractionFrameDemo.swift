import SwiftUI

/// A frame that places its content by treating the alignment as a fraction of the free space.
struct FractionFrame: Layout {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment = .center

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let subview = subviews.first else { return }
        let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
        let fx: CGFloat = alignment == .leading ? 0 : (alignment == .trailing ? 1 : 0.5)
        let point = CGPoint(x: bounds.minX + (bounds.width - size.width) * fx,
                            y: bounds.minY + (bounds.height - size.height) / 2)
        subview.place(at: point, proposal: ProposedViewSize(size))
    }
}

struct FractionFrameDemo: View {
    var body: some View {
        VStack(spacing: 8) {
            FractionFrame(width: 300, height: 44, alignment: .leading) {
                Text("Leading")
            }
            .background(Color.yellow.opacity(0.3))
            FractionFrame(width: 300, height: 44, alignment: .trailing) {
                Text("Trailing")
            }
            .background(Color.mint.opacity(0.3))
        }
    }
}

#Preview {
    FractionFrameDemo()
}
