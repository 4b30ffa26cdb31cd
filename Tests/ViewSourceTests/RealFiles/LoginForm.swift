import SwiftUI

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isLoading = false

    private var canSubmit: Bool {
        !email.isEmpty && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in")
                .font(.largeTitle)
                .bold()
                .frame(maxWidth: .infinity, alignment: .leading)

            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .padding(12)
                .background(Color.gray.opacity(0.1))
                .cornerRadius(8)

            SecureField("Password", text: $password)
                .padding(12)
                .background(Color.gray.opacity(0.1))
                .cornerRadius(8)

            Button {
                isLoading = true
            } label: {
                Text(isLoading ? "Signing in…" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
            }
            .background(canSubmit ? Color.blue : Color.gray)
            .foregroundColor(.white)
            .cornerRadius(10)
            .disabled(!canSubmit)

            Spacer()
        }
        .padding(24)
    }
}

#Preview {
    LoginForm()
}
