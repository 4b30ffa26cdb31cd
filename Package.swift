// swift-tools-version:6.0
// LayoutLab: SwiftUI's layout algorithm, re-implemented in pure Swift and drawn in a terminal.

import PackageDescription

let package = Package(
  name: "LayoutLab",
  // macOS 15 for the standard library's `Mutex` (Synchronization), which a placed tree's lazily
  // worked-out proposals are kept under; Linux has it with every Swift 6 toolchain.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "layoutlab", targets: ["layoutlab"]),
    .library(name: "LayoutCore", targets: ["LayoutCore"]),
    .library(name: "CustomLayouts", targets: ["CustomLayouts"]),
    .library(name: "ViewSource", targets: ["ViewSource"]),
    .library(name: "CellRaster", targets: ["CellRaster"]),
    // The benchmark's scenes, for tools outside the package (Benchmarks/LayoutInstructions).
    .library(name: "LayoutBench", targets: ["LayoutBench"]),
  ],
  targets: [
    // The layout engine: pure, Foundation only for the CoreGraphics value types.
    .target(name: "LayoutCore"),
    // Layouts written only against LayoutCore's public `Layout` API.
    .target(name: "CustomLayouts", dependencies: ["LayoutCore"]),
    // libncursesw as a system library; only TerminalUI (to come) may import it.
    .systemLibrary(name: "CNCursesW", path: "Modules/CNCursesW"),
    // glibc's allocator tuning (`mallopt`). Only the executable may import this.
    .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
    .testTarget(name: "CMallocTests", dependencies: ["CMalloc"]),
    // Scenes as SwiftUI source: parse, interpret, print.
    .target(
      name: "ViewSource", dependencies: ["LayoutCore", "CustomLayouts"],
      resources: [.copy("Scenes")]),
    // The command: argument parsing and wiring only.
    .executableTarget(
      name: "layoutlab",
      dependencies: [
        "LayoutCore", "ViewSource", "CellRaster", "PlaygroundCore", "TerminalUI", "SceneFiles",
        "LayoutBench", "VectorPicture", "CMalloc",
      ]),
    // The performance benchmark (issue #6), run by `layoutlab bench`. Not pure: it measures
    // the terminal adapter too (TerminalUI's OutputMeter paints with ncurses), so it sits
    // outside with the adapters, and only the executable depends on it.
    .target(
      name: "LayoutBench",
      dependencies: ["LayoutCore", "CellRaster", "PlaygroundCore", "ViewSource", "TerminalUI"]),
    .testTarget(name: "LayoutBenchTests", dependencies: ["LayoutBench"]),
    // Helpers shared by the test targets.
    .target(name: "LayoutTestSupport", dependencies: ["LayoutCore"]),

    // ViewSource prints a failing property test's shrunk tree as a scene; CustomLayouts gives
    // the random trees MyFrame (issue #7).
    .testTarget(
      name: "LayoutCoreTests", dependencies: ["LayoutCore", "LayoutTestSupport", "ViewSource"]),
    .testTarget(
      name: "CustomLayoutsTests",
      dependencies: ["CustomLayouts", "LayoutCore", "LayoutTestSupport", "ViewSource"]),
    .testTarget(
      name: "ViewSourceTests",
      dependencies: [
        "ViewSource", "LayoutCore", "LayoutTestSupport", "CustomLayouts", "CellRaster",
      ],
      // Fuzzing inputs read by path: real SwiftUI snippets and the crashers found (issue #7);
      // the real-style view files that lossless edits are proven on (issue #12); the whole
      // real-style view files whose share that lays out is measured (issue #13).
      exclude: ["Corpus", "Crashers", "Editing/Corpus", "RealFiles"]),
    .testTarget(
      name: "layoutlabTests",
      dependencies: ["layoutlab", "ViewSource", "PlaygroundCore", "LayoutTestSupport"]),
    // TerminalUI for `CursesState`: its screen test and the output meter share ncurses' state.
    .testTarget(name: "CNCursesWTests", dependencies: ["CNCursesW", "TerminalUI"]),
    // The playground: state, commands, key table, galleries, screen composition. Pure.
    .target(
      name: "PlaygroundCore",
      dependencies: ["LayoutCore", "CustomLayouts", "ViewSource", "CellRaster"]),
    .testTarget(
      name: "PlaygroundCoreTests",
      dependencies: [
        "PlaygroundCore", "LayoutCore", "ViewSource", "CellRaster", "LayoutTestSupport",
      ],
      exclude: ["Goldens", "Corpus"]),
    // The only code that talks to the terminal (libncursesw): init/restore, input, painting.
    .target(name: "TerminalUI", dependencies: ["CNCursesW", "PlaygroundCore", "CellRaster"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "PlaygroundCore", "CellRaster"]),
    // The scene files on disk: atomic saves, watching for an editor's saves, the temporary
    // files of killed saves, and the recovery files a signal writes. POSIX, no terminal.
    .target(name: "SceneFiles", dependencies: ["PlaygroundCore", "ViewSource"]),
    .testTarget(
      name: "SceneFilesTests",
      dependencies: [
        "SceneFiles", "PlaygroundCore", "LayoutCore", "ViewSource", "LayoutTestSupport",
      ]),
    // The view tree drawn on a grid of terminal cells, styled text written on it, and the
    // cells that changed between two grids: pure, no terminal (issue #4).
    .target(name: "CellRaster", dependencies: ["LayoutCore"]),
    // A laid-out scene as an SVG picture in points, and an HTML page with its trace.
    .target(name: "VectorPicture", dependencies: ["LayoutCore"]),
    .testTarget(
      name: "VectorPictureTests",
      dependencies: ["VectorPicture", "LayoutCore", "ViewSource", "LayoutTestSupport"]),
    .testTarget(
      name: "CellRasterTests",
      dependencies: ["CellRaster", "LayoutCore", "ViewSource", "LayoutTestSupport"],
      exclude: ["Goldens"]),
  ]
)
