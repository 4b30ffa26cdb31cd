// swift-tools-version:6.0
// The layout engine alone, for counting its instructions under callgrind (issue #17): a
// program that lays out the benchmark's trees with LayoutCore and nothing else. Built on its own,
// not by the LayoutLab package: see `Benchmarks/layout_instructions.py`.

import Foundation
import PackageDescription

// A path dependency is named by its directory, which is whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "LayoutInstructions",
  dependencies: [.package(path: root.path)],
  targets: [
    .executableTarget(
      name: "layout-instructions",
      dependencies: [
        .product(name: "LayoutCore", package: root.lastPathComponent),
        .product(name: "LayoutBench", package: root.lastPathComponent),
      ])
  ]
)
