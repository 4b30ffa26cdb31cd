// A generic container view and a protocol, beyond what scenes interpret
protocol Card { var title: String { get } }

struct Boxed<Content: View>: View {
    @ViewBuilder var content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    var body: some View {
        content()
            .padding()
            .border(.black, width: 1)
    }
}

class Model: ObservableObject {
    @Published var items: [String] = []
}

func makeBox<T: View>(_ view: T) -> some View where T: Equatable {
    Boxed { view }
}

#Preview {
    Boxed { Text("boxed") }
}
