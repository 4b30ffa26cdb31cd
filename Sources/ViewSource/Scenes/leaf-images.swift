// Leaf views: an Image fixed, resizable, fit and fill, each in a 240×120 container
// Source: issue #14 (the playground's leaf-views gallery); the asset's size is the --image knob
VStack {
  Image("photo")
    .frame(width: 240, height: 120)

  Image("photo")
    .resizable()
    .frame(width: 240, height: 120)

  Image("photo")
    .resizable()
    .aspectRatio(contentMode: .fit)
    .frame(width: 240, height: 120)

  Image("photo")
    .resizable()
    .aspectRatio(contentMode: .fill)
    .frame(width: 240, height: 120)
    .clipped()
}
