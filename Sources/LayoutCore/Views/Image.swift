/// An image: a named asset, an SF Symbol or a platform image, drawn as a box of its size with
/// its name, or as the symbol's glyph (reference §18).
///
/// A terminal has no asset catalogue, so an image's intrinsic size is a terminal adaptation
/// (§12): a named image is `defaultSize` unless the user gives its name a size
/// (`--image logo=200x80`, `resolvingImageSizes`), and a symbol is one glyph cell wide and one
/// line high, the size of the text around it. Not resizable, it answers that size whatever it
/// is proposed; `resizable()` makes it take the proposal, with the intrinsic size as ideal.
///
///     Image("logo").resizable().aspectRatio(contentMode: .fit)
///     Image(systemName: "star.fill")   // ★, one cell
public struct Image: Equatable, Sendable, PrimitiveView {
  /// Where the image comes from, as the initializer wrote it.
  public enum Source: Equatable, Sendable {
    /// `Image("name")`: an asset of the app's catalogue.
    case named(String)
    /// `Image(decorative: "name")`: an asset that accessibility ignores; laid out the same.
    case decorative(String)
    /// `Image(systemName: "star.fill")`: an SF Symbol.
    case system(String)
    /// `Image(uiImage: photo)`, `Image(nsImage: icon)`: an image made in code; `label` is
    /// `uiImage` or `nsImage`, `expression` the argument's source, which names it.
    case platform(label: String, expression: String)
  }

  /// How a resizable image fills its frame: drawing only, the layout is the same.
  public enum ResizingMode: String, Equatable, Sendable {
    case stretch, tile
  }

  /// A method of `Image` that returns an `Image`, in the order written: they are printed
  /// back in that order, and only `resizable` changes the layout.
  public enum Method: Equatable, Sendable {
    /// `resizable()` or `resizable(capInsets:resizingMode:)`: the arguments as written, nil
    /// when left out.
    case resizable(capInsets: EdgeInsets?, resizingMode: ResizingMode?)
    /// `renderingMode(.template)`: the argument's source.
    case renderingMode(String)
    /// `interpolation(.none)`: the argument's source.
    case interpolation(String)
    /// `antialiased(true)`.
    case antialiased(Bool)

    /// The method's name in source.
    public var name: String {
      switch self {
      case .resizable: "resizable"
      case .renderingMode: "renderingMode"
      case .interpolation: "interpolation"
      case .antialiased: "antialiased"
      }
    }
  }

  public var source: Source
  /// The asset's size in points, given by the user for its name; nil: `defaultSize` for an
  /// asset, one text cell for a symbol (§12).
  public var assetSize: CGSize?
  /// The `Image` methods applied, in order.
  public var methods: [Method]

  /// The size of a named image whose name the user gave no size: 100×100 points (§12).
  public static let defaultSize = CGSize(width: 100, height: 100)

  public init(_ name: String) { self.init(source: .named(name)) }

  public init(decorative name: String) { self.init(source: .decorative(name)) }

  public init(systemName: String) { self.init(source: .system(systemName)) }

  public init(source: Source, assetSize: CGSize? = nil, methods: [Method] = []) {
    self.source = source
    self.assetSize = assetSize
    self.methods = methods
  }

  /// The name an `--image NAME=WxH` gives a size to: the asset's or symbol's name, or the
  /// platform image's expression.
  public var name: String {
    switch source {
    case .named(let name), .decorative(let name), .system(let name): name
    case .platform(_, let expression): expression
    }
  }

  /// Whether it is an SF Symbol, sized like text.
  public var isSymbol: Bool {
    if case .system = source { return true }
    return false
  }

  /// Whether `resizable` was applied: the image then takes its proposal.
  public var isResizable: Bool {
    methods.contains { if case .resizable = $0 { true } else { false } }
  }

  /// The size the image reports when it is not resizable, and its ideal size when it is: the
  /// user's size for its name, else a symbol's text cell or `defaultSize` (§12).
  public func intrinsicSize(metrics: TextMetrics) -> CGSize {
    if let assetSize { return assetSize }
    return isSymbol
      ? CGSize(width: metrics.glyphWidth, height: metrics.lineHeight) : Self.defaultSize
  }

  /// The image made resizable: it takes the size it is proposed, its intrinsic size on
  /// unspecified axes (§18).
  public func resizable(capInsets: EdgeInsets? = nil, resizingMode: ResizingMode? = nil)
    -> Image
  {
    adding(.resizable(capInsets: capInsets, resizingMode: resizingMode))
  }

  /// The image with `method` applied after the others.
  public func adding(_ method: Method) -> Image {
    var copy = self
    copy.methods.append(method)
    return copy
  }

  var viewNodes: [ViewNode] { [ViewNode(.image(self))] }
}

extension ViewNode {
  /// The tree with each image whose name `sizes` gives a size taking that size as its
  /// asset's (`--image NAME=WxH`, the playground's image knobs); other nodes unchanged.
  ///
  /// A scene file does not say how large its assets are, so the size is given apart from it
  /// and applied to the tree it reads as, just before the layout.
  public func resolvingImageSizes(_ sizes: [String: CGSize]) -> ViewNode {
    guard !sizes.isEmpty else { return self }
    var node = self
    if case .image(var image) = kind, let size = sizes[image.name] {
      image.assetSize = size
      node.kind = .image(image)
    }
    node.children = children.map { $0.resolvingImageSizes(sizes) }
    return node
  }
}
