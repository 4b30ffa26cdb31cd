import SwiftUI

// Several views in one file, with a #Preview of one and a PreviewProvider of another.
struct Header: View {
    var body: some View {
        Text("Header")
            .font(.title)
            .padding(.bottom, 4)
    }
}

struct Footer: View {
    var body: some View {
        Text("Footer")
            .font(.footnote)
    }
}

struct Page: View {
    var body: some View {
        VStack {
            Header()
            Spacer()
            Footer()
        }
        .frame(height: 300)
    }
}

#Preview("Page") {
    Page()
}

struct Footer_Previews: PreviewProvider {
    static var previews: some View {
        Footer()
    }
}
