// A settings card in the style of app code: bindings, #if, actions, optionals, tuples,
// formatted text and Foundation values (issue #13, part A).
import SwiftUI

struct SettingRow: View {
    var title: String
    @Binding var isOn: Bool
    var detail: String? = nil
    var onTap: () -> Void = {}

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if let detail {
                Text(detail.uppercased())
            } else if isOn {
                Text("On")
            }
        }
        .padding(.vertical, 4)
        #if os(iOS)
        .padding(.horizontal, 16)
        #else
        .padding(.horizontal, 8)
        #endif
    }
}

struct ContentView: View {
    @State private var notifications = true
    @State private var volume = 0.75
    @State private var count = 3
    let updated = Date()
    let axis = (x: 0, y: 1, z: 0)

    var body: some View {
        VStack(alignment: .leading, spacing: axis.y == 1 ? 8 : 0) {
            Text("Volume \(volume, specifier: "%.0f")")
                .font(.headline)
            SettingRow(title: "Notifications", isOn: $notifications, onTap: { [weak model] in
                guard let model else { return }
                model.count += 1
                Task { try? await model.save() }
            })
            SettingRow(title: "Items", isOn: $notifications, detail: String(count))
            Text("Updated \(updated, style: .relative)")
            (notifications ? Color.green : .gray)
                .frame(height: CGFloat(count) * 2)
        }
        .frame(width: 320)
    }
}
