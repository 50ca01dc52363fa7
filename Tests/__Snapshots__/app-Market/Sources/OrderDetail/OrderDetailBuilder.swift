/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:service:output:)` with their own view.
@MainActor
public enum OrderDetailBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble(
        input: OrderDetailInput,
        view: any OrderDetailView,
        service: any OrderDetailService,
        output: (any OrderDetailOutputHandling)? = nil
    ) -> any OrderDetailPresenting {
        let presenter = OrderDetailPresenter(input: input, interactor: OrderDetailInteractor(service: service))
        presenter.view = view
        presenter.output = output
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What OrderDetail needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol OrderDetailDependencies {
        var orderDetailService: any OrderDetailService { get }
    }

    extension OrderDetailBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: OrderDetailInput,
            output: (any OrderDetailOutputHandling)? = nil,
            dependencies: any OrderDetailDependencies
        ) -> OrderDetailViewController {
            let viewController = OrderDetailViewController()
            let presenter = assemble(
                input: input,
                view: viewController,
                service: dependencies.orderDetailService,
                output: output
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
