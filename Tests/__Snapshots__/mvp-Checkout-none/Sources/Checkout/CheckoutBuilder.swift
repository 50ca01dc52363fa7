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
