// Frames, fixedSize, priorities and spacing from "SwiftUI layout explained"
var body: some View {
    VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
            Text("A long title that will truncate")
                .layoutPriority(1)
            Text("short")
                .frame(minWidth: 40, idealWidth: 60, maxWidth: 80)
            Spacer(minLength: 16)
        }
        Text("fixed")
            .fixedSize(horizontal: true, vertical: false)
            .frame(width: 20, height: 20, alignment: .trailing)
        Color.blue
            .frame(minHeight: 0, maxHeight: .infinity)
            .aspectRatio(16 / 9, contentMode: .fit)
        let inset: CGFloat = 12
        Rectangle()
            .padding(EdgeInsets(top: inset, leading: inset * 2, bottom: 0, trailing: 0))
            .frame(maxWidth: .infinity, maxHeight: 100)
        for i in 0..<2 {
            Text("row \(i)").padding(.leading, CGFloat(i) * 20)
        }
        if true {
            Divider()
        }
    }
    .safeAreaInset(edge: .bottom) { Color.gray.frame(height: 30) }
    .ignoresSafeArea()
}
