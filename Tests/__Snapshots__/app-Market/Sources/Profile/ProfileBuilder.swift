#if canImport(UIKit) && !os(watchOS)
    import UIKit
    import Orders
    import OrderDetail
    import Settings

    /// What Profile needs from the app, and what the modules its routes open need (it
    /// refines their dependencies). The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol ProfileDependencies: OrdersDependencies, SettingsDependencies {
        var profileService: any ProfileService { get }
    }

    /// Builds the module's screen: the model, and the view controller that owns it.
    @MainActor
    public enum ProfileBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any ProfileDependencies) -> ProfileViewController {
            // Routes to other generated modules open them here.
            let routeDestination: @MainActor (ProfileRoute) -> UIViewController? = { route in
                switch route {
                case .orders:
                    return OrdersBuilder.build(dependencies: dependencies)
                case .settings:
                    return SettingsBuilder.build(dependencies: dependencies)
                }
            }
            let model = ProfileModel(service: dependencies.profileService)
            return ProfileViewController(model: model, destination: routeDestination)
        }
    }
#endif
