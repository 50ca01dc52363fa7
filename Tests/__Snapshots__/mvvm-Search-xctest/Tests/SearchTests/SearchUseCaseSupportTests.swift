import XCTest

@testable import Search

final class SearchUseCaseSupportTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    struct Failure: Error, Equatable {}

    @MainActor
    func testAnOutcomeBecomesTheStateShown() {
        // The view model is the count alone: the response decides that there is nothing to list.
        typealias State = SearchUseCaseState<Int>
        let count = { (numbers: [Int]) in numbers.count }
        let loaded = State(.success([7]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let empty = State(.success([]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let notACollection = State(.success([]), viewModel: count, failureMessage: { _ in "" })
        let failed = State(.failure(Failure()), viewModel: count, failureMessage: { "\($0)" })
        let states = [State.idle, .running, loaded, empty, notACollection, failed]

        XCTAssertEqual(states, [.idle, .running, .loaded(1), .empty, .loaded(0), .failed(message: "\(Failure())")])
        XCTAssertEqual(states.map(\.isRunning), [false, true, false, false, false, false])
    }

    @MainActor
    func testAQueryDropsACancelledCall() async {
        let calls = SearchQueryCalls()
        var starts = 0
        var cancels = 0

        let outcome = await calls.run { () async throws -> Int in
            throw CancellationError()
        } onStart: {
            starts += 1
        } onCancel: {
            cancels += 1
        }

        XCTAssertNil(outcome)
        XCTAssertEqual([starts, cancels], [1, 1])
    }

    @MainActor
    func testAQueryIsCancelledWithItsCaller() async {
        // Cancelled before it starts (the test holds the main actor until it awaits), as a screen
        // that went away cancels its task: a call that answers all the same, and one that throws an
        // error of its own (as URLSession does).
        for throwsWhenCancelled in [false, true] {
            let calls = SearchQueryCalls()
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

            XCTAssertNil(outcome)
            XCTAssertTrue(callWasCancelled)
            XCTAssertEqual(cancels, 1)
        }
    }

    @MainActor
    func testADroppedQueryShowsNothing() async throws {
        let calls = SearchQueryCalls()
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

        XCTAssertNil(outcome)
        XCTAssertEqual(cancels, 0)
        XCTAssertEqual(try next?.get(), 2)
    }

    @MainActor
    func testAnOvertakenQueryLeavesTheSpinnerToTheNewerCall() async throws {
        // A screen's newer task cancels its older one; the older call, still waiting, is overtaken.
        let calls = SearchQueryCalls()
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

        XCTAssertNil(outcome)
        XCTAssertEqual(cancels, 0)
        XCTAssertEqual(try newer?.get(), 2)
    }
}
