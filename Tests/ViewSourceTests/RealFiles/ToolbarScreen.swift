import SwiftUI

struct ToolbarScreen: View {
  @State private var showingComposer = false
  @State private var notes = ["Groceries", "Call the plumber", "Book flights"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes, id: \.self) { note in
          Text(note)
        }
      }
      .navigationTitle("Notes")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button {
            showingComposer.toggle()
          } label: {
            Image(systemName: "square.and.pencil")
          }
        }
        ToolbarItem(placement: .navigationBarLeading) {
          EditButton()
        }
      }
      .sheet(isPresented: $showingComposer) {
        Text("New note")
      }
    }
  }
}

#Preview {
  ToolbarScreen()
}
