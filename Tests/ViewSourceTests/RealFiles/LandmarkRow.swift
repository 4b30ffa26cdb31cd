import SwiftUI

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var isFavorite: Bool
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.green.opacity(0.4))
                .frame(width: 50, height: 50)
            Text(landmark.name)

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

#Preview("Turtle Rock") {
    LandmarkRow(landmark: Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California", isFavorite: true))
}

#Preview("Silver Salmon Creek") {
    LandmarkRow(landmark: Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", state: "Alaska", isFavorite: false))
}
