import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A scene file in a fresh temporary folder (`removeFolder(of:)` removes it): each test
/// writes beside its own file, so the temporary files of parallel tests never meet.
public func temporaryFile(_ contents: String, mode: mode_t = 0o644) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("layoutlab-playground-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent("scene.swift").path
  try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
  chmod(file, mode)
  return file
}

/// Removes the temporary folder `temporaryFile` made for `file`.
public func removeFolder(of file: String) {
  try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent)
}
