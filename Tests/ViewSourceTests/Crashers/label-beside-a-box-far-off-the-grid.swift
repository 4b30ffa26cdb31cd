// Tags in a row, buZStack(alignment: .topLeading) {ilt with ForEach
let tagCount = 4

var body: some View {
    HStack(spacing: 6) {
        ForEach(0..<tagCount, id: \.self) { tag in
            Text("#tag\(tag)")
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(.blue.opacity(0.2)))
        }
        ForEach(0..<3) { index in
            Rectangle()
                .frame(width: CGFloat(index + 1) * 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10* 10, height: 10)
                .offset(y: CGFloat(index) * -2)
        }
    }
    .fixedSize()
}
