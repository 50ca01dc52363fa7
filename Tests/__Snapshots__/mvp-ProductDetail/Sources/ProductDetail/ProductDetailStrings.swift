import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ProductDetailStrings {
    static var title: String { text("ProductDetail.title") }
    static var loading: String { text("ProductDetail.loading") }
    static var retry: String { text("ProductDetail.retry") }

    enum LoadProduct {
        static var title: String { text("ProductDetail.loadProduct.title") }
        static var action: String { text("ProductDetail.loadProduct.action") }
        static var failure: String { text("ProductDetail.loadProduct.failure") }
        static var badgeLabel: String { text("ProductDetail.loadProduct.badge") }
        static var isFavouriteLabel: String { text("ProductDetail.loadProduct.isFavourite") }
    }

    enum AddToCart {
        static var title: String { text("ProductDetail.addToCart.title") }
        static var action: String { text("ProductDetail.addToCart.action") }
        static var failure: String { text("ProductDetail.addToCart.failure") }
        static var cartCountLabel: String { text("ProductDetail.addToCart.cartCount") }
        static var quantityPlaceholder: String {
            text("ProductDetail.addToCart.quantity.placeholder")
        }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("ProductDetail.yes") : text("ProductDetail.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ProductDetailAccessibilityIDs {
    static let list = "ProductDetail.list"

    enum LoadProduct: ProductDetailSectionAccessibilityIDs {
        static let section = "ProductDetail.loadProduct.section"
        static let action = "ProductDetail.loadProduct.action"
        static let status = "ProductDetail.loadProduct.status"
        static let spinner = "ProductDetail.loadProduct.spinner"
        static let badgeField = "ProductDetail.loadProduct.badge.field"
        static let isFavouriteField = "ProductDetail.loadProduct.isFavourite.field"
    }

    enum AddToCart: ProductDetailSectionAccessibilityIDs {
        static let section = "ProductDetail.addToCart.section"
        static let action = "ProductDetail.addToCart.action"
        static let status = "ProductDetail.addToCart.status"
        static let spinner = "ProductDetail.addToCart.spinner"
        static let cartCountField = "ProductDetail.addToCart.cartCount.field"
        static let quantityArgument = "ProductDetail.addToCart.quantity.argument"
    }
}
