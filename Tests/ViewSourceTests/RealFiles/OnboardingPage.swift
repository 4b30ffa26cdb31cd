import SwiftUI

enum OnboardingStep: Int, CaseIterable {
	case welcome
	case privacy
	case ready

	var title: String {
		switch self {
		case .welcome: return "Welcome"
		case .privacy: return "Your data stays yours"
		case .ready: return "You're all set"
		}
	}

	var symbol: String {
		switch self {
		case .welcome: return "hand.wave"
		case .privacy: return "lock.shield"
		case .ready: return "checkmark.circle"
		}
	}
}

struct OnboardingPage: View {
	let step: OnboardingStep
	var onNext: () -> Void = {}

	var body: some View {
		VStack(spacing: 24) {
			Spacer()
			Image(systemName: step.symbol)
				.font(.system(size: 72))
				.foregroundStyle(.tint)
			Text(step.title)
				.font(.largeTitle.bold())
				.multilineTextAlignment(.center)
			Spacer()
			Button(action: onNext) {
				Text(step == .ready ? "Get started" : "Next")
					.frame(maxWidth: .infinity)
					.padding()
					.background(Color.accentColor)
					.foregroundColor(.white)
					.cornerRadius(12)
			}
		}
		.padding(32)
	}
}

#Preview {
	OnboardingPage(step: .welcome)
}
