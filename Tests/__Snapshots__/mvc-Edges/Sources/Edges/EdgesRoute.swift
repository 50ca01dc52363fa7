import Foundation

/// The screens this module can lead to; the app decides what each one shows.
public enum EdgesRoute: Hashable, Sendable {
    /// Opens the details.
    case details
    case open
}
