#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

/// Assembles the module. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(view:transitionHandler:service:)` with their own view.
@MainActor
public enum UserProfileBuilder {
    /// Wires the module around `view`; keep the presenter alive, as a screen does (the module holds it weakly).
    public static func assemble<TransitionHandler: UserProfileTransitionHandling>(
        view: any UserProfileView,
        transitionHandler: TransitionHandler,
        service: any UserProfileService
    ) -> any UserProfilePresenting
    where TransitionHandler.Screen == UserProfileRoute {
        let router = UserProfileRouter<TransitionHandler>()
        router.transitionHandler = transitionHandler
        return assemble(view: view, router: router, service: service)
    }

    static func assemble(
        view: any UserProfileView,
        router: any UserProfileRouting,
        service: any UserProfileService
    ) -> UserProfilePresenter {
        let presenter = UserProfilePresenter(interactor: UserProfileInteractor(service: service), router: router)
        presenter.view = view
        return presenter
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What UserProfile needs from the app. The app's composition root conforms, once for all its modules.
    @MainActor
    public protocol UserProfileDependencies {
        var userProfileService: any UserProfileService { get }
        /// The screen for a route the app opens; `nil` ignores the route.
        func userProfileDestination(for route: UserProfileRoute) -> UIViewController?
    }

    extension UserProfileBuilder {
        /// The module's screen, ready to push or present.
        public static func build(dependencies: any UserProfileDependencies) -> UserProfileViewController {
            let viewController = UserProfileViewController()
            let router = UserProfileRouter<UserProfileViewController>(
                destination: { dependencies.userProfileDestination(for: $0) }
            )
            router.transitionHandler = viewController
            let presenter = assemble(view: viewController, router: router, service: dependencies.userProfileService)
            viewController.presenter = presenter
            return viewController
        }
    }
#endif
