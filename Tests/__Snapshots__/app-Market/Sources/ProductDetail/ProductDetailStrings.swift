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
        static var productLabel: String { text("ProductDetail.loadProduct.product") }
        static var sellerLabel: String { text("ProductDetail.loadProduct.seller") }
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

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var sellerPage: String { ProductDetailStrings.text("ProductDetail.routes.sellerPage") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ProductDetailAccessibilityIDs {
    static let list = "ProductDetail.list"

    enum LoadProduct: MarketSectionAccessibilityIDs {
        static let section = "ProductDetail.loadProduct.section"
        static let action = "ProductDetail.loadProduct.action"
        static let status = "ProductDetail.loadProduct.status"
        static let spinner = "ProductDetail.loadProduct.spinner"
        static let productField = "ProductDetail.loadProduct.product.field"
        static let sellerField = "ProductDetail.loadProduct.seller.field"
    }

    enum AddToCart: MarketSectionAccessibilityIDs {
        static let section = "ProductDetail.addToCart.section"
        static let action = "ProductDetail.addToCart.action"
        static let status = "ProductDetail.addToCart.status"
        static let spinner = "ProductDetail.addToCart.spinner"
        static let cartCountField = "ProductDetail.addToCart.cartCount.field"
        static let quantityArgument = "ProductDetail.addToCart.quantity.argument"
    }

    enum Routes {
        static let sellerPage = "ProductDetail.routes.sellerPage"
    }
}
