#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What ReceiptSharing needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ReceiptSharingDependencies {
        var receiptSharingService: any ReceiptSharingService { get }
    }

    /// Builds the module's screen: the model, and the view controller that owns it.
    @MainActor
    public enum ReceiptSharingBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: ReceiptSharingInput,
            dependencies: any ReceiptSharingDependencies
        ) -> ReceiptSharingViewController {
            let model = ReceiptSharingModel(input: input, service: dependencies.receiptSharingService)
            return ReceiptSharingViewController(model: model)
        }
    }
#endif
