#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:routeHandler:service:)` with their own view.
@MainActor
public enum SellerPageBuilder {
    /// Wires presenter and router around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen weakly.
    public static func assemble(
        input: SellerPageInput,
        view: any SellerPageView,
        routeHandler: (any SellerPageRouteHandling)?,
        service: any SellerPageService
    ) -> any SellerPagePresenting {
        let router = SellerPageRouter()
        router.handler = routeHandler
        let presenter = SellerPagePresenter(input: input, service: service, router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What SellerPage needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol SellerPageDependencies {
        var sellerPageService: any SellerPageService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func sellerPageDestination(for route: SellerPageRoute) -> UIViewController?
    }

    extension SellerPageBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - dependencies: What it needs from the app.
        public static func build(
            input: SellerPageInput,
            dependencies: any SellerPageDependencies
        ) -> SellerPageViewController {
            let viewController = SellerPageViewController(destination: { dependencies.sellerPageDestination(for: $0) })
            let presenter = assemble(
                input: input,
                view: viewController,
                routeHandler: viewController,
                service: dependencies.sellerPageService
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
