/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum ProfileModels {
    public enum LoadProfile {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let name: String
            public let email: String

            public init(name: String, email: String) {
                self.name = name
                self.email = email
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let name: String
            public let email: String

            public init(name: String, email: String) {
                self.name = name
                self.email = email
            }
        }
    }
}
