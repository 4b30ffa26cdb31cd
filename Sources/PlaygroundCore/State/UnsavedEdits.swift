import LayoutCore
import ViewSource

/// A document's edits that no file holds: what quitting, or a signal, would lose.
///
/// Which edits count (issue #7, "never lose a user's edits"): every edit that would be lost,
/// and only those. A scene counts when the tree it shows is not the tree last loaded from or
/// saved to its file (built-in scenes: the tree they opened with). A gallery panel counts when
/// it holds tree edits (`m`, `,` `.`, `d`, …) and was not saved since as it is now: a gallery
/// is built in, so its edits exist nowhere else. A gallery's knob changes alone (container
/// size, text, the frame gallery's compared alignments) do not count: they are exploration,
/// one key to redo, and asking about them at every `q` would train the user to answer without
/// reading. (In a scene the canvas size does not count either, but the text knob does: it
/// rewrites the scene's Text, which `s` saves.)
/// Parked documents (the scene while a gallery is shown, and the reverse) count too.
public struct UnsavedDocument: Equatable, Sendable {
  /// The document as the status line names it: the scene's file or name, or
  /// "frame gallery: alignment".
  public var name: String
  /// The scene's file, or nil for a built-in scene or a gallery panel.
  public var path: String?
  /// The edited tree, as `s` would save it.
  public var tree: ViewNode
  /// The document as SwiftUI source, as `s` would write it: a scene's file with its edits
  /// made, a gallery panel's tree printed.
  public var source: String

  /// A document named `name`, from the file at `path` (if any), edited to `tree`, written
  /// as `source` (the tree printed when not given).
  public init(name: String, path: String?, tree: ViewNode, source: String? = nil) {
    self.name = name
    self.path = path
    self.tree = tree
    self.source = source ?? ScenePrinter.print(tree)
  }
}

extension UnsavedDocument {
  /// The names of every gallery's panels as documents, in cycle order: what a gallery's
  /// recovery files are named after, so that a start that opens a gallery (which `G` cycles
  /// through all of) offers theirs and no other document's.
  public static var galleryPanelNames: [String] {
    Gallery.allCases.flatMap { gallery in gallery.panels.map { galleryPanelName(gallery, $0.title) }
    }
  }

  /// A gallery panel's name as a document: "Centering gallery: Spacer()".
  static func galleryPanelName(_ gallery: Gallery, _ panelTitle: String) -> String {
    "\(gallery.title): \(panelTitle)"
  }
}

extension Playground {
  /// Every document's unsaved edits, the open one first, then the parked ones in cycle order.
  public var unsavedDocuments: [UnsavedDocument] {
    var documents = ownUnsavedDocuments
    for index in parked.keys.sorted() {
      documents += parked[index]!.ownUnsavedDocuments
    }
    return documents
  }

  /// Whether quitting now would lose an edit.
  public var hasUnsavedEdits: Bool { !unsavedDocuments.isEmpty }

  /// This document's unsaved edits, ignoring the parked ones.
  var ownUnsavedDocuments: [UnsavedDocument] {
    switch kind {
    case .scene(let name):
      guard let tree = panels.first?.editedTree, tree != savedTrees[0] else { return [] }
      return [
        UnsavedDocument(
          name: file.path ?? name, path: file.path, tree: tree,
          source: try? sceneSourceWithText()?.get())
      ]
    case .gallery(let gallery):
      return panels.indices.compactMap { index in
        guard isPanelUnsaved(index), let tree = panels[index].editedTree else { return nil }
        let name = UnsavedDocument.galleryPanelName(gallery, panels[index].title)
        return UnsavedDocument(name: name, path: nil, tree: tree)
      }
    }
  }

  /// Whether the open document holds edits no file holds: the title's `●`. The same test as
  /// `ownUnsavedDocuments`, without making the sources.
  var showsUnsavedEdits: Bool {
    switch kind {
    case .scene: panels.first?.editedTree.map { $0 != savedTrees[0] } ?? false
    case .gallery: panels.indices.contains(where: isPanelUnsaved)
    }
  }

  /// Whether a gallery panel holds tree edits it was not saved with.
  func isPanelUnsaved(_ index: Int) -> Bool {
    guard state.edits.indices.contains(index), !state.edits[index].isEmpty,
      let tree = panels[index].editedTree
    else { return false }
    return tree != savedTrees[index]
  }

  /// Records the selected panel's tree as what its file holds: after a load, a reload or
  /// a save.
  mutating func markSelectedPanelSaved() {
    savedTrees[selection.panel] = selectedPanel?.editedTree
  }
}
