/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:service:)` with their own view.
@MainActor
public enum OrderSummaryBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble(
        input: OrderSummaryInput,
        view: any OrderSummaryView,
        service: any OrderSummaryService
    ) -> any OrderSummaryPresenting {
        let presenter = OrderSummaryPresenter(input: input, interactor: OrderSummaryInteractor(service: service))
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What OrderSummary needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol OrderSummaryDependencies {
        var orderSummaryService: any OrderSummaryService { get }
    }

    extension OrderSummaryBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: OrderSummaryInput,
            dependencies: any OrderSummaryDependencies
        ) -> OrderSummaryViewController {
            let viewController = OrderSummaryViewController()
            let presenter = assemble(input: input, view: viewController, service: dependencies.orderSummaryService)
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
