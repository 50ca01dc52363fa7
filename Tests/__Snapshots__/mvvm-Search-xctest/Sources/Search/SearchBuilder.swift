#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call `assemble(service:)`.
@MainActor
public enum SearchBuilder {
    /// A view model over `service`.
    public static func assemble(service: any SearchService) -> SearchViewModel {
        let viewModel = SearchViewModel(service: service)
        return viewModel
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Search needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol SearchDependencies {
        var searchService: any SearchService { get }
    }

    extension SearchBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any SearchDependencies) -> SearchViewController {
            let viewModel = assemble(service: dependencies.searchService)
            let viewController = SearchViewController(viewModel: viewModel)
            return viewController
        }
    }
#endif
