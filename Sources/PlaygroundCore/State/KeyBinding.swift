/// One row of the playground's key table: the keys, the command they send, what help says
/// and what the bottom legend says.
///
/// Keys are data (STYLE.md, lazygit/htop): `Playground.keyBindings` is the only place a key
/// is bound, and dispatch, the legend and the help screen all read it, so that a key cannot
/// work without being documented nor be documented without working.
///
///     KeyBinding(keys: [.character("u")], command: .undo, help: "undo the last edit",
///                legend: "undo", section: .edit)
public struct KeyBinding: Equatable, Sendable {
  /// The keys that send the command (several when they are synonyms).
  public var keys: [Key]
  /// The command sent.
  public var command: Command
  /// The sentence on the help screen.
  public var help: String
  /// The short label in the bottom legend, or nil when the binding is only in help.
  public var legend: String?
  /// The help screen's section.
  public var section: KeySection

  /// A binding of `keys` to `command`, with its help sentence and legend label.
  public init(
    keys: [Key], command: Command, help: String, legend: String? = nil, section: KeySection
  ) {
    self.keys = keys
    self.command = command
    self.help = help
    self.legend = legend
    self.section = section
  }

  /// Whether the binding is shown in the bottom legend.
  public var isInLegend: Bool { legend != nil }

  /// The keys as the legend and help write them: `[ ]`, `← →`, `? F1`.
  public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

/// The sections of the help screen, in order.
public enum KeySection: String, CaseIterable, Sendable {
  case select = "Select"
  case knobs = "Shared knobs"
  case edit = "Edit the selection"
  case display = "Panes and display"
  case file = "File"
  case app = "Playground"
  /// The keys while stepping through the negotiation (`Playground.stepKeyBindings`).
  case step = "Step through (S)"
}

extension Key {
  /// The key as people write it: `a`, `←`, `Tab`, `S-Tab` (Shift-Tab), `PgDn`, `F1`, `Ctrl-R`.
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    case .control(let character): "Ctrl-" + String(character).uppercased()
    }
  }
}

extension Playground {
  /// The one key table: dispatch, the bottom legend and the help screen all read it.
  ///
  /// Unshifted keys take fine steps and their shifted neighbours coarse ones (`[` `]` ±10 pt,
  /// `{` `}` ±50 pt), as on a US keyboard. The legend shows the bindings that have a legend
  /// label, in this order, as many as fit.
  public static let keyBindings: [KeyBinding] = {
    func bind(
      _ keys: [Key], _ command: Command, _ help: String, legend: String? = nil,
      _ section: KeySection
    ) -> KeyBinding {
      KeyBinding(keys: keys, command: command, help: help, legend: legend, section: section)
    }
    func char(_ character: Character) -> Key { .character(character) }
    return [
      // Select.
      // hjkl as the arrows, as in vim, lazygit and k9s.
      bind([.left, char("h")], .selectParent, "select the parent view", legend: "select", .select),
      bind(
        [.right, char("l")], .selectFirstChild, "select the first child (a modifier's content)",
        legend: "select", .select),
      bind(
        [.up, char("k")], .selectPreviousSibling, "select the previous sibling", legend: "select",
        .select),
      bind(
        [.down, char("j")], .selectNextSibling, "select the next sibling", legend: "select",
        .select),
      bind(
        [char("/")], .find, "find a view by kind, text or colour (again: the next)",
        legend: "find", .select),
      bind([char("n")], .nextPanel, "next panel of a gallery", legend: "panel", .select),
      bind([char("p")], .previousPanel, "previous panel of a gallery", legend: "panel", .select),
      bind([.pageDown], .scrollCanvasDown, "scroll the canvas down", .select),
      bind([.pageUp], .scrollCanvasUp, "scroll the canvas up", .select),
      bind(
        [char("H")], .scrollCanvasLeft, "scroll the canvas left (Shift and the wheel too)",
        .select),
      bind([char("L")], .scrollCanvasRight, "scroll the canvas right", .select),

      // Shared knobs.
      bind(
        [char("[")], .changeContainerWidth(-10), "container width −10 pt (a scene: canvas)",
        legend: "size", .knobs),
      bind(
        [char("]")], .changeContainerWidth(10), "container width +10 pt", legend: "size", .knobs),
      bind([char("{")], .changeContainerWidth(-50), "container width −50 pt", .knobs),
      bind([char("}")], .changeContainerWidth(50), "container width +50 pt", .knobs),
      bind(
        [char("-")], .changeContainerHeight(-10), "container height −10 pt (a scene: canvas)",
        legend: "size", .knobs),
      bind(
        [char("=")], .changeContainerHeight(10), "container height +10 pt", legend: "size",
        .knobs),
      bind([char("_")], .changeContainerHeight(-50), "container height −50 pt", .knobs),
      bind([char("+")], .changeContainerHeight(50), "container height +50 pt", .knobs),
      bind(
        [char("t")], .cycleText(1), "next text: short, long, CJK, multi-line", legend: "text",
        .knobs),
      bind([char("T")], .cycleText(-1), "previous text", .knobs),
      bind([char("i")], .typeText, "type a text of your own", .knobs),
      bind(
        [char("a")], .cycleAlignment(1), "next alignment (frame gallery: of all three)",
        legend: "align", .knobs),
      bind([char("A")], .cycleAlignment(-1), "previous alignment", .knobs),

      // Edit the selection.
      bind(
        [.enter], .nextProperty, "focus the next property (▸ in the inspector)",
        legend: "prop", .edit),
      bind(
        [char(",")], .changeProperty(-1), "focused property down a step", legend: "change", .edit),
      bind([char(".")], .changeProperty(1), "focused property up a step", legend: "change", .edit),
      bind([char("<")], .changeProperty(-5), "focused property down five steps", .edit),
      bind([char(">")], .changeProperty(5), "focused property up five steps", .edit),
      bind([char("e")], .typePropertyValue, "type the focused property's value", .edit),
      bind([char("f")], .toggleFixedSize, "add .fixedSize() or cycle its axes", .edit),
      bind(
        [char("m")], .openModifyMenu, "modify: add/remove a modifier, wrap, delete",
        legend: "modify", .edit),
      bind(
        [char("x"), .delete], .deleteSelection, "delete the selection (a modifier: unwrap)",
        .edit),
      bind([char("u")], .undo, "undo the last edit", legend: "undo", .edit),
      bind([.control("r")], .redo, "redo", legend: "redo", .edit),
      bind([char("r")], .resetPanel, "reset the selected panel's edits (u undoes it)", .edit),
      bind([char("R")], .reset, "reset every panel's edits and the knobs (u undoes it)", .edit),

      // Panes and display.
      bind(
        [.tab, .backTab], .switchSidePane, "side pane: inspector + trace, code, outline",
        legend: "pane", .display),
      bind([char("o")], .toggleOutline, "the outline of the panel's views, or back", .display),
      bind([char("J")], .scrollPane(3), "scroll the trace or code pane down", .display),
      bind([char("K")], .scrollPane(-3), "scroll the trace or code pane up", .display),
      bind([.control("d")], .scrollPane(15), "scroll the pane down a page", .display),
      bind([.control("u")], .scrollPane(-15), "scroll the pane up a page", .display),
      bind(
        [char("b")], .cycleDisplayMode, "display: rendered, boxes, both", legend: "boxes",
        .display),
      bind([char("g")], .toggleRulers, "point rulers and gap sizes on / off", .display),
      bind([char("z")], .toggleSidePanes, "hide / show the side panes", .display),
      bind([char("!")], .showMessages, "the session's messages, whole", .display),
      bind(
        [char("S")], .stepThrough, "step through the negotiation (n p, S leaves)",
        legend: "step", .display),

      // File.
      bind([char("s")], .save, "save the scene as SwiftUI source", legend: "save", .file),
      bind([char("d")], .showDiff, "the change s would save, as a unified diff", .file),
      bind([char("w")], .saveAs, "write to a path you type", .file),
      bind(
        [char("v")], .cycleSceneView(1), "next view of the file (#Preview, App, View structs)",
        .file),
      bind([char("V")], .cycleSceneView(-1), "previous view of the file", .file),

      // The playground.
      // The galleries: last before help in the legend, so that narrower terminals drop it first.
      bind(
        [char("G")], .cycleGallery(1),
        "next gallery (centering, frame, … containers)", legend: "gallery",
        .app),
      bind([.control("g")], .cycleGallery(-1), "previous gallery (or back to the scene)", .app),
      bind([char("?"), .function(1)], .help, "help (Esc, q or ? closes it)", legend: "help", .app),
      bind([.escape], .dismiss, "close help, menu or input line", .app),
      bind(
        [char("q")], .quit, "quit (asks first when edits are unsaved)",
        legend: "quit", .app),
    ]
  }()
}
