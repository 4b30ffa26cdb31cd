import SwiftUI

struct Swatch: View {
  var color: Color
  var name: String

  var body: some View {
    VStack(spacing: 4) {
      RoundedRectangle(cornerRadius: 8)
        .fill(color)
        .frame(width: 56, height: 56)
      Text(name)
        .font(.caption2)
    }
  }
}

struct ColorSwatches: View {
  var body: some View {
    HStack(spacing: 12) {
      Swatch(color: Color(red: 0.95, green: 0.36, blue: 0.29), name: "Coral")
      Swatch(color: Color(hue: 0.58, saturation: 0.7, brightness: 0.9), name: "Sky")
      Swatch(color: Color(white: 0.2), name: "Ink")
      Swatch(color: Color(.systemGray4), name: "Fog")
      Swatch(color: Color("BrandGreen"), name: "Brand")
    }
    .padding()
  }
}

#Preview {
  ColorSwatches()
}
