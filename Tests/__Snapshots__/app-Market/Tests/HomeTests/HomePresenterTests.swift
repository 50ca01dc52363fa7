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

    @Test("loadHome shows no outcome once cancelled, whatever the service ends with: it is idle again")
    func loadHomeShowsNothingWhenCancelled() async throws {
        // A late answer (a service that ignores cancellation) and URLSession's own error alike.
        interactor.gate.holdsCalls = true
        let answered = Task { await presenter.loadHome() }
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.holdsCalls = false
        interactor.gate.suspendsCallsUntilCancelled = true
        let failed = Task { await presenter.loadHome() }

        answered.cancel()
        failed.cancel()
        interactor.gate.releaseHeldCalls()
        await answered.value
        await failed.value

        // And a service that reports a cancellation of its own while its caller goes on.
        interactor.gate.suspendsCallsUntilCancelled = false
        interactor.loadHomeResult = .failure(CancellationError())
        await presenter.loadHome()

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        // The overtaken call shows nothing; the newest, cancelled, leaves no spinner behind.
        #expect(view.loadHomeStates == [.running, .running, .idle, .running, .idle])
    }

    @Test("an overtaken loadHome call changes nothing: only the newest answer is shown")
    func loadHomeShowsOnlyTheNewestAnswer() async throws {
        let formatting = HomeFormatting.fixture
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadHome() }
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.holdsCalls = false

        await presenter.loadHome()
        interactor.loadHomeResult = .failure(HomeTestError())
        interactor.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            view.loadHomeStates == [
                .running,
                .running,
                .loaded(HomeModels.LoadHome.ViewModel(greeting: "greeting 2", cartCount: formatting.number(7_932))),
            ]
        )
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
