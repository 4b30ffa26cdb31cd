import LayoutCore
import LayoutTestSupport
import Testing

/// Lists, sections and forms in each list style (reference §15): every number below is the
/// sum the reference's table (§15.1) gives, on the 390×844 canvas, with 10×20 text cells
/// (§12 item 5) and rows at least 44 tall (§15).
@Suite struct ListStyleTests {
  static func fruit() -> some View {
    Section("Fruit") {
      Text("Apple")
      Text("Pear")
    }
  }

  // §15.1, inset grouped (the automatic style on iPhone): the card is 20 in from each side,
  // 350 wide. The header is a row with insets 16 above, 16 at the sides, 6 below: 42 tall, its
  // text at (20 + 16, 16). Each row is max(20 + 4 + 4, 44) = 44 tall, its text centred:
  // Apple at 42 + 4 + (36 − 20)/2 = 54, Pear at 86 + 12 = 98. The section is 42 + 88 = 130.
  @Test func insetGroupedIsTheAutomaticStyle() {
    let result = List { Self.fruit() }.laidOut()
    #expect(result.frame(of: "List") == CGRect(0, 0, 390, 844))
    #expect(result.frame(of: "Section") == CGRect(20, 0, 350, 130))
    #expect(
      result.frames(of: "Text")
        == [CGRect(36, 16, 50, 20), CGRect(36, 54, 50, 20), CGRect(36, 98, 40, 20)])
    let explicit = List { Self.fruit() }.listStyle(.insetGrouped).laidOut()
    #expect(explicit.frames(of: "Text") == result.frames(of: "Text"))
  }

  // §15.1, plain: no margin; the header is max(20 + 6 + 6, 28) = 32 tall, its text at (16, 6);
  // Apple at 32 + 12 = 44, Pear at 76 + 12 = 88; the section 32 + 88 = 120 wide as the list.
  @Test func plainHeadersAreInTheRowsColumn() {
    let result = List { Self.fruit() }.listStyle(.plain).laidOut()
    #expect(result.frame(of: "Section") == CGRect(0, 0, 390, 120))
    #expect(
      result.frames(of: "Text")
        == [CGRect(16, 6, 50, 20), CGRect(16, 44, 50, 20), CGRect(16, 88, 40, 20)])
  }

  // §15.1, grouped: rows outside any section are a section of their own, 35 below the top:
  // A at 35 + 12 = 47, B at 35 + 44 + 12 = 91, edge to edge (x 16).
  @Test func groupedRowsOutsideASectionGetTheSectionGap() {
    let result = List {
      Text("A")
      Text("B")
    }
    .listStyle(.grouped)
    .laidOut()
    #expect(result.frames(of: "Text") == [CGRect(16, 47, 10, 20), CGRect(16, 91, 10, 20)])
  }

  // §15.1, inset: the rows are 16 in from each side, with no gap: A at (16 + 16, 12).
  @Test func insetRowsKeepAMargin() {
    let result = List { Text("A") }.listStyle(.inset).laidOut()
    #expect(result.frames(of: "Text") == [CGRect(32, 12, 10, 20)])
  }

  // §15.1–15.2: a headerless section has the 35 gap above its first row; its footer is a row
  // with insets 6 above and 16 below. A at 35 + 12 = 47; the footer's text at 35 + 44 + 6 = 85;
  // the section 35 + 44 + (6 + 20 + 16) = 121 tall. The next section's header follows at 121.
  @Test func aFooterClosesItsSection() {
    let result = List {
      Section {
        Text("A")
      } footer: {
        Text("F")
      }
      Section {
        Text("B")
      } header: {
        Text("H")
      }
    }
    .laidOut()
    #expect(result.frames(of: "Section") == [CGRect(20, 0, 350, 121), CGRect(20, 121, 350, 86)])
    #expect(
      result.frames(of: "Text").map(\.origin)
        == [
          CGPoint(x: 36, y: 47), CGPoint(x: 36, y: 85), CGPoint(x: 36, y: 137),
          CGPoint(x: 36, y: 175),
        ])
  }

  // §15: a section's rows keep their own row insets and the list's least row height.
  // Zero insets: the row is max(20, 80) = 80 tall at 42 (after the header) and its text is
  // centred in it at 42 + 30 = 72, at the card's edge (x 20).
  @Test func sectionRowsKeepTheirInsetsAndTheLeastHeight() {
    let result = List {
      Section("S") {
        Text("Row").listRowInsets(EdgeInsets())
      }
    }
    .environment(\.defaultMinListRowHeight, 80)
    .laidOut()
    #expect(result.frame(of: "Text", label: "Row") == CGRect(20, 72, 30, 20))
    #expect(result.frame(of: "Section") == CGRect(20, 0, 350, 122))
  }

  // §15.2: outside a list a Section's header, content and footer are its container's views.
  @Test func aSectionOutsideAListIsItsViews() {
    let sectioned = VStack {
      Section {
        Text("A")
      } header: {
        Text("Header")
      } footer: {
        Text("Footer")
      }
    }
    .laidOut()
    let flat = VStack {
      Text("Header")
      Text("A")
      Text("Footer")
    }
    .laidOut()
    #expect(sectioned.frames(of: "Text") == flat.frames(of: "Text"))
    #expect(sectioned.frames(of: "Section").isEmpty)
  }

  // §15.3: a Form is laid out as a List of the same style.
  @Test func aFormIsAnInsetGroupedList() {
    let form = Form { Self.fruit() }.laidOut()
    let list = List { Self.fruit() }.laidOut()
    #expect(form.frame(of: "Form") == CGRect(0, 0, 390, 844))
    #expect(form.frames(of: "Text") == list.frames(of: "Text"))
    #expect(form.frame(of: "Section") == list.frame(of: "Section"))
  }

  // §15: a list takes any size it is offered and, at its ideal size, is as tall as its parts:
  // the inset grouped fruit section is 130 tall and its widest row 16 + 50 + 16 = 82 plus the
  // 20-pt margins: 122 × 130.
  @Test func theIdealListIsItsParts() {
    let result = List { Self.fruit() }.fixedSize().laidOut()
    #expect(result.frame(of: "List")?.size == CGSize(width: 122, height: 130))
  }
}
