/// One size request in a layout pass: who asked whom, with what proposal, and the answer.
///
/// The trace is written by the engine as it runs, in call order, so it is the negotiation
/// itself rather than a reconstruction; a request answered from the cache is marked.
public struct LayoutTraceEvent: Equatable, Sendable {
  /// Whether the request was made while sizing or while placing.
  public enum Phase: Equatable, Sendable {
    case sizing
    case placement
  }

  /// The node that was asked.
  public var nodeID: Int
  /// The node that asked, or nil for the root's own request.
  public var askerID: Int?
  /// How many requests were in progress when this one was made.
  public var depth: Int
  /// The proposal.
  public var proposal: ProposedViewSize
  /// The size the node answered.
  public var answer: CGSize
  /// True when the answer came from the node's cache without measuring again.
  public var cacheHit: Bool
  /// The pass the request was made in.
  public var phase: Phase
  /// The alignment guide asked for, when the request was for a guide rather than a size:
  /// answering it made the node measure its children, so the request shows in the trace.
  public var guide: String?
}

/// A problem the engine found and worked around, as SwiftUI logs "Invalid frame dimension".
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The node concerned.
  public var nodeID: Int
  /// The node's kind name.
  public var kind: String
  /// What was wrong and what the engine did instead.
  public var message: String

  public var description: String { "\(kind) #\(nodeID): \(message)" }
}

/// Counts of the work a layout pass did.
public struct LayoutStatistics: Equatable, Sendable {
  /// Sizes computed (cache misses).
  public var measurements = 0
  /// Size requests answered from a node's cache.
  public var cacheHits = 0
  /// Sizes computed per node, indexed by node id.
  public var measurementsByNode: [Int] = []

  /// Counts one size computed by node `id`.
  mutating func record(measurementOf id: Int) {
    measurements += 1
    measurementsByNode[id] += 1
  }
}
