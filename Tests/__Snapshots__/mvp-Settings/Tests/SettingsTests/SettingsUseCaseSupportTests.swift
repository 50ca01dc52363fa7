import Testing

@testable import Settings

@MainActor
@Suite("SettingsUseCaseSupport", .timeLimit(.minutes(1)))
struct SettingsUseCaseSupportTests {
    struct Failure: Error, Equatable {}

    @Test("an outcome becomes the state shown: loaded, empty when the response lists nothing, or failed")
    func stateOfAnOutcome() {
        // The view model is the count alone: the response decides that there is nothing to list.
        typealias State = SettingsUseCaseState<Int>
        let count = { (numbers: [Int]) in numbers.count }
        let loaded = State(.success([7]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let empty = State(.success([]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let notACollection = State(.success([]), viewModel: count, failureMessage: { _ in "" })
        let failed = State(.failure(Failure()), viewModel: count, failureMessage: { "\($0)" })
        let states = [State.idle, .running, loaded, empty, notACollection, failed]

        #expect(states == [.idle, .running, .loaded(1), .empty, .loaded(0), .failed(message: "\(Failure())")])
        #expect(states.map(\.isRunning) == [false, true, false, false, false, false])
    }

    @Test("a query whose call ends in CancellationError shows no outcome, and says it was cancelled")
    func queryDropsACancelledCall() async {
        let calls = SettingsQueryCalls()
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

    @Test("a query is cancelled with its caller, and shows no outcome, whatever its call ends with")
    func queryIsCancelledWithItsCaller() async {
        // Cancelled before it starts (the test holds the main actor until it awaits), as a screen
        // that went away cancels its task: a call that answers all the same, and one that throws an
        // error of its own (as URLSession does).
        for throwsWhenCancelled in [false, true] {
            let calls = SettingsQueryCalls()
            var callWasCancelled = false
            var cancels = 0
            let caller = Task {
                await calls.run { () async throws -> Int in
                    callWasCancelled = Task.isCancelled
                    if throwsWhenCancelled, callWasCancelled { throw Failure() }
                    return 1
                } onStart: {
                } onCancel: {
                    cancels += 1
                }
            }
            caller.cancel()

            let outcome = await caller.value

            #expect(outcome == nil)
            #expect(callWasCancelled)
            #expect(cancels == 1)
        }
    }
}
