import SwiftUI
struct Cramped: View{
  var body:some View{
    VStack(alignment:.leading,spacing:2){Text("one")
      Text("two").padding(.leading,4)
          Text("three")
              .frame(width:120,alignment:.trailing)
    }.padding( 6 )
  }
}
#Preview{Cramped()}
