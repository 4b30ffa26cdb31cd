import SwiftUI

struct TimerDisplay: View {
    var startDate = Date()
    var label = "Workout"

    var body: some View {
        VStack(spacing: 6) {
            Text(label.uppercased())
                .font(.caption)
                .foregroundColor(.secondary)
                .kerning(1.5)
            Text(startDate, style: .timer)
                .font(.system(size: 44, weight: .medium, design: .monospaced))
            Text("Started at \(startDate.formatted(date: .omitted, time: .shortened))")
                .font(.footnote)
        }
        .padding(20)
        .background(.thinMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

#Preview {
    TimerDisplay()
}
