#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import ProductDetail
    import SellerPage
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:transitionHandler:service:)` with their own view.
@MainActor
public enum CatalogBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: CatalogTransitionHandling>(
        view: any CatalogView,
        transitionHandler: TransitionHandler,
        service: any CatalogService
    ) -> any CatalogPresenting
    where TransitionHandler.Screen == CatalogRoute {
        let router = CatalogRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(view: view, router: router, service: service)
    }

    static func assemble(
        view: any CatalogView,
        router: any CatalogRouting,
        service: any CatalogService
    ) -> CatalogPresenter {
        let presenter = CatalogPresenter(interactor: CatalogInteractor(service: service), router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Catalog needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol CatalogDependencies: ProductDetailDependencies {
        var catalogService: any CatalogService { get }
    }

    extension CatalogBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any CatalogDependencies) -> CatalogViewController {
            // Assembled below: it hears the output of the modules its routes open.
            weak var listener: CatalogPresenter?
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (CatalogRoute) -> UIViewController? = { route in
                switch route {
                case .productDetails(let productID):
                    return ProductDetailBuilder.build(
                        input: ProductDetailInput(productID: productID),
                        output: listener,
                        dependencies: dependencies
                    )
                }
            }
            let viewController = CatalogViewController()
            let router = CatalogRouter<CatalogViewController>(destination: routeDestination)
            router.transitionHandler = viewController
            let presenter = assemble(view: viewController, router: router, service: dependencies.catalogService)
            viewController.presenter = presenter
            listener = presenter
            return viewController
        }
    }
#endif
