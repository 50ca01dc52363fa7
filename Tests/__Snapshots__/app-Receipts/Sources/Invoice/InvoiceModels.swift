import Foundation

/// Each use case's `Request`, the worker's `Response` and what the screen shows (`ViewModel`); a
/// `WorkerRequest` adds what the scene's input fills.
public enum InvoiceModels {
    public enum LoadInvoice {
        public struct Request: Equatable, Sendable {
            public init() {}
        }

        public struct WorkerRequest: Equatable, Sendable {
            public let receipt: Receipt

            public init(receipt: Receipt) {
                self.receipt = receipt
            }
        }

        public struct Response: Equatable, Sendable {
            public let title: String

            public init(title: String) {
                self.title = title
            }
        }

        public struct ViewModel: Equatable, Sendable {
            public let title: String

            public init(title: String) {
                self.title = title
            }
        }
    }
}

/// What Invoice is built with: its Builder takes it, and the roles that need it read it.
public struct InvoiceInput: Hashable, Sendable {
    public let receipt: Receipt

    public init(receipt: Receipt) {
        self.receipt = receipt
    }
}
