import SwiftUI

// A feed of cards; `Article` and `ArticleCard` are declared in ArticleCard.swift.
struct FeedScreen: View {
    var articles: [Article] = []

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(articles) { article in
                        ArticleCard(article: article)
                    }
                }
                .padding()
            }
            .navigationTitle("Feed")
        }
    }
}

#Preview {
    FeedScreen()
}
