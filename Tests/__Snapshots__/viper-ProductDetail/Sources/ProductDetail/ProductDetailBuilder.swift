#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:transitionHandler:service:output:)` with their own view.
@MainActor
public enum ProductDetailBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: ProductDetailTransitionHandling>(
        input: ProductDetailInput,
        view: any ProductDetailView,
        transitionHandler: TransitionHandler,
        service: any ProductDetailService,
        output: (any ProductDetailOutputHandling)? = nil
    ) -> any ProductDetailPresenting
    where TransitionHandler.Screen == ProductDetailRoute {
        let router = ProductDetailRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(input: input, view: view, router: router, service: service, output: output)
    }

    static func assemble(
        input: ProductDetailInput,
        view: any ProductDetailView,
        router: any ProductDetailRouting,
        service: any ProductDetailService,
        output: (any ProductDetailOutputHandling)?
    ) -> ProductDetailPresenter {
        let presenter = ProductDetailPresenter(
            input: input,
            interactor: ProductDetailInteractor(service: service),
            router: router
        )
        presenter.view = view
        presenter.output = output
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What ProductDetail needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ProductDetailDependencies {
        var productDetailService: any ProductDetailService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func productDetailDestination(for route: ProductDetailRoute) -> UIViewController?
    }

    extension ProductDetailBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: ProductDetailInput,
            output: (any ProductDetailOutputHandling)? = nil,
            dependencies: any ProductDetailDependencies
        ) -> ProductDetailViewController {
            let viewController = ProductDetailViewController()
            let router = ProductDetailRouter<ProductDetailViewController>(
                destination: { dependencies.productDetailDestination(for: $0) }
            )
            router.transitionHandler = viewController
            let presenter = assemble(
                input: input,
                view: viewController,
                router: router,
                service: dependencies.productDetailService,
                output: output
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
