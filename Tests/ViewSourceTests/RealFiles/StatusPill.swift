import SwiftUI

enum OrderStatus: String, CaseIterable, Identifiable {
    case pending, shipped, delivered, cancelled

    var id: String { rawValue }

    var tint: Color {
        switch self {
        case .pending: .orange
        case .shipped: .blue
        case .delivered: .green
        case .cancelled: .red
        }
    }
}

struct StatusPill: View {
    let status: OrderStatus

    var body: some View {
        Text(status.rawValue.capitalized)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .foregroundColor(status.tint)
            .background(status.tint.opacity(0.15), in: Capsule())
    }
}

#Preview {
    VStack(alignment: .leading) {
        ForEach(OrderStatus.allCases) { status in
            StatusPill(status: status)
        }
    }
}
