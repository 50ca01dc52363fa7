/// Assembles the module. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:routeHandler:service:)` with their own view.
@MainActor
public enum SettingsBuilder {
    /// Wires presenter and router around `view`. Keep the returned presenter alive, as a screen
    /// does: the module holds its screen weakly.
    public static func assemble(
        view: any SettingsView,
        routeHandler: (any SettingsRouteHandling)?,
        service: any SettingsService
    ) -> any SettingsPresenting {
        let router = SettingsRouter()
        router.handler = routeHandler
        let presenter = SettingsPresenter(service: service, router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(SwiftUI)
    extension SettingsBuilder {
        /// The module's SwiftUI screen.
        /// - Parameters:
        ///   - service: Where the module's data comes from.
        ///   - onRoute: Opens the screen for a route; the app decides what each one shows.
        public static func makeScreen(
            service: any SettingsService,
            onRoute: @escaping @MainActor (SettingsRoute) -> Void
        ) -> SettingsScreen {
            SettingsScreen(
                model: {
                    let model = SettingsScreenModel(onRoute: onRoute)
                    model.presenter = assemble(view: model, routeHandler: model, service: service)
                    return model
                }()
            )
        }
    }
#endif
