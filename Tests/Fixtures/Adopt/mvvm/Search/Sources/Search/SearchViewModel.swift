import Foundation
#if canImport(Combine)
import Combine
#endif

/// Drives `SearchView`.
///
/// Not using `@Published` on purpose: Combine isn't available on the Linux CI
/// runners, so the state fires `objectWillChange` by hand where Combine exists
/// and calls `onChange` everywhere (the UIKit screens in the app use that).
@MainActor
final class SearchViewModel {

    enum State: Equatable {
        case idle
        case searching
        case results([SearchResult])
        case noResults(query: String)
        case failed(message: String)
    }

    private(set) var state: State = .idle {
        willSet {
            #if canImport(Combine)
            objectWillChange.send()
            #endif
        }
        didSet { onChange?(state) }
    }

    var onChange: ((State) -> Void)?

    /// Bound to the search field. Every keystroke restarts the debounce.
    var query = "" {
        didSet { scheduleSearch() }
    }

    let recents: RecentSearches

    private let service: any SearchService
    private let debounce: Duration
    private var pending: Task<Void, Never>?

    init(service: any SearchService, recents: RecentSearches, debounce: Duration = .milliseconds(300)) {
        self.service = service
        self.recents = recents
        self.debounce = debounce
    }

    private func scheduleSearch() {
        pending?.cancel()
        let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count >= 2 else {
            state = .idle
            return
        }
        pending = Task { [weak self, debounce] in
            try? await Task.sleep(for: debounce)
            guard !Task.isCancelled else { return }
            await self?.search(text)
        }
    }

    /// Waits for whatever search the last keystroke scheduled. Tests only, really.
    func settle() async {
        await pending?.value
    }

    func search(_ text: String) async {
        state = .searching
        do {
            let response = try await service.search(SearchQueryRequest(text: text))
            guard !Task.isCancelled else { return } // a newer query won
            if response.results.isEmpty {
                state = .noResults(query: text)
            } else {
                state = .results(response.results)
                recents.remember(text)
            }
        } catch is CancellationError {
            // ignore, the user kept typing
        } catch SearchError.offline {
            state = .failed(message: "You appear to be offline.")
        } catch {
            state = .failed(message: "Search is unavailable right now.")
        }
    }

    func didTapRecent(_ text: String) {
        query = text
    }
}

#if canImport(Combine)
extension SearchViewModel: ObservableObject {}
#endif
