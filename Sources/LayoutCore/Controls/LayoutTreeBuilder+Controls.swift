import Foundation

extension LayoutTreeBuilder {
  /// A control's behaviour, from its kind and the control styles of its environment (§20).
  func controlBehavior(_ control: Control, count: Int, environment: LayoutEnvironment)
    -> any LayoutBehavior
  {
    let labels = 0..<Swift.min(control.labelCount, count)
    let insets = ControlMetrics.buttonInsets(
      style: environment.buttonStyle, size: environment.controlSize)
    switch control.kind {
    case .button, .link, .navigationLink, .menu:
      return LayoutContainer(ButtonLayout(insets: insets, axis: .vertical))
    case .picker:
      // A menu-style Picker is drawn as a borderless button: no insets.
      return LayoutContainer(ButtonLayout(insets: EdgeInsets(), axis: .horizontal))
    case .label:
      let ranges = control.childRanges()
      var title = 0..<0
      var icon = 0..<0
      for (argument, range) in zip(control.arguments, ranges) where !range.isEmpty {
        if argument.label == "icon" || argument.label == "systemImage" {
          icon = range.clamped(to: 0..<count)
        } else {
          title = range.clamped(to: 0..<count)
        }
      }
      return LayoutContainer(
        LabelLayout(
          title: title, icon: icon, style: environment.labelStyle,
          spacing: ControlMetrics.labelSpacing))
    case .toggle, .stepper, .datePicker, .colorPicker:
      return LayoutContainer(
        TrailingPartLayout(label: labels, spacing: ControlMetrics.trailingPartSpacing))
    case .textField(let vertical):
      return LayoutContainer(
        TextFieldLayout(lineHeight: environment.metrics.lineHeight, vertical: vertical))
    case .secureField:
      return LayoutContainer(
        TextFieldLayout(lineHeight: environment.metrics.lineHeight, vertical: false))
    case .textEditor:
      return GreedyLeafLayout.shared
    case .slider:
      return LayoutContainer(LastSubviewLayout())
    case .progressView(let linear):
      return LayoutContainer(VStackLayout(alignment: linear ? .leading : .center))
    case .part(let part):
      return ControlPartLayout(part: part, metrics: environment.metrics)
    }
  }
}

/// A control that shows only its last subview, its part: a Slider, whose label iOS does not
/// draw (reference §20.5). The label views are laid out at zero size.
struct LastSubviewLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.last?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let last = subviews.indices.last else { return }
    ControlStacks.hide(subviews[subviews.startIndex..<last], at: bounds.origin)
    subviews[last].place(at: bounds.origin, proposal: proposal)
  }
}
