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

    @Test("load shows no outcome once cancelled, whatever the service ends with: it is idle again")
    func loadShowsNothingWhenCancelled() async throws {
        // A late answer (a service that ignores cancellation) and URLSession's own error alike.
        interactor.gate.holdsCalls = true
        let answered = Task { await presenter.load() }
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.holdsCalls = false
        interactor.gate.suspendsCallsUntilCancelled = true
        let failed = Task { await presenter.load() }

        answered.cancel()
        failed.cancel()
        interactor.gate.releaseHeldCalls()
        await answered.value
        await failed.value

        // And a service that reports a cancellation of its own while its caller goes on.
        interactor.gate.suspendsCallsUntilCancelled = false
        interactor.loadResult = .failure(CancellationError())
        await presenter.load()

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        // The overtaken call shows nothing; the newest, cancelled, leaves no spinner behind.
        #expect(view.loadStates == [.running, .running, .idle, .running, .idle])
    }

    @Test("an overtaken load call changes nothing: only the newest answer is shown")
    func loadShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.load() }
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.holdsCalls = false

        await presenter.load()
        interactor.loadResult = .failure(LoginTestError())
        interactor.gate.releaseHeldCalls()
        await overtaken.value

        #expect(view.loadStates == [.running, .running, .loaded(LoginModels.Load.ViewModel())])
    }
}
