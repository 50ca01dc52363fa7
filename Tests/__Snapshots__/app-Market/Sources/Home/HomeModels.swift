/// Each use case's `Request`, the service's `Response` and what the screen shows (`ViewModel`).
public enum HomeModels {
    public enum LoadHome {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct Response: Equatable, Sendable {
            public let greeting: String
            public let cartCount: Int

            public init(greeting: String, cartCount: Int) {
                self.greeting = greeting
                self.cartCount = cartCount
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let greeting: String
            public let cartCount: String

            public init(greeting: String, cartCount: String) {
                self.greeting = greeting
                self.cartCount = cartCount
            }
        }
    }
}
