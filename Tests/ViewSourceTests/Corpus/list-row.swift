// A settings row with a trailing value, from a forum answer
struct SettingsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Image(systemName: "gear")
                .frame(width: 28)
            Text(title)
                .lineLimit(1)
            Spacer()
            Text(value)
                .foregroundColor(.gray)
        }
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .padding(.horizontal)
    }
}

#Preview {
    List {
        SettingsRow(title: "Wi-Fi", value: "Home")
        SettingsRow(title: "Bluetooth", value: "On")
    }
}
