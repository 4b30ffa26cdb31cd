import SwiftUI

// Code that the scene never uses: it must survive every edit byte for byte.
private let maximumTabs = 5
private let analyticsKey = "tab-bar-shown"

extension View {
    /// Not called yet: kept for the redesign.
    func debugOutline() -> some View {
        self.border(.pink, width: 2)
    }
}

/// An older design, no longer in any preview.
struct LegacyTabBar: View {
    var tint: Color = .gray

    var body: some View {
        HStack {
            Text("Home")
            Text("More")
        }
    }
}

struct TabBar: View {
    var body: some View {
        HStack(spacing: 24) {
            Text("Home")
            Text("Search")
            Text("Profile")
        }
        .padding(.vertical, 8)
    }
}

#Preview {
    TabBar()
}
