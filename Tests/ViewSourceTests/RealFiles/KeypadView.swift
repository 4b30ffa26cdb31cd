import SwiftUI

struct KeypadView: View {
    private let rows = [
        ["1", "2", "3"],
        ["4", "5", "6"],
        ["7", "8", "9"],
        ["", "0", "⌫"],
    ]
    @State private var entered = ""

    var body: some View {
        VStack(spacing: 12) {
            Text(entered.isEmpty ? "Enter PIN" : entered)
                .font(.title2.monospaced())
                .frame(height: 40)
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { key in
                        Text(key)
                            .font(.title)
                            .frame(width: 72, height: 72)
                            .background(Circle().fill(key.isEmpty ? Color.clear : Color.gray.opacity(0.15)))
                            .onTapGesture {
                                entered += key
                            }
                    }
                }
            }
        }
    }
}

#Preview {
    KeypadView()
}
