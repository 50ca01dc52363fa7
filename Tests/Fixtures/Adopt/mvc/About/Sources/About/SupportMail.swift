import Foundation

// MARK: - SupportMail
//
// Ours, not part of any template. Support kept asking users for their app and OS
// version, so the "Contact us" row pre-fills them. Uses a mailto: URL instead of
// MFMailComposeViewController because half the team uses Gmail/Outlook anyway.

struct SupportMail {
    static let address = "help@shop.example"

    var appVersion: String
    var osVersion: String = ProcessInfo.processInfo.operatingSystemVersionString
    var locale: Locale = .current

    var subject: String { "Shop app feedback (\(appVersion))" }

    var body: String {
        """


        ---
        Please keep the lines below, they help us help you.
        App: \(appVersion)
        OS: \(osVersion)
        Locale: \(locale.identifier)
        """
    }

    var url: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = Self.address
        components.queryItems = [
            URLQueryItem(name: "subject", value: subject),
            URLQueryItem(name: "body", value: body),
        ]
        return components.url
    }
}
