import Foundation

// Team helper: the last few successful queries, newest first, shown under the
// empty search field. Lives in UserDefaults; losing it is no big deal.
@MainActor
final class RecentSearches {

    private static let key = "search.recents.v2" // v1 was a comma-joined string, see #2231
    private let defaults: UserDefaults
    private let limit: Int

    init(defaults: UserDefaults = .standard, limit: Int = 8) {
        self.defaults = defaults
        self.limit = limit
    }

    var all: [String] {
        defaults.stringArray(forKey: Self.key) ?? []
    }

    func remember(_ query: String) {
        var items = all.filter { $0.caseInsensitiveCompare(query) != .orderedSame }
        items.insert(query, at: 0)
        defaults.set(Array(items.prefix(limit)), forKey: Self.key)
    }

    func clear() {
        defaults.removeObject(forKey: Self.key)
    }
}
