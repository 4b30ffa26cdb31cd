// A reusable card style as a View extension
extension View {
    func cardStyle(padding: CGFloat = 16) -> some View {
        self
            .padding(padding)
            .background(Color.white)
            .border(Color.gray, width: 1)
    }

    func centered() -> some View {
        HStack {
            Spacer()
            self
            Spacer()
        }
    }
}

#Preview("Cards") {
    VStack(spacing: 20) {
        Text("Hello, card").cardStyle()
        Text("Tight").cardStyle(padding: 4).centered()
    }
}
