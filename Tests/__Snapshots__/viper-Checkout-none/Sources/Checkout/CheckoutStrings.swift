import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum CheckoutStrings {
    static var title: String { text("Checkout.title") }
    static var loading: String { text("Checkout.loading") }
    static var retry: String { text("Checkout.retry") }

    enum LoadCart {
        static var title: String { text("Checkout.loadCart.title") }
        static var action: String { text("Checkout.loadCart.action") }
        static var empty: String { text("Checkout.loadCart.empty") }
        static var failure: String { text("Checkout.loadCart.failure") }
        static var rowsLabel: String { text("Checkout.loadCart.rows") }
        static var totalTextLabel: String { text("Checkout.loadCart.totalText") }
        static var itemCountLabel: String { text("Checkout.loadCart.itemCount") }
    }

    enum ApplyCoupon {
        static var title: String { text("Checkout.applyCoupon.title") }
        static var action: String { text("Checkout.applyCoupon.action") }
        static var failure: String { text("Checkout.applyCoupon.failure") }
        static var discountLabel: String { text("Checkout.applyCoupon.discount") }
        static var isValidLabel: String { text("Checkout.applyCoupon.isValid") }
        static var codePlaceholder: String {
            text("Checkout.applyCoupon.code.placeholder")
        }
    }

    enum Pay {
        static var title: String { text("Checkout.pay.title") }
        static var action: String { text("Checkout.pay.action") }
        static var failure: String { text("Checkout.pay.failure") }
        static var orderNumberLabel: String { text("Checkout.pay.orderNumber") }
        static var paidAtLabel: String { text("Checkout.pay.paidAt") }
        static var confirmationTextLabel: String { text("Checkout.pay.confirmationText") }
        static var shippingAddressPlaceholder: String {
            text("Checkout.pay.shippingAddress.placeholder")
        }
        static var tipPlaceholder: String {
            text("Checkout.pay.tip.placeholder")
        }
        static var metadataPlaceholder: String {
            text("Checkout.pay.metadata.placeholder")
        }
    }

    enum Cancelled {
        static var action: String { text("Checkout.cancelled.action") }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("Checkout.yes") : text("Checkout.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}
