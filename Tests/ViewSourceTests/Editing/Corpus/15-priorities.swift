import SwiftUI

// Two labels compete for a narrow row; the title wins.
struct CompetingLabels: View {
    var body: some View {
        HStack {
            Text("A very long title that should win")
                .layoutPriority(1)
            Text("and a subtitle that gives way")
                .lineLimit(1)
        }
        .frame(width: 240)
    }
}

#Preview {
    CompetingLabels()
}
