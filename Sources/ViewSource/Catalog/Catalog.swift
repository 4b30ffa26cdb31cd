import LayoutCore

/// Every SwiftUI view and modifier LayoutLab knows, one `Definition` each.
///
/// The interpreter finds a call's definition by name, the printer, the inspector and the
/// property editor find a node's by its kind. `definition(of:)` switches over every kind and
/// attribute with no `default:`, so a new `ViewKind` case does not compile until it has an
/// entry (CONTRIBUTING.md lists the other places the compiler then points at).
public enum Catalog {
  /// Every definition, in the order "did you mean" and the modify menu see them.
  static let all: [Definition] = [
    text, color, rectangle, roundedRectangle, circle, ellipse, capsule, containerRelativeShape,
    spacer, divider, emptyView, hStack, vStack, zStack, group, forEach, geometryReader, list,
    customLayout,
    frame, flexibleFrame, padding, offset, position, fixedSize, layoutPriority, alignmentGuide,
    background, overlay, border, clipped, ignoresSafeArea, edgesIgnoringSafeArea, layoutValue,
    listRowInsets, foregroundColor, foregroundStyle, font, bold, opacity, tint, lineLimit,
    listStyle, environment, sizeInfo, hidden, zIndex, fill, stroke, strokeBorder,
    trim, rotation, inset, scale, linearGradient, radialGradient, angularGradient,
    ellipticalGradient,
    image, resizable, renderingMode, interpolation, antialiased, aspectRatio, scaledToFit,
    scaledToFill,
    button, link, menu, label, toggle, stepper, datePicker, colorPicker, textField, secureField,
    textEditor, slider, progressView, picker, controlPart, buttonStyle, controlSize, labelStyle,
    multilineTextAlignment, truncationMode, textCase, minimumScaleFactor, scaleEffect,
    rotationEffect,
    grid, gridRow, viewThatFits, gridCellColumns, gridColumnAlignment, gridCellAnchor,
    gridCellUnsizedAxes, scrollView, section, form, safeAreaInset, safeAreaPadding,
    containerRelativeFrame, lazyVStack, lazyHStack, lazyVGrid, lazyHGrid, navigationStack,
    navigationSplitView, navigationLink, tabView,
  ]

  private static let callable: [String: Definition] = {
    var byName: [String: Definition] = [:]
    // The flexible frame shares `frame`'s name and calls: the fixed one answers for both.
    for definition in all where definition.isCallable && byName[definition.name] == nil {
      for name in definition.names { byName[name] = definition }
    }
    return byName
  }()

  /// The view a scene constructs by this type name: `Text`, `HStack`.
  static func view(named name: String) -> Definition? {
    guard let definition = callable[name] else { return nil }
    return definition.role == .view || definition.role == .container ? definition : nil
  }

  /// The modifier a scene applies by this name: `frame`, `font`.
  static func modifier(named name: String) -> Definition? {
    guard let definition = callable[name] else { return nil }
    return definition.role == .modifier || definition.role == .attribute ? definition : nil
  }

  /// The type names of the views a scene can construct.
  static let viewNames: [String] = all.filter {
    $0.isCallable && ($0.role == .view || $0.role == .container)
  }.flatMap(\.names).uniqued()

  /// The names of the modifiers a scene can apply, the inert ones last.
  static let modifierNames: [String] =
    (all.filter {
      $0.isCallable && ($0.role == .modifier || $0.role == .attribute)
    }.flatMap(\.names) + inertModifiers.keys.sorted()).uniqued()

  /// The modify menu's items, in menu order: frames, padding, …, then the stacks.
  public static let menuItems: [MenuItem] = {
    let items = all.flatMap(\.menuItems)
    return menuOrder.compactMap { key in items.first { $0.key == key } }
  }()

  private static let menuOrder: [Character] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "h", "v", "z",
  ]

  /// The definition of a node's kind.
  public static func definition(of kind: ViewKind) -> Definition {
    switch kind {
    case .text: text
    case .color: color
    case .shape(let shape, _): definition(of: shape)
    case .spacer: spacer
    case .divider: divider
    case .empty: emptyView
    case .placeholder: placeholder
    case .hStack: hStack
    case .vStack: vStack
    case .zStack: zStack
    case .layout: customLayout
    case .geometryReader: geometryReader
    case .list: list
    case .form: form
    case .section: section
    case .group: group
    case .forEach: forEach
    case .grid: grid
    case .gridRow: gridRow
    case .viewThatFits: viewThatFits
    case .scrollView: scrollView
    case .safeAreaInset: safeAreaInset
    case .safeAreaPadding: safeAreaPadding
    case .containerRelativeFrame: containerRelativeFrame
    case .lazyStack(let stack): stack.axis == .vertical ? lazyVStack : lazyHStack
    case .lazyGrid(let grid): grid.axis == .vertical ? lazyVGrid : lazyHGrid
    case .navigation(let container):
      container.style == .splitView ? navigationSplitView : navigationStack
    case .tabView: tabView
    case .gridCell(.columns): gridCellColumns
    case .gridCell(.columnAlignment): gridColumnAlignment
    case .gridCell(.anchor): gridCellAnchor
    case .gridCell(.unsizedAxes): gridCellUnsizedAxes
    case .frame: frame
    case .flexibleFrame: flexibleFrame
    case .padding: padding
    case .offset: offset
    case .position: position
    case .fixedSize: fixedSize
    case .layoutPriority: layoutPriority
    case .alignmentGuide: alignmentGuide
    case .background: background
    case .overlay: overlay
    case .border: border
    case .clipped: clipped
    case .ignoresSafeArea: ignoresSafeArea
    case .layoutValue: layoutValue
    case .listRowInsets: listRowInsets
    case .image: image
    case .aspectRatio(let value) where value.isScaledTo && value.ratio == nil:
      value.contentMode == .fit ? scaledToFit : scaledToFill
    case .aspectRatio: aspectRatio
    case .control(let control): definition(of: control.kind)
    }
  }

  /// The definition of a drawing or environment attribute.
  public static func definition(of attribute: ViewAttribute) -> Definition {
    switch attribute {
    case .foregroundColor: foregroundColor
    case .foregroundStyle: foregroundStyle
    case .font: font
    case .bold: bold
    case .opacity: opacity
    case .tint: tint
    case .lineLimit: lineLimit
    case .listStyle: listStyle
    case .defaultMinListRowHeight: environment
    case .sizeInfo: sizeInfo
    case .hidden: hidden
    case .zIndex: zIndex
    case .inert: inertModifier
    case .buttonStyle: buttonStyle
    case .controlSize: controlSize
    case .labelStyle: labelStyle
    case .lineLimitRange: lineLimit
    case .multilineTextAlignment: multilineTextAlignment
    case .truncationMode: truncationMode
    case .textCase: textCase
    case .minimumScaleFactor: minimumScaleFactor
    case .scaleEffect: scaleEffect
    case .rotationEffect: rotationEffect
    }
  }

  /// The definition of a control's kind.
  static func definition(of kind: ControlKind) -> Definition {
    switch kind {
    case .button: button
    case .link: link
    case .navigationLink: navigationLink
    case .menu: menu
    case .picker: picker
    case .label: label
    case .toggle: toggle
    case .stepper: stepper
    case .datePicker: datePicker
    case .colorPicker: colorPicker
    case .textField: textField
    case .secureField: secureField
    case .textEditor: textEditor
    case .slider: slider
    case .progressView: progressView
    case .part: controlPart
    }
  }

  /// SwiftUI views a pasted scene often uses that LayoutLab does not model yet: named as
  /// unsupported rather than unknown.
  static let unsupportedViews: Set<String> = [
    "AsyncImage",
    "Canvas", "TimelineView",
    "GroupBox", "DisclosureGroup", "ShareLink",
  ]

  /// SwiftUI modifiers a pasted scene often uses that change layout and that LayoutLab does
  /// not model yet (issues 14 and 15); the others are `inertModifiers`.
  static let unsupportedModifiers: Set<String> = [
    // The platform's scene padding: a length LayoutLab has no source for yet.
    "scenePadding"
  ]
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
