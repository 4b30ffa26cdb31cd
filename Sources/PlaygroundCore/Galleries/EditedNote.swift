import LayoutCore
import ViewSource

/// The note of a gallery panel the user edited, when its note was written for the panel as
/// built (issue #16, "notes are facts").
///
/// A note read off the layout (`GalleryPanel.layoutNote`) stays true after any edit. The others
/// state a fact of the article's code ("Spacers keep 8 pt each: text ≤ 284"); once the panel is
/// edited that fact may no longer hold, so the note says the panel is edited (`✎`) and what
/// the last edit changed, rather than claim what it no longer shows.
enum EditedNote {
  /// The note of a panel with `edits`, whose note as built was `original`.
  static func note(after edits: [TreeEdit], original: String) -> String {
    guard let last = edits.last else { return original }
    let count = edits.count == 1 ? "" : " and \(edits.count - 1) more"
    return "✎ edited: \(summary(of: last))\(count) · r resets"
  }

  /// One edit as a few words: `spacing → 40`, `wrapped in padding`.
  static func summary(of edit: TreeEdit) -> String {
    switch edit {
    case .set(let property, let value, _): "\(property.label) → \(value.text)"
    case .wrap(_, let wrapper): "wrapped in \(wrapper.kind.name)"
    case .unwrap: "a modifier removed"
    case .remove: "a view deleted"
    }
  }
}
