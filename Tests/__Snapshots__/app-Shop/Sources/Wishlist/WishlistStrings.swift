import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum WishlistStrings {
    static var title: String { text("Wishlist.title") }
    static var loading: String { text("Wishlist.loading") }
    static var retry: String { text("Wishlist.retry") }

    enum LoadWishlist {
        static var title: String { text("Wishlist.loadWishlist.title") }
        static var action: String { text("Wishlist.loadWishlist.action") }
        static var empty: String { text("Wishlist.loadWishlist.empty") }
        static var failure: String { text("Wishlist.loadWishlist.failure") }
        static var itemsLabel: String { text("Wishlist.loadWishlist.items") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum WishlistAccessibilityIDs {
    static let list = "Wishlist.list"

    enum LoadWishlist: ShopSectionAccessibilityIDs {
        static let section = "Wishlist.loadWishlist.section"
        static let action = "Wishlist.loadWishlist.action"
        static let status = "Wishlist.loadWishlist.status"
        static let spinner = "Wishlist.loadWishlist.spinner"
        static let itemsField = "Wishlist.loadWishlist.items.field"
    }
}
