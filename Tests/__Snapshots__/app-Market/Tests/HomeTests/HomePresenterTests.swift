import Cart
import Foundation
import Testing

@testable import Home

@MainActor
@Suite("HomePresenter", .timeLimit(.minutes(1)))
struct HomePresenterTests {
    let interactor = HomeServiceStub()
    let router = HomeRouterSpy()
    let view = HomeViewSpy()
    let presenter: HomePresenter

    init() {
        presenter = HomePresenter(interactor: interactor, router: router, formatting: .fixture)
        presenter.view = view
    }

    @Test("loadHome shows it runs, then the view model made from the response")
    func loadHomeShowsTheViewModel() async {
        let formatting = HomeFormatting.fixture
        await presenter.loadHome()

        #expect(interactor.loadHomeRequests == [.fixture])
        #expect(
            view.loadHomeStates == [
                .running,
                .loaded(HomeModels.LoadHome.ViewModel(greeting: "greeting 2", cartCount: formatting.number(7_932))),
            ]
        )
    }

    @Test("loadHome shows its failure message when it fails")
    func loadHomeShowsTheFailure() async {
        interactor.loadHomeResult = .failure(HomeTestError())

        await presenter.loadHome()

        #expect(view.loadHomeStates == [.running, .failed(message: HomeStrings.LoadHome.failure)])
    }

    @Test("an overtaken loadHome call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadHomeShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadHome() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadHome() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadHomeResult = .failure(HomeTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadHomeStates == [.running, .running, .idle])
    }

    @Test("Cart's output makes it load again what the screen shows")
    func hearingCartLoadsAgain() async throws {
        interactor.gate.holdsCalls = true

        presenter.handle(
            CartOutput.orderPlaced(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177)))
        )

        // Each use case that runs on load reaches the interactor again; a timeout fails the test.
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.releaseHeldCalls()
    }
}
