import SwiftUI

struct SectionHeader: View {
    let title: String
    var actionTitle: String = "See all"

    var body: some View {
        HStack(alignment: .lastTextBaseline) {
            Text(title)
                .font(.system(size: 22, weight: .bold))
            Spacer()
            Text(actionTitle)
                .font(.system(.subheadline, design: .rounded))
                .foregroundColor(.accentColor)
        }
        .padding(.horizontal)
    }
}

#Preview {
    VStack(spacing: 20) {
        SectionHeader(title: "Recently played")
        SectionHeader(title: "Made for you", actionTitle: "More")
    }
}
