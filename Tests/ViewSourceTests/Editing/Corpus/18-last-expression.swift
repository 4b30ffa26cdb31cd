// A scratch file: the last expression is the scene.
ZStack(alignment: .topLeading) {
    Rectangle()
        .fill(.indigo)
        .frame(width: 200, height: 120)
    Text("Corner")
        .padding(6)
        .offset(x: 4, y: 4)
}
.border(.black)
