// Aligning labels and fields with a custom alignment guide
import SwiftUI

extension HorizontalAlignment {
    private enum Colon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[.leading]
        }
    }
    static let colon = HorizontalAlignment(Colon.self)
}

struct FormRows: View {
    var body: some View {
        VStack(alignment: .colon, spacing: 8) {
            HStack {
                Text("Name:")
                    .alignmentGuide(.colon) { d in d[.trailing] }
                Text("Taylor")
            }
            HStack {
                Text("E-mail address:")
                    .alignmentGuide(.colon) { $0[.trailing] }
                Text("taylor@example.com")
            }
        }
        .frame(width: 360, alignment: .leading)
    }
}
