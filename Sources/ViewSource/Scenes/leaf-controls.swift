// Leaf views: the four Button styles side by side, and a Toggle and a TextField stacked
// Source: issue #14 (the playground's leaf-views gallery); control metrics in reference §20.
// Short labels: the HStack's even shares (§4) would wrap a fourth label of 4 glyphs in 240 pt.
VStack {
  HStack {
    Button("Plain") {}
      .buttonStyle(.plain)
    Button("Link") {}
      .buttonStyle(.borderless)
    Button("Box") {}
      .buttonStyle(.bordered)
    Button("Pro") {}
      .buttonStyle(.borderedProminent)
  }
  .frame(width: 240, height: 120)

  VStack {
    Toggle("Wi-Fi", isOn: .constant(true))
    TextField("Name", text: .constant(""))
  }
  .frame(width: 240, height: 120)
}
