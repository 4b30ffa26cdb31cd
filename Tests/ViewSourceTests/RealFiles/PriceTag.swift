import SwiftUI

struct PriceTag: View {
	var price: Double
	var originalPrice: Double?
	var isOnSale: Bool { originalPrice != nil }

	var body: some View {
		HStack(alignment: .firstTextBaseline, spacing: 6) {
			Text(price, format: .currency(code: "EUR"))
				.font(.title3.weight(.bold))
				.foregroundColor(isOnSale ? .red : .primary)
			if let originalPrice {
				Text(originalPrice, format: .currency(code: "EUR"))
					.font(.footnote)
					.strikethrough()
					.foregroundColor(.secondary)
			}
		}
		.padding(8)
		.background(Color.yellow.opacity(0.2))
		.cornerRadius(6)
	}
}

#Preview {
	VStack {
		PriceTag(price: 19.99)
		PriceTag(price: 14.5, originalPrice: 19.99)
	}
}
