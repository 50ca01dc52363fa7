import XCTest

@testable import ProductDetail

final class ProductDetailUseCaseSupportTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    struct Failure: Error {}

    @MainActor
    func testAnOutcomeBecomesTheStateShown() async {
        // The view model is the count alone: the response decides that there is nothing to list.
        typealias State = ProductDetailUseCaseState<Int>
        let count = { (numbers: [Int]) in numbers.count }
        let loaded = State(.success([7]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let empty = State(.success([]), viewModel: count, isEmpty: \.isEmpty, failureMessage: { _ in "" })
        let notACollection = State(.success([]), viewModel: count, failureMessage: { _ in "" })
        let failed = State(.failure(Failure()), viewModel: count, failureMessage: { "\($0)" })

        XCTAssertEqual(loaded, .loaded(1))
        XCTAssertEqual(empty, .empty)
        XCTAssertEqual(notACollection, .loaded(0))
        XCTAssertEqual(failed, .failed(message: "\(Failure())"))
        XCTAssertEqual(
            [State.idle, .running, loaded, empty, failed].map(\.isRunning),
            [false, true, false, false, false]
        )
    }

    @MainActor
    func testAQueryDropsACancelledCall() async {
        let calls = ProductDetailQueryCalls()
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
    func testAQueryDropsTheAnswerOfACancelledCaller() async {
        let calls = ProductDetailQueryCalls()
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

        XCTAssertNil(outcome)
        XCTAssertEqual(cancels, 1)
    }
}
