//
//  WeatherCard.swift
//  Forecast
//

import SwiftUI

struct WeatherCard: View {
    var city: String = "Lisbon"
    var temperature: Int = 21
    var condition: String = "Partly cloudy"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(city)
                    .font(.headline)
                Spacer()
                Image(systemName: "cloud.sun.fill")
                    .font(.title2)
                    .foregroundStyle(.yellow)
            }
            Text("\(temperature)°")
                .font(.system(size: 48, weight: .thin))
            Text(condition)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
        .padding()
        .frame(width: 220)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(16)
        .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
    }
}

#Preview {
    WeatherCard()
        .padding()
}
