/// Wires the view model. Tests and other UI layers call `assemble(service:)`.
@MainActor
public enum CartSummaryBuilder {
    /// A view model over `service`.
    public static func assemble(service: any CartSummaryService) -> CartSummaryViewModel {
        let viewModel = CartSummaryViewModel(service: service)
        return viewModel
    }
}

#if canImport(SwiftUI)
    extension CartSummaryBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - service: The model: where the module's data comes from.
        public static func makeScreen(service: any CartSummaryService) -> CartSummaryScreen {
            CartSummaryScreen(model: CartSummaryScreenModel(viewModel: assemble(service: service)))
        }
    }
#endif
