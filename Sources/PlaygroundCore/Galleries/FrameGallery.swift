import LayoutCore
import ViewSource

/// The seed question's comparison: the same content in SwiftUI's `frame`, in `MyFrame` (a
/// `Layout` that reads the frame's guide off a `Color.clear` helper) and in `FractionFrame`
/// (the printed answer: the alignment as a fraction of the size), for one alignment at a time.
///
/// The alignments are the nine built-in ones and two custom ones: `.quarter`, whose guides
/// are a quarter of the size (a fraction no `Alignment` has, so `FractionFrame` guesses ½),
/// and `.marker`, which the content sets with explicit `alignmentGuide`s (which
/// `FractionFrame` ignores). Each panel says whether it matches `frame`.
enum FrameGallery {
  /// The question's frame, 250×250 points.
  static let container = CGSize(width: 250, height: 250)

  /// The custom alignments, declared as a scene declares them.
  static let declarations = """
    extension HorizontalAlignment {
        enum Quarter: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
        }
        static let quarter = HorizontalAlignment(Quarter.self)

        enum MarkerX: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * 0.6 }
        }
        static let markerX = HorizontalAlignment(MarkerX.self)
    }

    extension VerticalAlignment {
        enum Quarter: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
        }
        static let quarter = VerticalAlignment(Quarter.self)

        enum MarkerY: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.2 }
        }
        static let markerY = VerticalAlignment(MarkerY.self)
    }

    extension Alignment {
        static let quarter = Alignment(horizontal: .quarter, vertical: .quarter)
        static let marker = Alignment(horizontal: .markerX, vertical: .markerY)
    }


    """

  /// The names of the alignments in cycle order, as source writes them.
  static let alignmentNames =
    Alignment.allBuiltIn.map { "." + $0.description } + [
      ".quarter", ".marker",
    ]

  /// The alignments in cycle order; the custom ones as the scene language builds them.
  static let alignments: [Alignment] = {
    let probe = SceneParser.parse(
      declarations + "VStack {\n"
        + alignmentNames.map { "    Color.clear.frame(width: 1, height: 1, alignment: \($0))\n" }
        .joined() + "}\n")
    return probe.tree?.children.compactMap { node in
      if case .frame(_, _, let alignment) = node.kind { return alignment }
      return nil
    } ?? Alignment.allBuiltIn
  }()

  /// `.bottomTrailing`, the question's alignment.
  static let defaultAlignmentIndex = 8

  /// The seed question's content with explicit values for the marker guides, 80 across
  /// and 10 down (`d.width - 20` of its 100 points), in the printed answer's `MyFrame`: the
  /// steps that make the question's snippet this gallery's content.
  private static let markerGuides: [PanelRecipe.Step] = {
    let marker = alignments.count > 10 ? alignments[10] : .center
    let content: TreePath = [0, 1]  // border → MyFrame → [Color.clear helper, the content]
    return [
      .edit(
        .wrap(
          at: content,
          in: ViewNode(
            .alignmentGuide(
              marker.horizontal.key,
              AlignmentGuideComputation(source: "{ d in d.width - 20 }") { d in d.width - 20 }))
        )),
      .edit(
        .wrap(
          at: content,
          in: ViewNode(
            .alignmentGuide(
              marker.vertical.key, AlignmentGuideComputation(source: "{ _ in 10 }") { _ in 10 })))),
    ]
  }()

  /// A panel of the printed answer's scene with the marker guides, its frame made `frame`.
  private static func panel(
    _ title: String, frame: PanelRecipe.FrameKind, note: String
  ) -> GalleryPanel {
    let reframe: [PanelRecipe.Step] = frame == .myFrame ? [] : [.reframe([0], as: frame)]
    return GalleryPanel(
      title: title,
      recipe: PanelRecipe(scene: "myframe-answer", steps: markerGuides + reframe),
      container: container, alignmentPaths: [[0]], note: { _ in note })
  }

  static let panels: [GalleryPanel] = [
    panel("frame (SwiftUI)", frame: .frame, note: "the built-in modifier"),
    panel("MyFrame (a Layout)", frame: .myFrame, note: "guide off a Color.clear"),
    panel("FractionFrame (answer)", frame: .fractionFrame, note: "alignment as a fraction"),
  ]

  /// Whether a panel places the content where `frame` does, and where it puts it: the two
  /// lines under each panel. `reference` is the `frame` panel's layout.
  static func verdict(_ result: LayoutResult, reference: LayoutResult, isReference: Bool)
    -> (verdict: String, detail: String, matches: Bool)
  {
    let mine = result.root.nodes(named: "Rectangle").first?.frame
    let theirs = reference.root.nodes(named: "Rectangle").first?.frame
    let detail = mine.map { "Rectangle at \(PointText.point($0.origin))" } ?? "no Rectangle"
    if isReference { return ("the reference", detail, true) }
    guard let mine, let theirs else { return ("nothing to compare", detail, false) }
    if mine == theirs && result.root.frame == reference.root.frame {
      return ("✓ identical to frame", detail, true)
    }
    return ("✗ differs from frame", detail, false)
  }
}
