import SwiftUI

struct BannerView: View {
    var body: some View {
        ZStack {
            Color.orange
            Text("Sale ends tonight")
                .font(.title2)
                .padding(8)
        }
        .frame(height: 80)
    }
}

struct BannerView_Previews: PreviewProvider {
    static var previews: some View {
        BannerView()
            .padding()
    }
}
