import SwiftUI

struct Sparkline: View {
    var values: [Double] = [1, 3, 2, 5]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Trend")
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            .frame(height: 40)
            Color.orange
                .containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        }
    }
}
