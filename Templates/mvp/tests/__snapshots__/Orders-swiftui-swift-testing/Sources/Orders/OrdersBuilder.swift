/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:routeHandler:service:)` with their own view.
@MainActor
public enum OrdersBuilder {
    /// Wires presenter and router around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen weakly.
    public static func assemble(
        view: any OrdersView,
        routeHandler: (any OrdersRouteHandling)?,
        service: any OrdersService
    ) -> any OrdersPresenting {
        let router = OrdersRouter()
        router.handler = routeHandler
        let presenter = OrdersPresenter(service: service, router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(SwiftUI)
    extension OrdersBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - service: Where the module's data comes from.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            service: any OrdersService,
            onRoute: @escaping @MainActor (OrdersRoute) -> Void
        ) -> OrdersScreen {
            OrdersScreen(
                model: {
                    let model = OrdersScreenModel(onRoute: onRoute)
                    model.presenter = assemble(view: model, routeHandler: model, service: service)
                    return model
                }()
            )
        }
    }
#endif
