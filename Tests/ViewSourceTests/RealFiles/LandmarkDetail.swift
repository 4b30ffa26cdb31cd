import SwiftUI

// A detail page in the style of a tutorial: a map-like header, an overlapping
// circle image and a block of text. `CircleImage` lives in CircleImage.swift.
struct LandmarkDetail: View {
    var body: some View {
        ScrollView {
            Rectangle()
                .fill(Color.teal.opacity(0.5))
                .frame(height: 300)

            CircleImage()
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                Text("Turtle Rock")
                    .font(.title)

                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About Turtle Rock")
                    .font(.title2)
                Text("Descriptive text goes here.")
            }
            .padding()
        }
        .navigationTitle("Turtle Rock")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    LandmarkDetail()
}
