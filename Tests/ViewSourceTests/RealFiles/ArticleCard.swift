import SwiftUI

struct Article: Identifiable {
    let id: Int
    let title: String
    let summary: String
    let author: String
    let posted: String
}

// The byline comes from AuthorLine.swift.
struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Rectangle()
                .fill(Color.gray.opacity(0.2))
                .frame(height: 140)
            Text(article.title)
                .font(.headline)
                .lineLimit(2)
            Text(article.summary)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(3)
            AuthorLine(name: article.author, posted: article.posted)
        }
        .padding()
        .background(Color.white)
        .cornerRadius(12)
        .shadow(radius: 4)
    }
}

struct ArticleCard_Previews: PreviewProvider {
    static var previews: some View {
        ArticleCard(article: Article(id: 1, title: "Understanding layout", summary: "Parents propose, children choose, parents place.", author: "Sam Lee", posted: "2h ago"))
            .padding()
    }
}
