import LayoutCore
import ViewSource

/// One panel of a gallery as data: a title, a one-line note of its layout logic, the built-in
/// scene it shows (`PanelRecipe`), and where the shared knobs go in that scene's tree.
///
/// The scene is parsed once; a knob is an edit of the tree (the container's frames get the
/// container's size, the Texts the shared text), never source printed and parsed again, so
/// that a keystroke costs a few field changes and the layout sees only the values that
/// changed. The code pane still prints the panel as SwiftUI source: it prints the tree.
struct GalleryPanel: Sendable {
  /// The method, as the article names it: `Spacer()`, `ZStack (wrong)`.
  let title: String
  /// Why it lays out as it does, in one line, with the knobs' numbers.
  let note: @Sendable (Knobs) -> String
  /// The note read off the panel's layout instead, when the numbers are the layout's own
  /// (the leaf-views gallery's sizes): it stays true after the user's edits of the panel.
  let layoutNote: (@Sendable (LayoutResult) -> String)?
  /// How the panel's tree is made from its scene.
  let recipe: PanelRecipe
  /// The panel's tree at the scene's own values, before the knobs.
  let base: ViewNode
  /// The frames that are the container: the scene's frames of its container's size.
  let containerPaths: [TreePath]
  /// The frames whose alignment is the alignment knob (the frame gallery's).
  let alignmentPaths: [TreePath]

  /// A panel showing what `recipe` makes; the frames of `container`'s size (the scene's own
  /// container: the article's 300×60) follow the container knob, and those at
  /// `alignmentPaths` the alignment knob. With no container, the knob is the panel's canvas
  /// (a little screen), which is not in the tree. `layoutNote`, when given, replaces `note`
  /// once the panel is laid out.
  init(
    title: String, recipe: PanelRecipe, container: CGSize?, alignmentPaths: [TreePath] = [],
    note: @escaping @Sendable (Knobs) -> String,
    layoutNote: (@Sendable (LayoutResult) -> String)? = nil
  ) {
    self.title = title
    self.note = note
    self.layoutNote = layoutNote
    self.recipe = recipe
    let base = recipe.tree
    self.base = base
    containerPaths = base.allPaths.filter { path in
      guard let container, let node = base[path: path] else { return false }
      return node.value(of: .width) == .length(container.width)
        && node.value(of: .height) == .length(container.height)
    }
    self.alignmentPaths = alignmentPaths
  }

  /// The tree for `knobs`: the base with the text, the container size and the alignment set.
  func tree(for knobs: Knobs, defaults: Knobs) -> ViewNode {
    shaped(withText(knobs.text), for: knobs, defaults: defaults)
  }

  /// The base with the shared text in every Text. A multi-line text drops `.lineLimit(1)`, or
  /// it would show one line. A GeometryReader's content exists only as its closure's source,
  /// so it is parsed again with the new text: this is the costly part, and it depends on the
  /// text alone (the playground keeps its result while only the container changes).
  func withText(_ text: String?) -> ViewNode {
    guard let text else { return base }
    return PanelText.applying(text, to: base)
  }

  /// `tree` (the base with the text) with the container's size and the alignment set.
  func shaped(_ tree: ViewNode, for knobs: Knobs, defaults: Knobs) -> ViewNode {
    var tree = tree
    if let size = knobs.container ?? defaults.container {
      for path in containerPaths {
        tree.modify(at: path) { node in
          node.set(.width, to: .length(size.width))
          node.set(.height, to: .length(size.height))
        }
      }
    }
    if !alignmentPaths.isEmpty {
      let index = knobs.alignmentIndex ?? defaults.alignmentIndex ?? 0
      let alignments = FrameGallery.alignments
      let alignment = alignments.indices.contains(index) ? alignments[index] : .center
      for path in alignmentPaths {
        tree.modify(at: path) { node in node.set(.alignment, to: .alignment(alignment)) }
      }
    }
    return tree
  }

  /// The panel for `knobs` as SwiftUI source: what `s` saves.
  func source(_ knobs: Knobs) -> String {
    ScenePrinter.print(tree(for: knobs, defaults: knobs))
  }
}
