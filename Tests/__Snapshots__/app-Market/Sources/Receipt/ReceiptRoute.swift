import Foundation

/// The screens this module can lead to; the app decides what each one shows.
public enum ReceiptRoute: Hashable, Sendable {
    /// The app's share sheet, with the receipt's text.
    case share(text: String)
}
