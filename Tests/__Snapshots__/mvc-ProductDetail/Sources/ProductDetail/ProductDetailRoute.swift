import Foundation

/// The screens this module can lead to; the app decides what each one shows.
public enum ProductDetailRoute: Hashable, Sendable {
    case review(productID: UUID)
}
