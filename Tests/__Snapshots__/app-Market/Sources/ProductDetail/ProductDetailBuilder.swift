#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import SellerPage
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call
/// `assemble(input:output:routeHandler:service:)`.
/// Every entry point takes the module's input first, then who hears its output.
@MainActor
public enum ProductDetailBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    /// It works on `input`: its requests take their values from it.
    /// It tells `output` (held weakly) each `ProductDetailOutput` event.
    public static func assemble(
        input: ProductDetailInput,
        output: (any ProductDetailOutputHandling)?,
        routeHandler: (any ProductDetailRouteHandling)?,
        service: any ProductDetailService
    ) -> ProductDetailViewModel {
        let viewModel = ProductDetailViewModel(input: input, service: service)
        viewModel.output = output
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What ProductDetail needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ProductDetailDependencies: SellerPageDependencies {
        var productDetailService: any ProductDetailService { get }
    }

    extension ProductDetailBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func build(
            input: ProductDetailInput,
            output: (any ProductDetailOutputHandling)? = nil,
            dependencies: any ProductDetailDependencies
        ) -> ProductDetailViewController {
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (ProductDetailRoute) -> UIViewController? = { route in
                switch route {
                case .sellerPage(let sellerID):
                    return SellerPageBuilder.build(
                        input: SellerPageInput(sellerID: sellerID),
                        dependencies: dependencies
                    )
                }
            }
            // The screen owns the view model and handles its routes; the view model holds it weakly.
            let viewModel = assemble(
                input: input,
                output: output,
                routeHandler: nil,
                service: dependencies.productDetailService
            )
            let viewController = ProductDetailViewController(viewModel: viewModel, destination: routeDestination)
            viewModel.routeHandler = viewController
            return viewController
        }
    }
#endif
