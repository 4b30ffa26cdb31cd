// swift-tools-version:6.0
// LayoutLab: SwiftUI's layout algorithm, re-implemented in pure Swift and drawn in a terminal.

import PackageDescription

let package = Package(
  name: "LayoutLab",
  products: [
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "CustomLayouts", targets: ["CustomLayouts"]),
    .library(name: "ViewSource", targets: ["ViewSource"]),
  ],
  targets: [
    // The layout engine: pure, Foundation only for the CoreGraphics value types.
    .target(name: "LayoutCore"),
    // Layouts written only against LayoutCore's public `Layout` API.
    .target(name: "CustomLayouts", dependencies: ["LayoutCore"]),
    // libncursesw as a system library; only TerminalUI (to come) may import it.
    .systemLibrary(name: "CNCursesW", path: "Modules/CNCursesW"),
    // Scenes as SwiftUI source: parse, interpret, print.
    .target(
      name: "ViewSource", dependencies: ["LayoutCore", "CustomLayouts"],
      resources: [.copy("Scenes")]),
    // Helpers shared by the test targets.
    .target(name: "LayoutTestSupport", dependencies: ["LayoutCore"]),

    .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTestSupport"]),
    .testTarget(
      name: "CustomLayoutsTests",
      dependencies: ["CustomLayouts", "LayoutCore", "LayoutTestSupport"]),
    .testTarget(
      name: "ViewSourceTests", dependencies: ["ViewSource", "LayoutCore", "LayoutTestSupport"]),
    .testTarget(name: "CNCursesWTests", dependencies: ["CNCursesW"]),
  ]
)
