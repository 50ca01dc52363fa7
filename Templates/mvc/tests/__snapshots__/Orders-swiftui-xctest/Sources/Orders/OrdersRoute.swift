import Foundation

/// The screens this module can lead to; the app decides what each one shows.
public enum OrdersRoute: Hashable, Sendable {
    case orderDetails
}
