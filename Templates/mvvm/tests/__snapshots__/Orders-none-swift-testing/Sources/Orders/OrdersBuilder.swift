/// Wires the view model. Tests and other UI layers call `assemble(routeHandler:service:)`.
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
