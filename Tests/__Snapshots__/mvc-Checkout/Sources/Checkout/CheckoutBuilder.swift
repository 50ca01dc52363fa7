#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What Checkout needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CheckoutDependencies {
        var checkoutService: any CheckoutService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func checkoutDestination(for route: CheckoutRoute) -> UIViewController?
    }

    /// Builds the module's screen: the model, and the view controller that owns it.
    @MainActor
    public enum CheckoutBuilder {
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
            let model = CheckoutModel(input: input, service: dependencies.checkoutService, output: output)
            return CheckoutViewController(model: model, destination: { dependencies.checkoutDestination(for: $0) })
        }
    }
#endif
