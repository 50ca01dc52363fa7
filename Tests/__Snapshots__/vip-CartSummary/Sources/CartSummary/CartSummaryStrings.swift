import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum CartSummaryStrings {
    static var title: String { text("CartSummary.title") }
    static var loading: String { text("CartSummary.loading") }
    static var retry: String { text("CartSummary.retry") }

    enum LoadSummary {
        static var title: String { text("CartSummary.loadSummary.title") }
        static var action: String { text("CartSummary.loadSummary.action") }
        static var empty: String { text("CartSummary.loadSummary.empty") }
        static var failure: String { text("CartSummary.loadSummary.failure") }
        static var totalTextLabel: String { text("CartSummary.loadSummary.totalText") }
    }

    enum LoadSaved {
        static var title: String { text("CartSummary.loadSaved.title") }
        static var action: String { text("CartSummary.loadSaved.action") }
        static var empty: String { text("CartSummary.loadSaved.empty") }
        static var failure: String { text("CartSummary.loadSaved.failure") }
        static var titlesLabel: String { text("CartSummary.loadSaved.titles") }
    }

    enum LoadSuggestions {
        static var title: String { text("CartSummary.loadSuggestions.title") }
        static var action: String { text("CartSummary.loadSuggestions.action") }
        static var empty: String { text("CartSummary.loadSuggestions.empty") }
        static var failure: String { text("CartSummary.loadSuggestions.failure") }
        static var notesLabel: String { text("CartSummary.loadSuggestions.notes") }
        static var countTextLabel: String { text("CartSummary.loadSuggestions.countText") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum CartSummaryAccessibilityIDs {
    static let list = "CartSummary.list"

    enum LoadSummary: CartSummarySectionAccessibilityIDs {
        static let section = "CartSummary.loadSummary.section"
        static let action = "CartSummary.loadSummary.action"
        static let status = "CartSummary.loadSummary.status"
        static let spinner = "CartSummary.loadSummary.spinner"
        static let totalTextField = "CartSummary.loadSummary.totalText.field"
    }

    enum LoadSaved: CartSummarySectionAccessibilityIDs {
        static let section = "CartSummary.loadSaved.section"
        static let action = "CartSummary.loadSaved.action"
        static let status = "CartSummary.loadSaved.status"
        static let spinner = "CartSummary.loadSaved.spinner"
        static let titlesField = "CartSummary.loadSaved.titles.field"
    }

    enum LoadSuggestions: CartSummarySectionAccessibilityIDs {
        static let section = "CartSummary.loadSuggestions.section"
        static let action = "CartSummary.loadSuggestions.action"
        static let status = "CartSummary.loadSuggestions.status"
        static let spinner = "CartSummary.loadSuggestions.spinner"
        static let notesField = "CartSummary.loadSuggestions.notes.field"
        static let countTextField = "CartSummary.loadSuggestions.countText.field"
    }
}
