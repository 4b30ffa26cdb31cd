/// Why the host did not write a save: the file on disk holds something the playground never
/// loaded, which the save would destroy.
///
/// A save is not forced at first (`PlaygroundEffect.save(overwrite: false)`): the host
/// compares the file with what it last loaded or saved and answers with
/// `InputEvent.saveConflict` instead of writing. The playground then asks (y/n, or `s`
/// again), and a yes sends the save again with `overwrite: true`. So an edit made in another
/// editor between two polls, or one that did not parse and so was never taken, is not lost
/// silently.
public enum SaveConflict: Equatable, Sendable {
  /// The file changed on disk since the playground loaded it or last saved it.
  case changedOnDisk
  /// A save under a new name would replace a file that is already there.
  case exists

  /// The question's first half, after the path.
  var description: String {
    switch self {
    case .changedOnDisk: "changed on disk since it was loaded"
    case .exists: "already exists"
    }
  }
}
