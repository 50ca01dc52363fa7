#if canImport(SwiftUI)
    import SwiftUI

    /// Builds the module's screen: the model, and the SwiftUI view that owns it.
    @MainActor
    public enum CheckoutBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - service: Where the module's data comes from.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            input: CheckoutInput,
            service: any CheckoutService,
            output: (any CheckoutOutputHandling)? = nil,
            onRoute: @escaping @MainActor (CheckoutRoute) -> Void
        ) -> CheckoutScreen {
            CheckoutScreen(model: CheckoutModel(input: input, service: service, output: output), onRoute: onRoute)
        }
    }
#endif
