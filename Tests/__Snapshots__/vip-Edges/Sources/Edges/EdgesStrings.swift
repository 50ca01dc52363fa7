import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum EdgesStrings {
    static var title: String { text("Edges.title") }
    static var loading: String { text("Edges.loading") }
    static var retry: String { text("Edges.retry") }

    enum LoadURLs {
        static var title: String { text("Edges.loadURLs.title") }
        static var action: String { text("Edges.loadURLs.action") }
        static var empty: String { text("Edges.loadURLs.empty") }
        static var failure: String { text("Edges.loadURLs.failure") }
        static var notificationsLabel: String { text("Edges.loadURLs.notifications") }
        static var headerLabel: String { text("Edges.loadURLs.header") }
    }

    enum SendNote {
        static var title: String { text("Edges.sendNote.title") }
        static var action: String { text("Edges.sendNote.action") }
        static var failure: String { text("Edges.sendNote.failure") }
        static var sentAtLabel: String { text("Edges.sendNote.sentAt") }
        static var sentAtTextLabel: String { text("Edges.sendNote.sentAtText") }
        static var retriesLabel: String { text("Edges.sendNote.retries") }
        static var notePlaceholder: String {
            text("Edges.sendNote.note.placeholder")
        }
        static var bytesPlaceholder: String {
            text("Edges.sendNote.bytes.placeholder")
        }
        static var ratePlaceholder: String {
            text("Edges.sendNote.rate.placeholder")
        }
        static var smallPlaceholder: String {
            text("Edges.sendNote.small.placeholder")
        }
        static var atPlaceholder: String {
            text("Edges.sendNote.at.placeholder")
        }
    }

    enum LoadTags {
        static var title: String { text("Edges.loadTags.title") }
        static var action: String { text("Edges.loadTags.action") }
        static var empty: String { text("Edges.loadTags.empty") }
        static var failure: String { text("Edges.loadTags.failure") }
        static var tagsLabel: String { text("Edges.loadTags.tags") }
    }

    enum LoadBadges {
        static var title: String { text("Edges.loadBadges.title") }
        static var action: String { text("Edges.loadBadges.action") }
        static var failure: String { text("Edges.loadBadges.failure") }
        static var badgesLabel: String { text("Edges.loadBadges.badges") }
        static var countLabel: String { text("Edges.loadBadges.count") }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var details: String { EdgesStrings.text("Edges.routes.details") }
        static var open: String { EdgesStrings.text("Edges.routes.open") }
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum EdgesAccessibilityIDs {
    static let list = "Edges.list"

    enum LoadURLs: EdgesSectionAccessibilityIDs {
        static let section = "Edges.loadURLs.section"
        static let action = "Edges.loadURLs.action"
        static let status = "Edges.loadURLs.status"
        static let spinner = "Edges.loadURLs.spinner"
        static let notificationsField = "Edges.loadURLs.notifications.field"
        static let headerField = "Edges.loadURLs.header.field"
    }

    enum SendNote: EdgesSectionAccessibilityIDs {
        static let section = "Edges.sendNote.section"
        static let action = "Edges.sendNote.action"
        static let status = "Edges.sendNote.status"
        static let spinner = "Edges.sendNote.spinner"
        static let sentAtField = "Edges.sendNote.sentAt.field"
        static let sentAtTextField = "Edges.sendNote.sentAtText.field"
        static let retriesField = "Edges.sendNote.retries.field"
        static let noteArgument = "Edges.sendNote.note.argument"
        static let bytesArgument = "Edges.sendNote.bytes.argument"
        static let rateArgument = "Edges.sendNote.rate.argument"
        static let smallArgument = "Edges.sendNote.small.argument"
        static let atArgument = "Edges.sendNote.at.argument"
    }

    enum LoadTags: EdgesSectionAccessibilityIDs {
        static let section = "Edges.loadTags.section"
        static let action = "Edges.loadTags.action"
        static let status = "Edges.loadTags.status"
        static let spinner = "Edges.loadTags.spinner"
        static let tagsField = "Edges.loadTags.tags.field"
    }

    enum LoadBadges: EdgesSectionAccessibilityIDs {
        static let section = "Edges.loadBadges.section"
        static let action = "Edges.loadBadges.action"
        static let status = "Edges.loadBadges.status"
        static let spinner = "Edges.loadBadges.spinner"
        static let badgesField = "Edges.loadBadges.badges.field"
        static let countField = "Edges.loadBadges.count.field"
    }

    enum Routes {
        static let details = "Edges.routes.details"
        static let open = "Edges.routes.open"
    }
}
