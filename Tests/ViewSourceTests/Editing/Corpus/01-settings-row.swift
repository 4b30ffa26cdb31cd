//
//  SettingsRow.swift
//  Settings
//
//  Created for the corpus of lossless edits.
//

import SwiftUI

/// One row of a settings screen: a coloured icon tile, a title and a value.
struct SettingsRow: View {
    var title: String = "Wi-Fi"
    var value: String = "Home"

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.blue)
                .frame(width: 28, height: 28)
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

#Preview {
    SettingsRow()
}
