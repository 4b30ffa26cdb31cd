/// Lines of source text, split at every line ending a file may use.
///
/// Swift reads "\r\n" as one `Character`, which is not "\n", so `split(separator: "\n")` leaves
/// a file saved with Windows line endings as one long line: the formatter formatted nothing,
/// the code pane showed one line, and an added wrapper indented only the first line. Every
/// reader of lines goes through these instead.
extension StringProtocol {
  /// The lines, without their endings; an ending at the very end gives a last empty line.
  public var sourceLines: [SubSequence] {
    split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// The line ending the text uses: "\r\n" when its first line ends so, else "\n", so that
  /// lines added to a file end as the file's own do.
  public var lineEnding: String {
    guard let first = firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) else { return "\n" }
    return self[first] == "\r\n" ? "\r\n" : "\n"
  }
}
