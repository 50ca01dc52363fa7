#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import OrderDetail
#endif

/// Wires the view model; the app calls `build`. Tests and other UI layers call `assemble(routeHandler:service:)`.
@MainActor
public enum OrdersBuilder {
    /// A view model over `service`, sending routes to `routeHandler` (held weakly).
    public static func assemble(
        routeHandler: (any OrdersRouteHandling)?,
        service: any OrdersService
    ) -> OrdersViewModel {
        let viewModel = OrdersViewModel(service: service)
        viewModel.routeHandler = routeHandler
        return viewModel
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What Orders needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol OrdersDependencies: OrderDetailDependencies {
        var ordersService: any OrdersService { get }
    }

    extension OrdersBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any OrdersDependencies) -> OrdersViewController {
            // Assembled below: it hears the output of the modules its routes open.
            weak var listener: OrdersViewModel?
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (OrdersRoute) -> UIViewController? = { route in
                switch route {
                case .orderDetail(let orderID):
                    return OrderDetailBuilder.build(
                        input: OrderDetailInput(orderID: orderID),
                        output: listener,
                        dependencies: dependencies
                    )
                }
            }
            // The screen owns the view model and handles its routes; the view model holds it weakly.
            let viewModel = assemble(routeHandler: nil, service: dependencies.ordersService)
            let viewController = OrdersViewController(viewModel: viewModel, destination: routeDestination)
            viewModel.routeHandler = viewController
            listener = viewModel
            return viewController
        }
    }
#endif
