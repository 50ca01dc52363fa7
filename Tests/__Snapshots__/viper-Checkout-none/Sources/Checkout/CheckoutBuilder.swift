/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:transitionHandler:service:output:)` with their own view.
@MainActor
public enum CheckoutBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: CheckoutTransitionHandling>(
        input: CheckoutInput,
        view: any CheckoutView,
        transitionHandler: TransitionHandler,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)? = nil
    ) -> any CheckoutPresenting
    where TransitionHandler.Screen == CheckoutRoute {
        let router = CheckoutRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(input: input, view: view, router: router, service: service, output: output)
    }

    static func assemble(
        input: CheckoutInput,
        view: any CheckoutView,
        router: any CheckoutRouting,
        service: any CheckoutService,
        output: (any CheckoutOutputHandling)?
    ) -> CheckoutPresenter {
        let presenter = CheckoutPresenter(
            input: input,
            interactor: CheckoutInteractor(service: service),
            router: router
        )
        presenter.view = view
        presenter.output = output
        return presenter
    }
}
