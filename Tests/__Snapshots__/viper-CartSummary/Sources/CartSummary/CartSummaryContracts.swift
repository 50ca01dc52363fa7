import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol CartSummaryView: AnyObject {
    func displayLoadSummary(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>)
    func displayLoadSaved(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>)
    func displayLoadSuggestions(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol CartSummaryPresenting: AnyObject, Sendable {
    func loadSummary() async
    func loadSaved() async
    func loadSuggestions() async
}

/// The module's business rules, free of UI and navigation.
protocol CartSummaryInteracting: Sendable {
    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response
    func loadSaved(_ request: CartSummaryModels.LoadSaved.Request) async throws -> CartSummaryModels.LoadSaved.Response
    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol CartSummaryService: Sendable {
    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response
    func loadSaved(_ request: CartSummaryModels.LoadSaved.Request) async throws -> CartSummaryModels.LoadSaved.Response
    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response
}
