import Foundation
import LayoutTestSupport
import Testing
import ViewSource

@testable import LayoutCore

/// The placer asks a modifier of one view where that view goes through `placeOnlyChild`,
/// without an array (issue #17); a behaviour's `placeChildren` is the definition. The two must
/// agree for every behaviour: a unary behaviour that overrides `placeChildren` and forgets
/// `placeOnlyChild` would place a lone child by its `contentPlacement` instead.
@Suite struct PlaceOnlyChildTests {
  // Random trees of every kind of view and modifier, with and without a safe area, traced and
  // not: a layout through `placeOnlyChild` is a layout through `placeChildren`, frames,
  // proposals, trace, diagnostics and counts included (the contract in `LayoutBehavior.swift`).
  @Test func placingALoneChildDirectlyChangesNothing() {
    let generator = RandomViewTree(options: .init(maxDepth: 3, maxModifiers: 3))
    let outcome = PropertyCheck(
      name: "placeOnlyChild is placeChildren.first", seeds: Array(401...403), casesPerSeed: 100
    )
    .run(
      generate: { random in
        (generator.tree(&random), RandomViewTree.canvas(&random))
      },
      printer: ScenePrinter.print
    ) { tree, canvas in
      let insets = EdgeInsets(top: 20, leading: 0, bottom: 40, trailing: 10)
      for isTracing in [true, false] {
        for safeArea in [EdgeInsets(), insets] {
          let direct = LayoutEngine(isTracing: isTracing)
          var throughArrays = direct
          throughArrays.placesLoneChildrenDirectly = false
          let a = direct.layout(tree, in: canvas, safeArea: safeArea)
          let b = throughArrays.layout(tree, in: canvas, safeArea: safeArea)
          if a != b {
            return "traced \(isTracing), safe area \(safeArea): placeOnlyChild differs\n"
              + lineDiff(b.frameListing(), a.frameListing())
          }
        }
      }
      return nil
    }
    #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    #expect(outcome.cases == 300)
  }
}
