/// The parts a screen keeps: it sends requests to the interactor and navigates through the router.
@MainActor
public struct ProductDetailScene {
    public let interactor: any ProductDetailBusinessLogic
    public let router: any ProductDetailRoutingLogic & ProductDetailDataPassing
}

/// Assembles the scene. Tests and any UI layer
/// (SwiftUI, AppKit, your own) call `assemble(input:output:viewController:routeHandler:worker:)` with their own screen.
@MainActor
public enum ProductDetailBuilder {
    /// Wires the scene around `viewController`; keep the scene alive, as a screen does (it holds that weakly).
    public static func assemble(
        input: ProductDetailInput,
        output: (any ProductDetailOutputHandling)?,
        viewController: any ProductDetailDisplayLogic,
        routeHandler: (any ProductDetailRouteHandling)?,
        worker: any ProductDetailWorking
    ) -> ProductDetailScene {
        let presenter = ProductDetailPresenter()
        presenter.viewController = viewController
        let interactor = ProductDetailInteractor(input: input, presenter: presenter, worker: worker)
        interactor.output = output
        let router = ProductDetailRouter()
        router.handler = routeHandler
        router.dataStore = interactor
        return ProductDetailScene(interactor: interactor, router: router)
    }
}

#if canImport(SwiftUI)
    extension ProductDetailBuilder {
        /// The scene's SwiftUI screen.
        /// - Parameters:
        ///   - input: What the scene starts with; its data store holds it.
        ///   - output: Told what happens (`addedToCart`); held weakly. `nil`: nobody listens.
        ///   - worker: Does the scene's work (network, database).
        ///   - onRoute: Opens the screen for a route, given this scene's data; the app decides what
        ///     each one shows.
        public static func makeScreen(
            input: ProductDetailInput,
            output: (any ProductDetailOutputHandling)? = nil,
            worker: any ProductDetailWorking,
            onRoute: @escaping @MainActor (ProductDetailRoute, (any ProductDetailDataStore)?) -> Void
        ) -> ProductDetailScreen {
            // SwiftUI keeps this closure until it makes the model: weak, so it never keeps the opener.
            ProductDetailScreen { [weak output] in
                let model = ProductDetailScreenModel(onRoute: onRoute)
                model.scene = assemble(
                    input: input,
                    output: output,
                    viewController: model,
                    routeHandler: model,
                    worker: worker
                )
                return model
            }
        }
    }
#endif
