import Foundation

/// The screens this module can lead to; the app decides what each one shows.
public enum CheckoutRoute: Hashable, Sendable {
    /// Shows the receipt after a successful payment.
    case confirmation(receipt: Receipt)
    /// Lets the user pick a saved address.
    case addressBook
}
