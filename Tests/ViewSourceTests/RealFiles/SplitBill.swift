import SwiftUI

struct SplitBill: View {
	@State private var total = 86.40
	@State private var people = 3

	private var share: Double {
		total / Double(max(people, 1))
	}

	var body: some View {
		VStack(alignment: .leading, spacing: 16) {
			Text("Split the bill")
				.font(.title2.bold())
			Stepper("People: \(people)", value: $people, in: 1...12)
			HStack {
				Text("Each pays")
				Spacer()
				Text(share, format: .currency(code: "USD"))
					.font(.title3.monospacedDigit())
			}
			.padding()
			.background(Color.green.opacity(0.12))
			.cornerRadius(10)
		}
		.padding()
	}
}

#Preview {
	SplitBill()
}
