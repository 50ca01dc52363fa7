#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call `assemble(routeHandler:service:)`.
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

#if canImport(UIKit) && !os(watchOS)
    /// What Search needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol SearchDependencies {
        var searchService: any SearchService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func searchDestination(for route: SearchRoute) -> UIViewController?
    }

    extension SearchBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any SearchDependencies) -> SearchViewController {
            // The screen owns the view model and handles its routes; the view model holds it weakly.
            let viewModel = assemble(routeHandler: nil, service: dependencies.searchService)
            let viewController = SearchViewController(
                viewModel: viewModel,
                destination: { dependencies.searchDestination(for: $0) }
            )
            viewModel.routeHandler = viewController
            return viewController
        }
    }
#endif
