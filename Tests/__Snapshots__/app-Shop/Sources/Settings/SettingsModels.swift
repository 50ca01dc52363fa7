/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum SettingsModels {
    public enum Load {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public init() {}
        }

        public struct ViewModel: Equatable, Sendable {
            public init() {}
        }
    }
}
