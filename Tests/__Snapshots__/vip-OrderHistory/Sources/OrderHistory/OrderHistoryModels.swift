/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum OrderHistoryModels {
    public enum LoadOrders {
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

    public enum CancelOrder {
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
