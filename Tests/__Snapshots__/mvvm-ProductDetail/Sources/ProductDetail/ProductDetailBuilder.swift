/// Wires the view model. Tests and other UI layers call `assemble(input:output:routeHandler:service:)`.
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
