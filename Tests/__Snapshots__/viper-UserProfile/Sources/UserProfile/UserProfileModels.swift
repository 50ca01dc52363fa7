import Foundation

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum UserProfileModels {
    public enum LoadProfile {
        public struct Request: Equatable, Sendable {
            public let userID: UUID

            public init(userID: UUID) {
                self.userID = userID
            }
        }

        public struct Response: Equatable, Sendable {
            public let profile: Profile

            public init(profile: Profile) {
                self.profile = profile
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let profile: String

            public init(profile: String) {
                self.profile = profile
            }
        }
    }

    public enum Follow {
        public struct Request: Equatable, Sendable {
            public let userID: UUID

            public init(userID: UUID) {
                self.userID = userID
            }
        }

        public struct Response: Equatable, Sendable {
            public let isFollowing: Bool

            public init(isFollowing: Bool) {
                self.isFollowing = isFollowing
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let isFollowing: Bool
            public let buttonTitle: String

            public init(isFollowing: Bool, buttonTitle: String) {
                self.isFollowing = isFollowing
                self.buttonTitle = buttonTitle
            }
        }
    }
}
