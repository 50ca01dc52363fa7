import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol OrderSummaryView: AnyObject {
    func displayLoadSummary(_ state: ReceiptsUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>)
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol OrderSummaryModuleInput: AnyObject {
    @discardableResult
    func update(_ input: OrderSummaryInput) -> Bool
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol OrderSummaryPresenting: AnyObject, Sendable, OrderSummaryModuleInput {
    func loadSummary() async
}

/// The module's business rules, free of UI and navigation.
protocol OrderSummaryInteracting: Sendable {
    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol OrderSummaryService: Sendable {
    func loadSummary(
        _ request: OrderSummaryModels.LoadSummary.Request
    ) async throws -> OrderSummaryModels.LoadSummary.Response
}
