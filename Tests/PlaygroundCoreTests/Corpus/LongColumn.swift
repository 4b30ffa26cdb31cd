import SwiftUI

struct LongColumn: View {
  var body: some View {
    VStack {
      ForEach(0..<1500) { i in
        Text("Row \(i)")
      }
    }
  }
}
