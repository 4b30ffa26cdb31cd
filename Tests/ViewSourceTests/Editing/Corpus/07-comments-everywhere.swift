/* A header block comment
   spanning two lines */
import SwiftUI // the framework

// The main view.
struct Commented: View { // opens the struct
    // the body
    var body: some View {
        /* before the stack */ VStack(spacing: 10) { // the stack
            // first row
            Text("Alpha") // trailing
                // between modifiers
                .padding(4) /* after padding */
            /* a block inside */
            Text("Beta")
            // last row
        } // end of stack
        .frame(width: 160) // sized
    }
}

// The preview.
#Preview {
    // nothing but the view
    Commented()
}
