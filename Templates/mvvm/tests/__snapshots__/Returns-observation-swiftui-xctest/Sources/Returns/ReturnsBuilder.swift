/// Wires the view model. Tests and other UI layers call `assemble(input:output:routeHandler:service:)`.
/// Every entry point takes the module's input first, then who hears its output.
@MainActor
public enum ReturnsBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    /// It works on `input`: its requests take their values from it.
    /// It tells `output` (held weakly) each `ReturnsOutput` event.
    public static func assemble(
        input: ReturnsInput,
        output: (any ReturnsOutputHandling)?,
        routeHandler: (any ReturnsRouteHandling)?,
        service: any ReturnsService
    ) -> ReturnsViewModel {
        let viewModel = ReturnsViewModel(input: input, service: service)
        viewModel.output = output
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(SwiftUI)
    extension ReturnsBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the module works on; its requests take their values from it.
        ///   - output: Told each `ReturnsOutput` event. Held weakly: usually whoever opens the
        ///     screen. `nil` (the default) when nothing needs to know.
        ///   - service: The model: where the module's data comes from.
        ///   - onRoute: Opens the screen for a route, with what the route carries; the app decides
        ///     what each one shows.
        public static func makeScreen(
            input: ReturnsInput,
            output: (any ReturnsOutputHandling)? = nil,
            service: any ReturnsService,
            onRoute: @escaping @MainActor (ReturnsRoute) -> Void
        ) -> ReturnsScreen {
            let routes = ReturnsRouteForwarder(onRoute: onRoute)
            return ReturnsScreen(
                viewModel: assemble(input: input, output: output, routeHandler: routes, service: service),
                routes: routes
            )
        }
    }
#endif
