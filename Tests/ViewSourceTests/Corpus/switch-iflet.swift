// Control flow SwiftUI allows in a ViewBuilder but a scene does not
enum Status { case loading, ready(String), failed }

struct StatusView: View {
    let status: Status
    let user: String?

    var body: some View {
        VStack {
            switch status {
            case .loading:
                ProgressView()
            case .ready(let text):
                Text(text)
            case .failed:
                Text("Error").foregroundStyle(.red)
            }
            if let user {
                Text("Hello, \(user)!")
            } else {
                Text("Signed out")
            }
            guard user != nil else { return }
        }
    }
}
