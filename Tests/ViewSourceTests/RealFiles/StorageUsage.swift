import SwiftUI

// A storage bar in the style of a settings page: coloured segments, then a legend.
struct StorageUsage: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack {
        Text("iPhone")
          .font(.headline)
        Spacer()
        Text("48 GB of 128 GB used")
          .font(.footnote)
          .foregroundColor(.secondary)
      }
      HStack(spacing: 1) {
        Color.red.frame(width: 80)
        Color.yellow.frame(width: 50)
        Color.green.frame(width: 30)
        Color.gray.opacity(0.2)
      }
      .frame(height: 14)
      HStack(spacing: 12) {
        legend(Color.red, "Apps")
        legend(Color.yellow, "Photos")
        legend(Color.green, "Messages")
      }
      .font(.caption)
    }
    .padding()
  }

  private func legend(_ color: Color, _ title: String) -> some View {
    HStack(spacing: 4) {
      Circle()
        .fill(color)
        .frame(width: 8, height: 8)
      Text(title)
    }
  }
}

#Preview {
  StorageUsage()
}
