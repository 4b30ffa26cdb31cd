// NavigationStack: the content starts under a 96-pt large-title bar
// Source: issue #15; Apple's NavigationStack and navigationTitle(_:); bar lengths, §12 item 45
NavigationStack {
  Text("Content")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(.yellow)
    .navigationTitle("Fruit")
}
