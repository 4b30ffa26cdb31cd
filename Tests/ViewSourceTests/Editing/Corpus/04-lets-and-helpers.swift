import SwiftUI

let rowSpacing: CGFloat = 8
let accent = Color.purple

var divider: some View {
    Rectangle()
        .fill(.gray)
        .frame(height: 1)
}

var body: some View {
    VStack(spacing: rowSpacing) {
        Text("Inbox")
        divider
        Text("Archive")
        divider
        Text("Trash")
            .foregroundStyle(accent)
    }
    .frame(width: 200)
}
