#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call `assemble(input:service:)`.
/// Every entry point takes the module's input first.
@MainActor
public enum ReceiptDetailsBuilder {
    /// A view model over `service`.
    /// It works on `input`: its requests take their values from it.
    public static func assemble(
        input: ReceiptDetailsInput,
        service: any ReceiptDetailsService
    ) -> ReceiptDetailsViewModel {
        let viewModel = ReceiptDetailsViewModel(input: input, service: service)
        return viewModel
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What ReceiptDetails needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ReceiptDetailsDependencies {
        var receiptDetailsService: any ReceiptDetailsService { get }
    }

    extension ReceiptDetailsBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: ReceiptDetailsInput,
            dependencies: any ReceiptDetailsDependencies
        ) -> ReceiptDetailsViewController {
            let viewModel = assemble(input: input, service: dependencies.receiptDetailsService)
            let viewController = ReceiptDetailsViewController(viewModel: viewModel)
            return viewController
        }
    }
#endif
