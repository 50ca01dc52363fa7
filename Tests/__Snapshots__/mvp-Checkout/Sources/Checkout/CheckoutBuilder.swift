#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:routeHandler:service:output:)` with their own view.
@MainActor
public enum CheckoutBuilder {
    /// Wires presenter and router around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen and its opener weakly.
    public static func assemble(
        input: CheckoutInput,
        view: any CheckoutView,
        routeHandler: (any CheckoutRouteHandling)?,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)? = nil
    ) -> any CheckoutPresenting {
        let router = CheckoutRouter()
        router.handler = routeHandler
        let presenter = CheckoutPresenter(input: input, service: service, router: router)
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
            let viewController = CheckoutViewController(destination: { dependencies.checkoutDestination(for: $0) })
            let presenter = assemble(
                input: input,
                view: viewController,
                routeHandler: viewController,
                service: dependencies.checkoutService,
                output: output
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
