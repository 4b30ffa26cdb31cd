

import SwiftUI



struct Airy: View {

    var body: some View {

        VStack {

            Text("Lots")


            Text("of")

            Text("room")

        }

    }

}


#Preview {

    Airy()

}


