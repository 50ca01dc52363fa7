#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:transitionHandler:service:output:)` with their own view.
@MainActor
public enum CheckoutBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: CheckoutTransitionHandling>(
        input: CheckoutInput,
        view: any CheckoutView,
        transitionHandler: TransitionHandler,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)? = nil
    ) -> any CheckoutPresenting
    where TransitionHandler.Screen == CheckoutRoute {
        let router = CheckoutRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(input: input, view: view, router: router, service: service, output: output)
    }

    static func assemble(
        input: CheckoutInput,
        view: any CheckoutView,
        router: any CheckoutRouting,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)?
    ) -> CheckoutPresenter {
        let presenter = CheckoutPresenter(
            input: input,
            interactor: CheckoutInteractor(service: service),
            router: router
        )
        presenter.view = view
        presenter.output = output
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Checkout needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CheckoutDependencies {
        var checkoutService: any CheckoutService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func checkoutDestination(for route: CheckoutRoute) -> UIViewController?
    }

    extension CheckoutBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: CheckoutInput,
            output: (any CheckoutOutputHandling)? = nil,
            dependencies: any CheckoutDependencies
        ) -> CheckoutViewController {
            let viewController = CheckoutViewController()
            let router = CheckoutRouter<CheckoutViewController>(
                destination: { dependencies.checkoutDestination(for: $0) }
            )
            router.transitionHandler = viewController
            let presenter = assemble(
                input: input,
                view: viewController,
                router: router,
                service: dependencies.checkoutService,
                output: output
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
