/// Wires the view model. Tests and other UI layers call `assemble(input:output:routeHandler:service:)`.
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

#if canImport(SwiftUI)
    extension CheckoutBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the module works on; its requests take their values from it.
        ///   - output: Told each `CheckoutOutput` event. Held weakly: usually whoever opens the
        ///     screen. `nil` (the default) when nothing needs to know.
        ///   - service: The model: where the module's data comes from.
        ///   - onRoute: Opens the screen for a route, with what the route carries; the app decides
        ///     what each one shows.
        public static func makeScreen(
            input: CheckoutInput,
            output: (any CheckoutOutputHandling)? = nil,
            service: any CheckoutService,
            onRoute: @escaping @MainActor (CheckoutRoute) -> Void
        ) -> CheckoutScreen {
            CheckoutScreen(
                model: {
                    let routes = CheckoutRouteForwarder(onRoute: onRoute)
                    return CheckoutScreenModel(
                        viewModel: assemble(input: input, output: output, routeHandler: routes, service: service),
                        routes: routes
                    )
                }()
            )
        }
    }
#endif
