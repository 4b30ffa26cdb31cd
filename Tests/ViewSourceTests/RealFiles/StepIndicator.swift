import SwiftUI

struct StepIndicator: View {
    var total: Int = 5
    var current: Int = 2

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<total, id: \.self) { index in
                Capsule()
                    .fill(index <= current ? Color.accentColor : Color.gray.opacity(0.3))
                    .frame(width: index == current ? 24 : 8, height: 8)
            }
        }
        .padding(.vertical)
    }
}

#Preview {
    StepIndicator()
}
