import SwiftUI

struct WideRow: View {
  var body: some View {
    HStack {
      Text("Item 01").fixedSize()
      Text("Item 02").fixedSize()
      Text("Item 03").fixedSize()
      Text("Item 04").fixedSize()
      Text("Item 05").fixedSize()
      Text("Item 06").fixedSize()
      Text("Item 07").fixedSize()
      Text("Item 08").fixedSize()
      Text("Item 09").fixedSize()
      Text("Item 10").fixedSize()
      Text("Item 11").fixedSize()
      Text("Item 12").fixedSize()
      Text("Item 13").fixedSize()
      Text("Item 14").fixedSize()
      Text("Item 15").fixedSize()
      Text("Item 16").fixedSize()
      Text("Item 17").fixedSize()
      Text("Item 18").fixedSize()
      Text("Item 19").fixedSize()
      Text("Item 20").fixedSize()
      Text("Item 21").fixedSize()
      Text("Item 22").fixedSize()
      Text("Item 23").fixedSize()
      Text("Item 24").fixedSize()
      Text("Item 25").fixedSize()
      Text("Item 26").fixedSize()
      Text("Item 27").fixedSize()
      Text("Item 28").fixedSize()
      Text("Item 29").fixedSize()
      Text("Item 30").fixedSize()
    }
  }
}
