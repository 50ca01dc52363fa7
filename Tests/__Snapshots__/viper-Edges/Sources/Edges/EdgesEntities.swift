import Foundation

public struct Node: Hashable, Sendable {
    public let children: [Node?]
    public let weights: [Node: Int]
    public let open: Bool

    public init(children: [Node?], weights: [Node: Int], open: Bool) {
        self.children = children
        self.weights = weights
        self.open = open
    }
}

public struct Notification: Hashable, Sendable, Identifiable {
    public let id: UUID
    public let actor: String
    public let async: Bool

    public init(id: UUID, actor: String, async: Bool) {
        self.id = id
        self.actor = actor
        self.async = async
    }
}

public struct HTTPHeader: Hashable, Sendable {
    public let some: Character
    public let any: [String: [Int]]?
    public let description: String

    public init(some: Character, any: [String: [Int]]?, description: String) {
        self.some = some
        self.any = any
        self.description = description
    }
}
