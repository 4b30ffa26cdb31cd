import SwiftUI

struct StyledText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Bold body").font(Font.body.bold())
            Text("Custom face").font(.custom("Avenir Next", size: 18))
            Text("Rounded title").font(.system(.title, design: .rounded))
            Text("Serif italic").font(.system(size: 17, design: .serif).italic())
            (Text("Mixed ") + Text("styles").bold() + Text(" in one line").foregroundColor(.orange))
                .font(.callout)
            Text("Tracking wide")
                .tracking(4)
                .textCase(.uppercase)
        }
        .padding()
    }
}

#Preview {
    StyledText()
}
