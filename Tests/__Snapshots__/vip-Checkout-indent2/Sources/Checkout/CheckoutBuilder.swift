#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct CheckoutScene {
  public let interactor: any CheckoutBusinessLogic
  public let router: any CheckoutRoutingLogic & CheckoutDataPassing
}

/// Assembles the scene. On iOS the app calls `build`. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:output:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum CheckoutBuilder {
  /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
  public static func assemble(
    input: CheckoutInput,
    output: (any CheckoutOutputHandling)?,
    viewController: any CheckoutDisplayLogic,
    routeHandler: (any CheckoutRouteHandling)?,
    worker: any CheckoutWorking
  ) -> CheckoutScene {
    let presenter = CheckoutPresenter()
    presenter.viewController = viewController
    let interactor = CheckoutInteractor(input: input, presenter: presenter, worker: worker)
    interactor.output = output
    let router = CheckoutRouter()
    router.handler = routeHandler
    router.dataStore = interactor
    return CheckoutScene(interactor: interactor, router: router)
  }
}

#if canImport(UIKit) && !os(watchOS)
  /// What Checkout needs from the app. The app's composition root conforms, once for all its modules.
  @MainActor
  public protocol CheckoutDependencies {
    var checkoutWorker: any CheckoutWorking { get }
    /// The screen for a route the app opens; `nil` ignores the route.
    func checkoutDestination(for route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) -> UIViewController?
  }

  extension CheckoutBuilder {
    /// The scene's screen, ready to push or present.
    /// - Parameters:
    ///   - input: What the scene starts with; its data store holds it.
    ///   - output: Told what happens (`paid`, `cancelled`); held weakly. `nil`: nobody listens.
    ///   - dependencies: What it needs from the app.
    public static func build(
      input: CheckoutInput,
      output: (any CheckoutOutputHandling)? = nil,
      dependencies: any CheckoutDependencies
    ) -> CheckoutViewController {
      buildScene(input: input, output: output, dependencies: dependencies).viewController
    }

    /// The scene's screen and its data store, for whoever opens the scene to hand it data after
    /// building it (Clean Swift's `passDataTo…`; a VIP scene's route to this one does).
    /// - Parameters:
    ///   - input: What the scene starts with; its data store holds it.
    ///   - output: Told what happens (`paid`, `cancelled`); held weakly. `nil`: nobody listens.
    ///   - dependencies: What it needs from the app.
    public static func buildScene(
      input: CheckoutInput,
      output: (any CheckoutOutputHandling)? = nil,
      dependencies: any CheckoutDependencies
    ) -> (viewController: CheckoutViewController, dataStore: (any CheckoutDataStore)?) {
      let viewController = CheckoutViewController(
        destination: { dependencies.checkoutDestination(for: $0, dataStore: $1) }
      )
      let scene = assemble(
        input: input,
        output: output,
        viewController: viewController,
        routeHandler: viewController,
        worker: dependencies.checkoutWorker
      )
      viewController.interactor = scene.interactor
      viewController.router = scene.router
      return (viewController, scene.router.dataStore)
    }
  }
#endif
