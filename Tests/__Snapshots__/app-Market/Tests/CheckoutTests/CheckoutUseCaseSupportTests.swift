import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutUseCaseSupport", .timeLimit(.minutes(1)))
struct CheckoutUseCaseSupportTests {
    struct Failure: Error {}

    @Test("an outcome becomes the state shown: loaded, empty when the response lists nothing, or failed")
    func stateOfAnOutcome() {
        // The view model is the count alone: the response decides that there is nothing to list.
        typealias State = MarketUseCaseState<Int>
        let count = { (numbers: [Int]) in numbers.count }
        let loaded = State(.success([7]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let empty = State(.success([]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let notACollection = State(.success([]), viewModel: count, failureMessage: { _ in "" })
        let failed = State(.failure(Failure()), viewModel: count, failureMessage: { "\($0)" })

        #expect(loaded == .loaded(1))
        #expect(empty == .empty)
        #expect(notACollection == .loaded(0))
        #expect(failed == .failed(message: "\(Failure())"))
        #expect([State.idle, .running, loaded, empty, failed].map(\.isRunning) == [false, true, false, false, false])
    }

    @Test("a query whose call ends in CancellationError shows no outcome, and says it was cancelled")
    func queryDropsACancelledCall() async {
        let calls = MarketQueryCalls()
        var starts = 0
        var cancels = 0

        let outcome = await calls.run { () async throws -> Int in
            throw CancellationError()
        } onStart: {
            starts += 1
        } onCancel: {
            cancels += 1
        }

        #expect(outcome == nil)
        #expect([starts, cancels] == [1, 1])
    }

    @Test("a query whose caller was cancelled shows no outcome, though its call answered, and says it was cancelled")
    func queryDropsTheAnswerOfACancelledCaller() async {
        let calls = MarketQueryCalls()
        // Cancelled before it starts (the test holds the main actor until it awaits), as a screen
        // that went away cancels its task.
        var cancels = 0
        let caller = Task {
            await calls.run {
                1
            } onStart: {
            } onCancel: {
                cancels += 1
            }
        }
        caller.cancel()

        let outcome = await caller.value

        #expect(outcome == nil)
        #expect(cancels == 1)
    }
}
