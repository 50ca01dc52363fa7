#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What Receipt needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ReceiptDependencies {
        var receiptService: any ReceiptService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func receiptDestination(for route: ReceiptRoute) -> UIViewController?
    }

    /// Builds the module's screen: the model, and the view controller that owns it.
    @MainActor
    public enum ReceiptBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - dependencies: What it needs from the app.
        public static func build(input: ReceiptInput, dependencies: any ReceiptDependencies) -> ReceiptViewController {
            let model = ReceiptModel(input: input, service: dependencies.receiptService)
            return ReceiptViewController(model: model, destination: { dependencies.receiptDestination(for: $0) })
        }
    }
#endif
