import Foundation

/// Every text the module shows, from `en.lproj/Localizable.strings`; translate beside it.
enum UserProfileStrings {
    static var title: String { text("UserProfile.title") }
    static var loading: String { text("UserProfile.loading") }
    static var retry: String { text("UserProfile.retry") }

    enum LoadProfile {
        static var title: String { text("UserProfile.loadProfile.title") }
        static var action: String { text("UserProfile.loadProfile.action") }
        static var failure: String { text("UserProfile.loadProfile.failure") }
        static var profileLabel: String { text("UserProfile.loadProfile.profile") }
        static var userIDPlaceholder: String {
            text("UserProfile.loadProfile.userID.placeholder")
        }
    }

    enum Follow {
        static var title: String { text("UserProfile.follow.title") }
        static var action: String { text("UserProfile.follow.action") }
        static var failure: String { text("UserProfile.follow.failure") }
        static var isFollowingLabel: String { text("UserProfile.follow.isFollowing") }
        static var buttonTitleLabel: String { text("UserProfile.follow.buttonTitle") }
        static var userIDPlaceholder: String {
            text("UserProfile.follow.userID.placeholder")
        }
    }

    /// The buttons that open the module's routes; `text` is called in full, since a route may
    /// have that name.
    enum Routes {
        static var followers: String { UserProfileStrings.text("UserProfile.routes.followers") }
        static var editProfile: String { UserProfileStrings.text("UserProfile.routes.editProfile") }
    }

    /// A Boolean as the screen shows it, translated, not "true" or "false".
    static func yesOrNo(_ value: Bool) -> String {
        value ? text("UserProfile.yes") : text("UserProfile.no")
    }

    private static func text(_ key: String) -> String {
        NSLocalizedString(key, bundle: .module, comment: "")
    }
}

/// What UI tests find the views by; fields end in `.field`, arguments in `.argument`, so none clash.
enum UserProfileAccessibilityIDs {
    static let list = "UserProfile.list"

    enum LoadProfile: UserProfileSectionAccessibilityIDs {
        static let section = "UserProfile.loadProfile.section"
        static let action = "UserProfile.loadProfile.action"
        static let status = "UserProfile.loadProfile.status"
        static let spinner = "UserProfile.loadProfile.spinner"
        static let profileField = "UserProfile.loadProfile.profile.field"
        static let userIDArgument = "UserProfile.loadProfile.userID.argument"
    }

    enum Follow: UserProfileSectionAccessibilityIDs {
        static let section = "UserProfile.follow.section"
        static let action = "UserProfile.follow.action"
        static let status = "UserProfile.follow.status"
        static let spinner = "UserProfile.follow.spinner"
        static let isFollowingField = "UserProfile.follow.isFollowing.field"
        static let buttonTitleField = "UserProfile.follow.buttonTitle.field"
        static let userIDArgument = "UserProfile.follow.userID.argument"
    }

    enum Routes {
        static let followers = "UserProfile.routes.followers"
        static let editProfile = "UserProfile.routes.editProfile"
    }
}
