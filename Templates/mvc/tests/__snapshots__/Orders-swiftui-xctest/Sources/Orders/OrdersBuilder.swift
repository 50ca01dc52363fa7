#if canImport(SwiftUI)
    import SwiftUI

    /// Builds the module's screen: the model, and the SwiftUI view that owns it.
    @MainActor
    public enum OrdersBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - service: Where the module's data comes from.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            service: any OrdersService,
            onRoute: @escaping @MainActor (OrdersRoute) -> Void
        ) -> OrdersScreen {
            OrdersScreen(model: OrdersModel(service: service), onRoute: onRoute)
        }
    }
#endif
