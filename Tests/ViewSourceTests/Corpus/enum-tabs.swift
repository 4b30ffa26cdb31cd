// Tabs from an enum, with a switch in the builder
import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home = "Home", search, profile
    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

enum Badge {
    case none
    case count(Int)
}

struct TabBar: View {
    @State private var selection: Tab = .search
    var badge: Badge = .count(3)

    var body: some View {
        VStack(spacing: 12) {
            switch selection {
            case .home:
                Text("Welcome")
            case .search, .profile:
                Text(selection.rawValue.capitalized)
                    .font(.title)
            }
            HStack {
                ForEach(Tab.allCases) { tab in
                    Text(tab.symbol)
                        .padding(4)
                        .background(tab == selection ? Color.blue : Color.clear)
                }
            }
            switch badge {
            case .none:
                EmptyView()
            case .count(let n) :
                Text("\(n) new")
            }
        }
    }
}
