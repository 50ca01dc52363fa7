import Testing

@testable import Greeting

@MainActor
@Suite("GreetingPresenter", .timeLimit(.minutes(1)))
struct GreetingPresenterTests {
    let viewController = GreetingDisplaySpy()
    let presenter = GreetingPresenter()

    init() {
        presenter.viewController = viewController
    }

    @Test("load is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadShowsEachState() {
        presenter.presentLoadStarted()
        presenter.presentLoad(response: .success(.fixture))
        presenter.presentLoad(response: .failure(GreetingTestError()))

        #expect(
            viewController.displayedLoad == [
                .running,
                .loaded(GreetingModels.Load.ViewModel()),
                .failed(message: "Could not load."),
            ]
        )
    }

    @Test("a cancelled load is shown idle again, so no spinner stays behind")
    func presentLoadCancelledShowsIdle() {
        presenter.presentLoadStarted()
        presenter.presentLoadCancelled()

        #expect(viewController.displayedLoad == [.running, .idle])
    }
}
