import SwiftUI

extension VerticalAlignment {
  /// Lines up the icon row with the middle of the title.
  private struct TitleMiddle: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[VerticalAlignment.center]
    }
  }

  static let titleMiddle = VerticalAlignment(TitleMiddle.self)
}

struct ColumnAlignment: View {
  var body: some View {
    HStack(alignment: .titleMiddle, spacing: 16) {
      VStack {
        Circle()
          .fill(Color.orange)
          .frame(width: 24, height: 24)
        Text("caption")
          .font(.caption)
      }
      .alignmentGuide(.titleMiddle) { d in d[VerticalAlignment.center] - 10 }

      VStack(alignment: .leading) {
        Text("Subtitle above")
          .font(.footnote)
        Text("Main title")
          .font(.title)
          .alignmentGuide(.titleMiddle) { d in d[VerticalAlignment.center] }
        Text("Details below")
      }
    }
    .padding()
  }
}

#Preview {
  ColumnAlignment()
}
