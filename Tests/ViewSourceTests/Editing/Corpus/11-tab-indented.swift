import SwiftUI

struct TabIndented: View {
	var body: some View {
		VStack(spacing: 8) {
			Text("Tabs, not spaces")
				.font(.title3)
			HStack {
				Color.red
					.frame(width: 30, height: 30)
				Color.green
					.frame(width: 30, height: 30)
			}
		}
	}
}

#Preview {
	TabIndented()
}
