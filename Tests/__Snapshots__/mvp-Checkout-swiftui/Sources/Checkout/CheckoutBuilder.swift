/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:routeHandler:service:output:)` with their own view.
@MainActor
public enum CheckoutBuilder {
    /// Wires presenter and router around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen and its opener weakly.
    public static func assemble(
        input: CheckoutInput,
        view: any CheckoutView,
        routeHandler: (any CheckoutRouteHandling)?,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)? = nil
    ) -> any CheckoutPresenting {
        let router = CheckoutRouter()
        router.handler = routeHandler
        let presenter = CheckoutPresenter(input: input, service: service, router: router)
        presenter.view = view
        presenter.output = output
        return presenter
    }
}

#if canImport(SwiftUI)
    extension CheckoutBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - service: Where the module's data comes from.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            input: CheckoutInput,
            service: any CheckoutService,
            output: (any CheckoutOutputHandling)? = nil,
            onRoute: @escaping @MainActor (CheckoutRoute) -> Void
        ) -> CheckoutScreen {
            CheckoutScreen(
                model: {
                    let model = CheckoutScreenModel(onRoute: onRoute)
                    model.presenter = assemble(
                        input: input,
                        view: model,
                        routeHandler: model,
                        service: service,
                        output: output
                    )
                    return model
                }()
            )
        }
    }
#endif
