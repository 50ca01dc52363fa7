/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:transitionHandler:service:)` with their own view.
@MainActor
public enum OrdersBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: OrdersTransitionHandling>(
        view: any OrdersView,
        transitionHandler: TransitionHandler,
        service: any OrdersService
    ) -> any OrdersPresenting
    where TransitionHandler.Screen == OrdersRoute {
        let router = OrdersRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(view: view, router: router, service: service)
    }

    static func assemble(
        view: any OrdersView,
        router: any OrdersRouting,
        service: any OrdersService
    ) -> OrdersPresenter {
        let presenter = OrdersPresenter(interactor: OrdersInteractor(service: service), router: router)
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
                    model.presenter = assemble(view: model, transitionHandler: model, service: service)
                    return model
                }()
            )
        }
    }
#endif
