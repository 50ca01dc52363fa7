#if canImport(SwiftUI)
    import SwiftUI

    /// Builds the module's screen: the model, and the SwiftUI view that owns it.
    @MainActor
    public enum ProductDetailBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the module is built with.
        ///   - service: Where the module's data comes from.
        ///   - output: Receives the module's output, held weakly; `nil` when nobody listens.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            input: ProductDetailInput,
            service: any ProductDetailService,
            output: (any ProductDetailOutputHandling)? = nil,
            onRoute: @escaping @MainActor (ProductDetailRoute) -> Void
        ) -> ProductDetailScreen {
            ProductDetailScreen(
                model: ProductDetailModel(input: input, service: service, output: output),
                onRoute: onRoute
            )
        }
    }
#endif
