import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum CartStrings {
    static var title: String { text("Cart.title") }
    static var loading: String { text("Cart.loading") }
    static var retry: String { text("Cart.retry") }

    enum LoadCart {
        static var title: String { text("Cart.loadCart.title") }
        static var action: String { text("Cart.loadCart.action") }
        static var empty: String { text("Cart.loadCart.empty") }
        static var failure: String { text("Cart.loadCart.failure") }
        static var linesLabel: String { text("Cart.loadCart.lines") }
        static var totalLabel: String { text("Cart.loadCart.total") }
    }

    enum PlaceOrder {
        static var title: String { text("Cart.placeOrder.title") }
        static var action: String { text("Cart.placeOrder.action") }
        static var failure: String { text("Cart.placeOrder.failure") }
        static var orderIDLabel: String { text("Cart.placeOrder.orderID") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var checkout: String { CartStrings.text("Cart.routes.checkout") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum CartAccessibilityIDs {
    static let list = "Cart.list"

    enum LoadCart: MarketSectionAccessibilityIDs {
        static let section = "Cart.loadCart.section"
        static let action = "Cart.loadCart.action"
        static let status = "Cart.loadCart.status"
        static let spinner = "Cart.loadCart.spinner"
        static let linesField = "Cart.loadCart.lines.field"
        static let totalField = "Cart.loadCart.total.field"
    }

    enum PlaceOrder: MarketSectionAccessibilityIDs {
        static let section = "Cart.placeOrder.section"
        static let action = "Cart.placeOrder.action"
        static let status = "Cart.placeOrder.status"
        static let spinner = "Cart.placeOrder.spinner"
        static let orderIDField = "Cart.placeOrder.orderID.field"
    }

    enum Routes {
        static let checkout = "Cart.routes.checkout"
    }
}
