import Testing

@testable import Wishlist

@MainActor
@Suite("WishlistStrings", .timeLimit(.minutes(1)))
struct WishlistStringsTests {
    /// A missing or misspelt key shows as the key itself on screen; an empty entry shows nothing.
    @Test("every text the module shows is found in Localizable.strings")
    func everyTextIsInTheTable() {
        for (member, text) in texts where text.isEmpty || text.hasPrefix("Wishlist.") {
            Issue.record("\(member) is not in Localizable.strings: \"\(text)\"")
        }
    }

    @Test("every accessibility identifier is set and names one control or state view")
    func accessibilityIdentifiersAreDistinct() {
        #expect(!identifiers.contains(""))
        #expect(Set(identifiers).count == identifiers.count)
    }
}

/// Every member of `WishlistStrings`, on the main actor, where an app's default isolation puts it.
@MainActor
private let texts: KeyValuePairs<String, String> = [
    "title": WishlistStrings.title,
    "loading": WishlistStrings.loading,
    "retry": WishlistStrings.retry,
    "LoadWishlist.title": WishlistStrings.LoadWishlist.title,
    "LoadWishlist.action": WishlistStrings.LoadWishlist.action,
    "LoadWishlist.empty": WishlistStrings.LoadWishlist.empty,
    "LoadWishlist.failure": WishlistStrings.LoadWishlist.failure,
    "LoadWishlist.itemsLabel": WishlistStrings.LoadWishlist.itemsLabel,
]

/// Every member of `WishlistAccessibilityIDs`.
@MainActor
private let identifiers = [
    WishlistAccessibilityIDs.list,
    WishlistAccessibilityIDs.LoadWishlist.section,
    WishlistAccessibilityIDs.LoadWishlist.action,
    WishlistAccessibilityIDs.LoadWishlist.status,
    WishlistAccessibilityIDs.LoadWishlist.spinner,
    WishlistAccessibilityIDs.LoadWishlist.itemsField,
]
