/// Wires the view model. Tests and other UI layers call `assemble(output:routeHandler:service:)`.
/// Every entry point takes who hears the module's output first.
@MainActor
public enum RefundsBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    /// It tells `output` (held weakly) each `RefundsOutput` event.
    public static func assemble(
        output: (any RefundsOutputHandling)?,
        routeHandler: (any RefundsRouteHandling)?,
        service: any RefundsService
    ) -> RefundsViewModel {
        let viewModel = RefundsViewModel(service: service)
        viewModel.output = output
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(SwiftUI)
    extension RefundsBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - output: Told each `RefundsOutput` event. Held weakly: usually whoever opens the
        ///     screen. `nil` (the default) when nothing needs to know.
        ///   - service: The model: where the module's data comes from.
        ///   - onRoute: Opens the screen for a route, with what the route carries; the app decides
        ///     what each one shows.
        public static func makeScreen(
            output: (any RefundsOutputHandling)? = nil,
            service: any RefundsService,
            onRoute: @escaping @MainActor (RefundsRoute) -> Void
        ) -> RefundsScreen {
            RefundsScreen(
                model: {
                    let routes = RefundsRouteForwarder(onRoute: onRoute)
                    return RefundsScreenModel(
                        viewModel: assemble(output: output, routeHandler: routes, service: service),
                        routes: routes
                    )
                }()
            )
        }
    }
#endif
