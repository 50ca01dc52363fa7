#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call
/// `assemble(input:output:routeHandler:service:)`.
/// Every entry point takes the module's input first, then who hears its output.
@MainActor
public enum CheckoutBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    /// It works on `input`: its requests take their values from it.
    /// It tells `output` (held weakly) each `CheckoutOutput` event.
    public static func assemble(
        input: CheckoutInput,
        output: (any CheckoutOutputHandling)?,
        routeHandler: (any CheckoutRouteHandling)?,
        service: any CheckoutService
    ) -> CheckoutViewModel {
        let viewModel = CheckoutViewModel(input: input, service: service)
        viewModel.output = output
        viewModel.routeHandler = routeHandler
        return viewModel
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
            // The screen owns the view model and handles its routes; the view model holds it weakly.
            let viewModel = assemble(
                input: input,
                output: output,
                routeHandler: nil,
                service: dependencies.checkoutService
            )
            let viewController = CheckoutViewController(
                viewModel: viewModel,
                destination: { dependencies.checkoutDestination(for: $0) }
            )
            viewModel.routeHandler = viewController
            return viewController
        }
    }
#endif
