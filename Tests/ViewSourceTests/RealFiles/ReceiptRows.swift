import SwiftUI

struct ReceiptRows: View {
    let lines: [(label: String, amount: String)] = [
        (label: "Subtotal", amount: "$42.00"),
        (label: "Tax", amount: "$3.78"),
        (label: "Tip", amount: "$8.00"),
    ]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(lines.indices, id: \.self) { index in
                HStack {
                    Text(lines[index].label)
                    Spacer()
                    Text(lines[index].amount)
                }
                .font(.callout)
            }
            Divider()
            HStack {
                Text("Total").bold()
                Spacer()
                Text("$53.78").bold()
            }
        }
        .padding()
        .frame(width: 280)
    }
}

#Preview {
    ReceiptRows()
}
