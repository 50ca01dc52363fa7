/// What Legal is built with: its Builder takes it, and the roles that need it read it.
public struct LegalInput: Hashable, Sendable {
    public let documentID: String

    public init(documentID: String) {
        self.documentID = documentID
    }
}

/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum LegalModels {
    public enum LoadDocument {
        public struct Request: Equatable, Sendable {
            public let documentID: String

            public init(documentID: String) {
                self.documentID = documentID
            }
        }

        public struct Response: Equatable, Sendable {
            public let text: String

            public init(text: String) {
                self.text = text
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let text: String

            public init(text: String) {
                self.text = text
            }
        }
    }
}
