import SwiftUI

struct AccountSummary: View {
    var balance = "$2,431.18"
    var income = "$4,100.00"
    var spending = "$1,668.82"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Balance")
                .font(.caption)
                .foregroundColor(.secondary)
            Text(balance)
                .font(.largeTitle.weight(.bold))
            Divider()
            row(title: "Income", value: income, color: .green)
            row(title: "Spending", value: spending, color: .red)
        }
        .padding()
        .frame(width: 300)
    }

    // MARK: - Helpers

    private func row(title: String, value: String, color: Color) -> some View {
        HStack {
            Circle()
                .fill(color)
                .frame(width: 8, height: 8)
            Text(title)
            Spacer()
            Text(value)
                .monospacedDigit()
        }
    }
}

#Preview {
    AccountSummary()
}
