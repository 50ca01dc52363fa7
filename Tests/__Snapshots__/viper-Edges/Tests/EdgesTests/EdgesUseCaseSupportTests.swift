import Testing

@testable import Edges

@MainActor
@Suite("EdgesUseCaseSupport", .timeLimit(.minutes(1)))
struct EdgesUseCaseSupportTests {
    struct Failure: Error, Equatable {}

    @Test("an outcome becomes the state shown: loaded, empty when the response lists nothing, or failed")
    func stateOfAnOutcome() {
        // The view model is the count alone: the response decides that there is nothing to list.
        typealias State = EdgesUseCaseState<Int>
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
        let calls = EdgesQueryCalls()
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
            let calls = EdgesQueryCalls()
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

    @Test("a query's calls in flight, dropped, show nothing when they end; the next call is heard")
    func droppedQueryShowsNothing() async throws {
        let calls = EdgesQueryCalls()
        let (answers, answer) = AsyncStream.makeStream(of: Int.self)
        var starts = 0
        var cancels = 0
        let dropped = Task {
            await calls.run { () async throws -> Int in
                for await value in answers { return value }
                throw CancellationError()
            } onStart: {
                starts += 1
            } onCancel: {
                cancels += 1
            }
        }
        while starts == 0 { await Task.yield() }

        calls.dropCallsInFlight()
        answer.yield(1)
        let outcome = await dropped.value
        let next = await calls.run {
            2
        } onStart: {
        } onCancel: {
        }

        #expect(outcome == nil)
        #expect(cancels == 0)
        #expect(try next?.get() == 2)
    }

    @Test("an overtaken query shows nothing, though its caller was cancelled too: the newer call owns the spinner")
    func overtakenQueryLeavesTheSpinnerToTheNewerCall() async throws {
        // A screen's newer task cancels its older one; the older call, still waiting, is overtaken.
        let calls = EdgesQueryCalls()
        let (answers, answer) = AsyncStream.makeStream(of: Int.self)
        var starts = 0
        var cancels = 0
        let overtaken = Task {
            await calls.run { () async throws -> Int in
                for await value in answers { return value }
                throw CancellationError()
            } onStart: {
                starts += 1
            } onCancel: {
                cancels += 1
            }
        }
        while starts == 0 { await Task.yield() }
        let newer = await calls.run {
            2
        } onStart: {
        } onCancel: {
        }
        overtaken.cancel()
        answer.finish()

        let outcome = await overtaken.value

        #expect(outcome == nil)
        #expect(cancels == 0)
        #expect(try newer?.get() == 2)
    }
}
