import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
}

struct RecipeList: View {
    let recipes = [
        Recipe(id: 1, name: "Shakshuka", minutes: 30),
        Recipe(id: 2, name: "Miso soup", minutes: 15),
        Recipe(id: 3, name: "Risotto", minutes: 45),
    ]

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.name)
                        Text("\(recipe.minutes) min")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
                    .font(.largeTitle)
            }
        }
    }
}

#Preview {
    RecipeList()
}
