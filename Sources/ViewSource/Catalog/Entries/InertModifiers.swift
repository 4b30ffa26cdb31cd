import LayoutCore

extension Catalog {
  /// What a modifier that changes no layout is for: the note names none, the list is sorted
  /// by it so that a reader finds a modifier where it belongs.
  enum InertCategory: String, Sendable {
    case navigation = "navigation and presentation"
    case actions = "actions and gestures"
    case accessibility
    case animation
    case style = "style and environment"
    /// Drawing effects that issue 14 will draw; they change no frame (§7).
    case effect = "drawing effect"
    /// How Xcode's canvas shows a preview: its size, name and device.
    case preview
  }

  /// Every SwiftUI modifier that changes no layout and that LayoutLab keeps without drawing,
  /// with its category: real view files are full of them, and none moves a frame.
  ///
  /// A call is kept as `ViewAttribute.inert` with its arguments' source as written, so that the
  /// file prints back as it was; the arguments are not evaluated (a `toolbar`'s content is not
  /// laid out, an action closure does not run), so what they name gives no error. The
  /// navigation ones are read as written by an enclosing navigation container or TabView for
  /// its bars (`barModifierNames`, §14.9, §14.10).
  static let inertModifiers: [String: InertCategory] = {
    let lists: [(InertCategory, [String])] = [
      (
        .navigation,
        [
          "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
          "navigationBarHidden", "navigationBarBackButtonHidden", "navigationBarItems",
          "navigationDestination", "navigationSplitViewStyle", "toolbar", "toolbarBackground",
          "toolbarColorScheme", "toolbarRole", "sheet", "alert", "confirmationDialog",
          "fullScreenCover", "popover", "searchable", "presentationDetents",
          "presentationDragIndicator", "interactiveDismissDisabled", "tabItem", "tabViewStyle",
          "badge", "help", "statusBarHidden", "statusBar", "fileImporter", "fileExporter",
        ]
      ),
      (
        .actions,
        [
          "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange",
          "onReceive", "onSubmit", "onHover", "onDrag", "onDrop", "onOpenURL", "onDelete",
          "onMove", "task", "refreshable", "gesture", "simultaneousGesture",
          "highPriorityGesture", "swipeActions", "contextMenu", "keyboardShortcut", "focusable",
          "allowsHitTesting", "sensoryFeedback",
        ]
      ),
      (
        .accessibility,
        [
          "accessibilityLabel", "accessibilityHint", "accessibilityValue",
          "accessibilityElement", "accessibilityHidden", "accessibilityAddTraits",
          "accessibilityRemoveTraits", "accessibilityIdentifier", "accessibilityAction",
          "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityRepresentation",
        ]
      ),
      (
        .animation,
        [
          "animation", "transition", "matchedGeometryEffect", "contentTransition", "transaction",
          "symbolEffect",
        ]
      ),
      (
        .style,
        [
          "toggleStyle", "pickerStyle", "textFieldStyle",
          "progressViewStyle", "datePickerStyle", "menuStyle", "gaugeStyle", "groupBoxStyle",
          "formStyle", "buttonBorderShape", "labelsHidden", "listRowSeparator",
          "listRowSeparatorTint", "listSectionSeparator", "listRowBackground", "listItemTint",
          "scrollContentBackground", "scrollIndicators", "scrollDisabled",
          "scrollDismissesKeyboard", "preferredColorScheme", "environmentObject", "tag", "id",
          "keyboardType", "textContentType", "textInputAutocapitalization", "autocapitalization",
          "autocorrectionDisabled", "disableAutocorrection", "submitLabel", "focused", "disabled",
          "symbolRenderingMode", "symbolVariant", "imageScale", "fontWeight", "fontDesign",
          "fontWidth", "italic", "underline", "strikethrough", "kerning", "tracking",
          "monospacedDigit", "monospaced", "textSelection", "redacted",
          "privacySensitive", "dynamicTypeSize",
        ]
      ),
      (
        .effect,
        [
          "cornerRadius", "shadow", "blur", "clipShape", "mask",
          "rotation3DEffect", "contentShape", "compositingGroup", "brightness", "saturation",
          "contrast", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode",
          "drawingGroup", "luminanceToAlpha",
        ]
      ),
      (
        .preview,
        [
          "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
          "previewContext",
        ]
      ),
    ]
    var byName: [String: InertCategory] = [:]
    for (category, names) in lists {
      for name in names { byName[name] = category }
    }
    return byName
  }()

  /// The one definition of every inert modifier: each prints back as written.
  static let inertModifier = Definition(
    attribute: "inert", signatures: nil,
    build: { _ in nil },
    print: { attribute in
      guard case .inert(let name, let arguments) = attribute else { return "" }
      return name + (arguments.hasPrefix("{") ? " " : "") + arguments
    })

  /// The navigation modifiers a navigation container or TabView reads for its bars: kept as
  /// the others are, with no note, since they are not inert inside one (§14.9, §14.10).
  static let barModifierNames: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
    "navigationBarHidden", "toolbar", "tabItem", "tabViewStyle",
  ]

  /// The note an inert modifier gives, once per name in a file.
  static func inertNote(_ name: String) -> String {
    if ViewAttribute.clippingModifierNames.contains(name) {
      return "'\(name)' changes no layout: it clips the drawing to the view's frame (§12 item 35)"
    }
    if name == "shadow" || name == "blur" {
      return "'\(name)' changes no layout: kept, not drawn (a cell cannot be partly shaded, "
        + "§12 item 38)"
    }
    return "'\(name)' changes no layout: kept, not drawn"
  }

  /// The warning a modifier neither SwiftUI's catalog nor the file declares gives, once per
  /// name: it is kept as written, and changes nothing (it is declared in another file).
  static func unknownModifierWarning(_ name: String) -> String {
    "unknown modifier '\(name)': kept, not applied"
  }
}
