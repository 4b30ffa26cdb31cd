/// The CoreGraphics geometry that `import SwiftUI` brings and custom layouts use: `Angle` and,
/// on Linux, `CGAffineTransform` (CoreGraphics' documented matrix conventions).
import LayoutCore
import LayoutTestSupport
import Testing

@Suite("Angle and CGAffineTransform")
struct AffineTransformTests {
  /// 180° is π radians; degrees and radians convert both ways.
  @Test func angleConvertsDegreesAndRadians() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.degrees(90) + Angle.degrees(90) == Angle.degrees(180))
  }

  /// CoreGraphics rotates counter-clockwise in a y-up system: (0, -10) rotated by π/2 is
  /// (10, 0) — the point Apple's radial layout sample computes for its second view of four.
  @Test func rotationMovesPointsAsCoreGraphicsDoes() {
    let point = CGPoint(x: 0, y: -10).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(point.x - 10) < 1e-9)
    #expect(abs(point.y) < 1e-9)
  }

  /// Concatenation applies the receiver first: scale by 2 then translate by (5, 0)
  /// maps (1, 1) to (7, 2); the inverse maps it back.
  @Test func concatenationAppliesTheReceiverFirst() {
    let transform = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(translationX: 5, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 7, y: 2))
    #expect(CGPoint(x: 7, y: 2).applying(transform.inverted()) == CGPoint(x: 1, y: 1))
    #expect(CGSize(3, 4).applying(transform) == CGSize(6, 8))
  }
}
