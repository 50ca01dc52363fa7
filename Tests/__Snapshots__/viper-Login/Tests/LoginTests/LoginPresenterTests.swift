import Testing

@testable import Login

@MainActor
@Suite("LoginPresenter", .timeLimit(.minutes(1)))
struct LoginPresenterTests {
    let interactor = LoginServiceStub()
    let view = LoginViewSpy()
    let presenter: LoginPresenter

    init() {
        presenter = LoginPresenter(interactor: interactor)
        presenter.view = view
    }

    @Test("load shows it runs, then the view model made from the response")
    func loadShowsTheViewModel() async {
        await presenter.load()

        #expect(interactor.loadRequests == [.fixture])
        #expect(view.loadStates == [.running, .loaded(LoginModels.Load.ViewModel())])
    }

    @Test("load shows its failure message when it fails")
    func loadShowsTheFailure() async {
        interactor.loadResult = .failure(LoginTestError())

        await presenter.load()

        #expect(view.loadStates == [.running, .failed(message: LoginStrings.Load.failure)])
    }

    @Test("an overtaken load call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.load() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.load() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadResult = .failure(LoginTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadStates == [.running, .running, .idle])
    }
}
