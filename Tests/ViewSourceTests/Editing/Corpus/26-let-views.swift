import SwiftUI

let title = Text("Receipt")
    .font(.headline)

let line = Rectangle()
    .frame(height: 1)

var body: some View {
    VStack(alignment: .leading, spacing: 6) {
        title
        line
        HStack {
            Text("Coffee")
            Spacer()
            Text("3.50")
        }
        HStack {
            Text("Cake")
            Spacer()
            Text("4.20")
        }
        line
    }
    .padding(20)
    .frame(width: 220)
}
