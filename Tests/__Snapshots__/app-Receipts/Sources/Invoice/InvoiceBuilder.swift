/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct InvoiceScene {
    public let interactor: any InvoiceBusinessLogic
    public let router: any InvoiceRoutingLogic & InvoiceDataPassing
}

/// Assembles the scene. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum InvoiceBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: InvoiceInput,
        viewController: any InvoiceDisplayLogic,
        routeHandler: (any InvoiceRouteHandling)?,
        worker: any InvoiceWorking
    ) -> InvoiceScene {
        let presenter = InvoicePresenter()
        presenter.viewController = viewController
        let interactor = InvoiceInteractor(input: input, presenter: presenter, worker: worker)
        let router = InvoiceRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return InvoiceScene(interactor: interactor, router: router)
    }
}

#if canImport(SwiftUI)
    extension InvoiceBuilder {
        /// The scene's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - worker: Does the scene's work (network, database).
        public static func makeScreen(input: InvoiceInput, worker: any InvoiceWorking) -> InvoiceScreen {
            InvoiceScreen {
                let model = InvoiceScreenModel()
                model.scene = assemble(input: input, viewController: model, routeHandler: model, worker: worker)
                return model
            }
        }
    }
#endif
