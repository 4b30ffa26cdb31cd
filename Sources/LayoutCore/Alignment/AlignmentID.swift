/// A type that identifies an alignment guide and computes its default value (reference §8.1).
///
/// Custom alignments exist to line up views in different branches of the tree; a container with
/// several children combines their explicit values with `_combineExplicit`, which by default
/// takes the running mean (reference §8.4).
///
///     enum Quarter: AlignmentID {
///       static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.25 }
///     }
///     let quarter = HorizontalAlignment(Quarter.self)
public protocol AlignmentID {
  /// The guide's value for a view with no explicit value for it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
  /// Folds the explicit value of the `n`th child (counting from 0) into `parentValue`.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  /// The running mean of the children's values: SwiftUI's rule for custom alignments (§8.4).
  public static func _combineExplicit(
    childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
  ) {
    if let parent = parentValue {
      parentValue = parent + (childValue - parent) / CGFloat(n + 1)
    } else {
      parentValue = childValue
    }
  }
}

/// The built-in edge and centre guides, whose combination is a no-op: they never cross a
/// container with two or more children (reference §8.4 and §13 #4).
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: FrameAlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first text baseline: the bottom for views without text; containers take the minimum
/// ([APPLE `VerticalAlignment.combineExplicit`], reference §8.4).
enum FirstTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.min(parentValue ?? childValue, childValue)
  }
}

/// The last text baseline: the bottom for views without text; containers take the maximum
/// (Apple's documented rule; OpenSwiftUI's min is a bug, reference §13 #2).
enum LastTextBaselineAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.max(parentValue ?? childValue, childValue)
  }
}
