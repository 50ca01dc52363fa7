#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Cart
    import Wishlist
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call
/// `assemble(input:output:routeHandler:service:)`.
/// Every entry point takes the module's input first, then who hears its output.
@MainActor
public enum ProductBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    /// It works on `input`: its requests take their values from it.
    /// It tells `output` (held weakly) each `ProductOutput` event.
    public static func assemble(
        input: ProductInput,
        output: (any ProductOutputHandling)?,
        routeHandler: (any ProductRouteHandling)?,
        service: any ProductService
    ) -> ProductViewModel {
        let viewModel = ProductViewModel(input: input, service: service)
        viewModel.output = output
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Product needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ProductDependencies: CartDependencies {
        var productService: any ProductService { get }
    }

    extension ProductBuilder {
        /// The module's screen, ready to push or present.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - dependencies: What it needs from the app, passed on to the modules its routes open.
        public static func build(
            input: ProductInput,
            output: (any ProductOutputHandling)? = nil,
            dependencies: any ProductDependencies
        ) -> ProductViewController {
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (ProductRoute) -> UIViewController? = { route in
                switch route {
                case .openCart(let highlightedProductID):
                    return CartBuilder.build(
                        input: CartInput(highlightedProductID: highlightedProductID),
                        dependencies: dependencies
                    )
                }
            }
            // The screen owns the view model and handles its routes; the view model holds it weakly.
            let viewModel = assemble(
                input: input,
                output: output,
                routeHandler: nil,
                service: dependencies.productService
            )
            let viewController = ProductViewController(viewModel: viewModel, destination: routeDestination)
            viewModel.routeHandler = viewController
            return viewController
        }
    }
#endif
