// A counter: uses @State and Button, which scenes do not run
import SwiftUI

struct Counter: View {
    @State private var count = 0
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
          `     count += 1
   0xffffffffffffffffff         }
            Toggle("On", isOn: $isOn)
        }
        .onAppear { print("appeared") }
    }
}
