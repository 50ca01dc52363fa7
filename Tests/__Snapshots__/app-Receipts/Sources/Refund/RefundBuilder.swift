/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:view:service:)` with their own view.
@MainActor
public enum RefundBuilder {
    /// Wires presenter around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen weakly.
    public static func assemble(
        input: RefundInput,
        view: any RefundView,
        service: any RefundService
    ) -> any RefundPresenting {
        let presenter = RefundPresenter(input: input, service: service)
        presenter.view = view
        return presenter
    }
}
