import SwiftUI

// Uses `StatusPill` and `OrderStatus` from StatusPill.swift.
struct OrderSummary: View {
    var orderNumber = "A-10442"
    var itemCount = 3
    var status: OrderStatus = .shipped

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Order \(orderNumber)")
                    .font(.headline)
                Text("\(itemCount) items")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            StatusPill(status: status)
        }
        .padding()
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color.gray.opacity(0.3), lineWidth: 1)
        )
        .padding(.horizontal)
    }
}

#Preview {
    OrderSummary()
}
