/// The screens this module can lead to; the app decides what each one shows.
public enum ProfileRoute: Hashable, Sendable {
    case orders
    case settings
}
