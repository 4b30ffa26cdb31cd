import SwiftUI

struct PromoBanner: View {
  var headline = "Summer sale"
  var detail = "Up to 40% off outdoor gear"

  var body: some View {
    ZStack(alignment: .leading) {
      LinearGradient(
        colors: [.orange, .pink],
        startPoint: .topLeading,
        endPoint: .bottomTrailing
      )
      VStack(alignment: .leading, spacing: 4) {
        Text(headline)
          .font(.title.bold())
        Text(detail)
          .font(.subheadline)
      }
      .foregroundColor(.white)
      .padding(20)
    }
    .frame(height: 120)
    .clipShape(RoundedRectangle(cornerRadius: 18))
    .padding(.horizontal)
  }
}

#Preview {
  PromoBanner()
}
