import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum EdgesModels {
    /// `loadURLs`: Loads everything.
    public enum LoadURLs {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let root: Node
            public let notifications: [Notification]
            public let header: HTTPHeader?

            public init(root: Node, notifications: [Notification], header: HTTPHeader?) {
                self.root = root
                self.notifications = notifications
                self.header = header
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let notifications: [String]
            public let header: String?

            public init(notifications: [String], header: String?) {
                self.notifications = notifications
                self.header = header
            }
        }
    }

    public enum SendNote {
        public struct Request: Equatable, Sendable {
            public let note: Notification
            public let bytes: Data
            public let rate: Float
            public let small: UInt8
            public let at: Date

            public init(note: Notification, bytes: Data, rate: Float, small: UInt8, at: Date) {
                self.note = note
                self.bytes = bytes
                self.rate = rate
                self.small = small
                self.at = at
            }
        }

        public struct Response: Equatable, Sendable {
            public let sentAt: Date

            public init(sentAt: Date) {
                self.sentAt = sentAt
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let sentAt: Date
            public let sentAtText: String
            public let retries: Int

            public init(sentAt: Date, sentAtText: String, retries: Int) {
                self.sentAt = sentAt
                self.sentAtText = sentAtText
                self.retries = retries
            }
        }
    }

    public enum LoadTags {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let tags: [String]?

            public init(tags: [String]?) {
                self.tags = tags
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let tags: [String]?

            public init(tags: [String]?) {
                self.tags = tags
            }
        }
    }

    public enum LoadBadges {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let count: Int

            public init(count: Int) {
                self.count = count
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let badges: [String]
            public let count: Int

            public init(badges: [String], count: Int) {
                self.badges = badges
                self.count = count
            }
        }
    }
}
