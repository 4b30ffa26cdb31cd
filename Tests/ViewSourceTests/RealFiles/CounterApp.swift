import SwiftUI

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
        }
    }
}

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .heavy, design: .monospaced))
            HStack(spacing: 16) {
                Button("−") { count -= 1 }
                    .font(.largeTitle)
                Button("+") { count += 1 }
                    .font(.largeTitle)
            }
        }
        .padding()
    }
}
