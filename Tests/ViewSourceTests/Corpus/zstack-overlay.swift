/* Notification badge: overlay with alignment, offsets and z-order */
var body: some View {
    ZStack(alignment: .topTrailing) {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.orange)
            .frame(width: 64, height: 64)
        Text("3")
            .font(.caption)
            .padding(6)
            .background(Circle().fill(.red))
            .offset(x: 8, y: -8)
    }
    .overlay(alignment: .bottom) {
        Text("Inbox").font(.footnote).offset(y: 20)
    }
    .layoutPriority(1)
    .position(x: 100, y: 100)
}
