import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ProductStrings {
    static var title: String { text("Product.title") }
    static var loading: String { text("Product.loading") }
    static var retry: String { text("Product.retry") }

    enum LoadProduct {
        static var title: String { text("Product.loadProduct.title") }
        static var action: String { text("Product.loadProduct.action") }
        static var failure: String { text("Product.loadProduct.failure") }
        static var itemLabel: String { text("Product.loadProduct.item") }
    }

    enum AddToCart {
        static var title: String { text("Product.addToCart.title") }
        static var action: String { text("Product.addToCart.action") }
        static var failure: String { text("Product.addToCart.failure") }
        static var cartCountLabel: String { text("Product.addToCart.cartCount") }
        static var quantityPlaceholder: String {
            text("Product.addToCart.quantity.placeholder")
        }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ProductAccessibilityIDs {
    static let list = "Product.list"

    enum LoadProduct: ShopSectionAccessibilityIDs {
        static let section = "Product.loadProduct.section"
        static let action = "Product.loadProduct.action"
        static let status = "Product.loadProduct.status"
        static let spinner = "Product.loadProduct.spinner"
        static let itemField = "Product.loadProduct.item.field"
    }

    enum AddToCart: ShopSectionAccessibilityIDs {
        static let section = "Product.addToCart.section"
        static let action = "Product.addToCart.action"
        static let status = "Product.addToCart.status"
        static let spinner = "Product.addToCart.spinner"
        static let cartCountField = "Product.addToCart.cartCount.field"
        static let quantityArgument = "Product.addToCart.quantity.argument"
    }
}
