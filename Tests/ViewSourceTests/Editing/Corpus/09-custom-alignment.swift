import SwiftUI

extension VerticalAlignment {
    private enum IconCenter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[VerticalAlignment.center]
        }
    }
    static let iconCenter = VerticalAlignment(IconCenter.self)
}

struct AlignedLabel: View {
    var body: some View {
        HStack(alignment: .iconCenter, spacing: 8) {
            Circle()
                .fill(.green)
                .frame(width: 20, height: 20)
            VStack(alignment: .leading) {
                Text("Online")
                    .alignmentGuide(.iconCenter) { d in d[VerticalAlignment.center] }
                Text("since 9:41")
                    .font(.caption)
            }
        }
    }
}

#Preview {
    AlignedLabel()
        .padding()
}
