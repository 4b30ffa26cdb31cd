// As `import SwiftUI` does, `import LayoutCore` brings CGFloat, CGPoint, CGSize, CGRect and
// Foundation's math into scope, so a Layout written for SwiftUI compiles with only its import changed.
@_exported import Foundation
