import SwiftUI

// Two guides with the same nested name, one per axis: each extension's `Quarter` is its own.
extension HorizontalAlignment {
    enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d.width / 4
        }
    }

    static let quarter = HorizontalAlignment(Quarter.self)
}

extension VerticalAlignment {
    enum Quarter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d.height / 4
        }
    }

    static let quarter = VerticalAlignment(Quarter.self)
}

struct QuarterGuides: View {
    var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .quarter, spacing: 0) {
                Color.red.frame(width: 200, height: 20)
                Color.blue.frame(width: 100, height: 80)
            }
            HStack(alignment: .quarter, spacing: 0) {
                Color.green.frame(width: 40, height: 120)
                Color.orange.frame(width: 60, height: 40)
            }
        }
        .padding()
    }
}

#Preview {
    QuarterGuides()
}
