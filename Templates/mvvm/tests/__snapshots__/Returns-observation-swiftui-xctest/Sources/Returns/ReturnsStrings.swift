import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum ReturnsStrings {
    static var title: String { text("Returns.title") }
    static var loading: String { text("Returns.loading") }
    static var retry: String { text("Returns.retry") }

    enum LoadOrder {
        static var title: String { text("Returns.loadOrder.title") }
        static var action: String { text("Returns.loadOrder.action") }
        static var empty: String { text("Returns.loadOrder.empty") }
        static var failure: String { text("Returns.loadOrder.failure") }
        static var itemsLabel: String { text("Returns.loadOrder.items") }
    }

    enum RequestReturn {
        static var title: String { text("Returns.requestReturn.title") }
        static var action: String { text("Returns.requestReturn.action") }
        static var failure: String { text("Returns.requestReturn.failure") }
        static var labelLabel: String { text("Returns.requestReturn.label") }
    }

    enum Dismissed {
        static var action: String { text("Returns.dismissed.action") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum ReturnsAccessibilityIDs {
    static let list = "Returns.list"

    enum LoadOrder {
        static let section = "Returns.loadOrder.section"
        static let action = "Returns.loadOrder.action"
        static let status = "Returns.loadOrder.status"
        static let spinner = "Returns.loadOrder.spinner"
        static let itemsField = "Returns.loadOrder.items.field"
    }

    enum RequestReturn {
        static let section = "Returns.requestReturn.section"
        static let action = "Returns.requestReturn.action"
        static let status = "Returns.requestReturn.status"
        static let spinner = "Returns.requestReturn.spinner"
        static let labelField = "Returns.requestReturn.label.field"
    }

    enum Dismissed {
        static let action = "Returns.dismissed.action"
    }
}
