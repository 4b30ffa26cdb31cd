import SwiftUI

/// The top of a profile: avatar, name and a short bio.
struct ProfileHeader: View {
  var name = "Jordan Rivera"
  var handle = "@jrivera"
  var bio = "Designer, cyclist, coffee enthusiast."

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(Color.purple.gradient)
        Text("JR")
          .font(.system(size: 36, weight: .bold, design: .rounded))
          .foregroundColor(.white)
      }
      .frame(width: 96, height: 96)

      VStack(spacing: 2) {
        Text(name)
          .font(.title2)
          .fontWeight(.semibold)
        Text(handle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }

      Text(bio)
        .font(.callout)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 40)
    }
    .padding(.vertical, 24)
  }
}

#Preview {
  ProfileHeader()
}
