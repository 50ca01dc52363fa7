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

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var addressBook: String { CheckoutStrings.text("Checkout.routes.addressBook") }
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

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum CheckoutAccessibilityIDs {
    static let list = "Checkout.list"

    enum LoadCart: CheckoutSectionAccessibilityIDs {
        static let section = "Checkout.loadCart.section"
        static let action = "Checkout.loadCart.action"
        static let status = "Checkout.loadCart.status"
        static let spinner = "Checkout.loadCart.spinner"
        static let rowsField = "Checkout.loadCart.rows.field"
        static let totalTextField = "Checkout.loadCart.totalText.field"
        static let itemCountField = "Checkout.loadCart.itemCount.field"
    }

    enum ApplyCoupon: CheckoutSectionAccessibilityIDs {
        static let section = "Checkout.applyCoupon.section"
        static let action = "Checkout.applyCoupon.action"
        static let status = "Checkout.applyCoupon.status"
        static let spinner = "Checkout.applyCoupon.spinner"
        static let discountField = "Checkout.applyCoupon.discount.field"
        static let isValidField = "Checkout.applyCoupon.isValid.field"
        static let codeArgument = "Checkout.applyCoupon.code.argument"
    }

    enum Pay: CheckoutSectionAccessibilityIDs {
        static let section = "Checkout.pay.section"
        static let action = "Checkout.pay.action"
        static let status = "Checkout.pay.status"
        static let spinner = "Checkout.pay.spinner"
        static let orderNumberField = "Checkout.pay.orderNumber.field"
        static let paidAtField = "Checkout.pay.paidAt.field"
        static let confirmationTextField = "Checkout.pay.confirmationText.field"
        static let shippingAddressArgument = "Checkout.pay.shippingAddress.argument"
        static let tipArgument = "Checkout.pay.tip.argument"
        static let metadataArgument = "Checkout.pay.metadata.argument"
    }

    enum Routes {
        static let addressBook = "Checkout.routes.addressBook"
    }

    enum Cancelled {
        static let action = "Checkout.cancelled.action"
    }
}
