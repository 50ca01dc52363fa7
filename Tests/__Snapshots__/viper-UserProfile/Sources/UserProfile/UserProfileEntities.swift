import Foundation

public struct Profile: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let displayName: String
    public let followers: Int
    public let joined: Date

    public init(id: UUID, displayName: String, followers: Int, joined: Date) {
        self.id = id
        self.displayName = displayName
        self.followers = followers
        self.joined = joined
    }
}
