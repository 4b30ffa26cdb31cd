import SwiftUI

struct SpacerVariants: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack { Text("L"); Spacer(); Text("R") }
            HStack {
                Text("L")
                Spacer(minLength: 0)
                Text("R")
            }
            HStack(spacing: 0) { Spacer(); Text("only right") }
        }
        .frame(width: 220)
    }
}

#Preview {
    SpacerVariants()
}
