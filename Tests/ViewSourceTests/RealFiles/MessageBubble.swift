import SwiftUI

enum Sender {
    case me
    case them
}

struct Message: Identifiable {
    let id: Int
    let text: String
    let sender: Sender
}

struct MessageBubble: View {
    let message: Message

    private var bubbleColor: Color {
        switch message.sender {
        case .me: return .blue
        case .them: return Color(white: 0.9)
        }
    }

    var body: some View {
        HStack {
            if message.sender == .me { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(bubbleColor)
                .foregroundColor(message.sender == .me ? .white : .primary)
                .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            if message.sender == .them { Spacer(minLength: 40) }
        }
    }
}

struct ConversationView: View {
    let messages = [
        Message(id: 1, text: "Are we still on for lunch?", sender: .them),
        Message(id: 2, text: "Yes! 12:30 at the usual place.", sender: .me),
        Message(id: 3, text: "Perfect, see you there", sender: .them),
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(messages) { message in
                MessageBubble(message: message)
            }
        }
        .padding()
    }
}

#Preview {
    ConversationView()
}
