import SwiftUI

struct SettingsScreen: View {
    @State private var notificationsOn = true
    @State private var darkMode = false
    @State private var volume = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("General")) {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Toggle("Dark mode", isOn: $darkMode)
                }
                Section("Sound") {
                    HStack {
                        Image(systemName: "speaker.fill")
                        Slider(value: $volume, in: 0...1)
                        Image(systemName: "speaker.wave.3.fill")
                    }
                }
                Section {
                    Button("Sign out", role: .destructive) {
                        print("sign out")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}
