#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
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

#if canImport(UIKit) && !os(watchOS)
    /// What Settings needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol SettingsDependencies {
        var settingsService: any SettingsService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func settingsDestination(for route: SettingsRoute) -> UIViewController?
    }

    extension SettingsBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any SettingsDependencies) -> SettingsViewController {
            let viewController = SettingsViewController(destination: { dependencies.settingsDestination(for: $0) })
            let presenter = assemble(
                view: viewController,
                routeHandler: viewController,
                service: dependencies.settingsService
            )
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
