#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Catalog
    import ProductDetail
    import SellerPage
    import Cart
    import Checkout
    import Receipt
    import Profile
    import Orders
    import OrderDetail
    import Settings
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:transitionHandler:service:)` with their own view.
@MainActor
public enum HomeBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: HomeTransitionHandling>(
        view: any HomeView,
        transitionHandler: TransitionHandler,
        service: any HomeService
    ) -> any HomePresenting
    where TransitionHandler.Screen == HomeRoute {
        let router = HomeRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(view: view, router: router, service: service)
    }

    static func assemble(view: any HomeView, router: any HomeRouting, service: any HomeService) -> HomePresenter {
        let presenter = HomePresenter(interactor: HomeInteractor(service: service), router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Home needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol HomeDependencies: CatalogDependencies, CartDependencies, ProfileDependencies {
        var homeService: any HomeService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func homeDestination(for route: HomeRoute) -> UIViewController?
    }

    extension HomeBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any HomeDependencies) -> HomeViewController {
            // Assembled below: it hears the output of the modules its routes open.
            weak var listener: HomePresenter?
            // Routes to other generated modules open them here; the app's dependencies give the rest.
            let routeDestination: @MainActor (HomeRoute) -> UIViewController? = { route in
                switch route {
                case .catalog:
                    return CatalogBuilder.build(dependencies: dependencies)
                case .cart:
                    return CartBuilder.build(output: listener, dependencies: dependencies)
                case .profile:
                    return ProfileBuilder.build(dependencies: dependencies)
                default: return dependencies.homeDestination(for: route)
                }
            }
            let viewController = HomeViewController()
            let router = HomeRouter<HomeViewController>(destination: routeDestination)
            router.transitionHandler = viewController
            let presenter = assemble(view: viewController, router: router, service: dependencies.homeService)
            viewController.presenter = presenter
            listener = presenter
            return viewController
        }
    }
#endif
