#if canImport(SwiftUI)
import SwiftUI

struct SearchView: View {
    @ObservedObject var viewModel: SearchViewModel
    var onSelect: (SearchResult) -> Void = { _ in }

    var body: some View {
        List {
            content
        }
        .listStyle(.plain)
        .searchable(text: $viewModel.query, prompt: "Products, brands and more")
        .navigationTitle("Search")
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            ForEach(viewModel.recents.all, id: \.self) { text in
                Button(text) { viewModel.didTapRecent(text) }
            }
        case .searching:
            HStack { Spacer(); ProgressView(); Spacer() }
                .listRowSeparator(.hidden)
        case .results(let results):
            ForEach(results) { result in
                Button { onSelect(result) } label: { ResultRow(result: result) }
            }
        case .noResults(let query):
            Text("Nothing found for \u{201C}\(query)\u{201D}")
                .foregroundStyle(.secondary)
        case .failed(let message):
            Label(message, systemImage: "wifi.exclamationmark")
                .foregroundStyle(.secondary)
        }
    }
}

private struct ResultRow: View {
    let result: SearchResult

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(result.title)
            if let subtitle = result.subtitle {
                Text(subtitle).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    NavigationStack {
        SearchView(viewModel: SearchViewModel(
            service: StaticSearchService(catalogue: [
                SearchResult(id: "1", title: "Trail running shoes", subtitle: "Footwear", score: 0.9),
                SearchResult(id: "2", title: "Running socks", subtitle: nil, score: 0.4),
            ]),
            recents: RecentSearches()
        ))
    }
}
#endif
