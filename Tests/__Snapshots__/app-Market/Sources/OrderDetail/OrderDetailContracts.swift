import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol OrderDetailView: AnyObject {
    func displayLoadOrder(_ state: MarketUseCaseState<OrderDetailModels.LoadOrder.ViewModel>)
    func displayCancelOrder(_ state: MarketUseCaseState<OrderDetailModels.CancelOrder.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol OrderDetailModuleInput: AnyObject {
    @discardableResult
    func update(_ input: OrderDetailInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol OrderDetailPresenting: AnyObject, Sendable, OrderDetailModuleInput {
    func loadOrder() async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func cancelOrder() async
}

/// The module's business rules, free of UI and navigation.
protocol OrderDetailInteracting: Sendable {
    func loadOrder(_ request: OrderDetailModels.LoadOrder.Request) async throws -> OrderDetailModels.LoadOrder.Response
    func cancelOrder(
        _ request: OrderDetailModels.CancelOrder.Request
    ) async throws -> OrderDetailModels.CancelOrder.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol OrderDetailService: Sendable {
    func loadOrder(_ request: OrderDetailModels.LoadOrder.Request) async throws -> OrderDetailModels.LoadOrder.Response
    func cancelOrder(
        _ request: OrderDetailModels.CancelOrder.Request
    ) async throws -> OrderDetailModels.CancelOrder.Response
}
