import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum RefundStrings {
    static var title: String { text("Refund.title") }
    static var loading: String { text("Refund.loading") }
    static var retry: String { text("Refund.retry") }

    enum RequestRefund {
        static var title: String { text("Refund.requestRefund.title") }
        static var action: String { text("Refund.requestRefund.action") }
        static var failure: String { text("Refund.requestRefund.failure") }
        static var acceptedLabel: String { text("Refund.requestRefund.accepted") }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("Refund.yes") : text("Refund.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}
