import SwiftUI

// A frame written with the Layout protocol, used to centre a badge in a fixed box.
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
        guard let content = subviews.first else { return }
        let size = content.sizeThatFits(ProposedViewSize(bounds.size))
        let x = bounds.minX + (bounds.width - size.width) / 2
        let y = bounds.minY + (bounds.height - size.height) / 2
        content.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(bounds.size))
    }
}

struct MyFrameCard: View {
    var body: some View {
        VStack(spacing: 12) {
            MyFrame(width: 120, height: 60) {
                Text("NEW")
                    .font(.caption.bold())
                    .padding(6)
                    .background(Color.red)
            }
            .border(Color.gray)

            MyFrame(width: 240, height: 80, alignment: .bottomTrailing) {
                Text("Bottom trailing")
            }
            .border(Color.blue)
        }
    }
}

#Preview {
    MyFrameCard()
}
