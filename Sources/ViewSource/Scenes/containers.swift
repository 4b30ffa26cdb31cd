// Containers: a 3×3 Grid, the same texts as a VStack of HStacks, a ViewThatFits, a ScrollView, a LazyVGrid
// Source: issue #15 (the playground's containers gallery); Grid in reference §14.1,
// ViewThatFits in §14.2, ScrollView in §14.3 (its Color is proposed a nil height), LazyVGrid
// in §14.5 (a fixed, a flexible and an adaptive column, the adaptive one holding more
// items as the width grows). The
// second cells are of three widths, so that only the Grid lines its columns up; the
// ViewThatFits texts are 27, 19 and 8 glyphs (270, 190 and 80 pt).
VStack {
  Grid {
    GridRow {
      Text("a")
      Text("bbbb")
      Text("cc")
    }
    GridRow {
      Text("dddd")
      Text("e")
      Text("f")
    }
    GridRow {
      Text("gg")
      Text("hh")
      Text("iiii")
    }
  }
  .frame(width: 240, height: 120)

  VStack {
    HStack {
      Text("a")
      Text("bbbb")
      Text("cc")
    }
    HStack {
      Text("dddd")
      Text("e")
      Text("f")
    }
    HStack {
      Text("gg")
      Text("hh")
      Text("iiii")
    }
  }
  .frame(width: 240, height: 120)

  ViewThatFits(in: .horizontal) {
    Text("Continue with your Apple ID")
    Text("Continue with Apple")
    Text("Continue")
  }
  .frame(width: 240, height: 120)

  ScrollView {
    Color.red
  }
  .frame(width: 240, height: 120)

  LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 30))]) {
    Text("1")
      .frame(maxWidth: .infinity)
      .border(.gray)
    Text("2")
      .frame(maxWidth: .infinity)
      .border(.gray)
    Text("3")
      .frame(maxWidth: .infinity)
      .border(.gray)
    Text("4")
      .frame(maxWidth: .infinity)
      .border(.gray)
    Text("5")
      .frame(maxWidth: .infinity)
      .border(.gray)
    Text("6")
      .frame(maxWidth: .infinity)
      .border(.gray)
  }
  .frame(width: 240, height: 120)
}
