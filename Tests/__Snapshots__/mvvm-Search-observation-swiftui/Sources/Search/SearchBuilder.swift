/// Wires the view model. Tests and other UI layers call `assemble(routeHandler:service:)`.
@MainActor
public enum SearchBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    public static func assemble(
        routeHandler: (any SearchRouteHandling)?,
        service: any SearchService
    ) -> SearchViewModel {
        let viewModel = SearchViewModel(service: service)
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(SwiftUI)
    extension SearchBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - service: The model: where the module's data comes from.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            service: any SearchService,
            onRoute: @escaping @MainActor (SearchRoute) -> Void
        ) -> SearchScreen {
            let routes = SearchRouteForwarder(onRoute: onRoute)
            return SearchScreen(viewModel: assemble(routeHandler: routes, service: service), routes: routes)
        }
    }
#endif
