import Foundation

@testable import Returns

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class ReturnsScreenSpy: ReturnsRouteHandling {
    private(set) var viewModel: ReturnsViewModel?
    private(set) var states: [ReturnsState] = []
    private(set) var handledRoutes: [ReturnsRoute] = []

    func bind(to viewModel: ReturnsViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: ReturnsRoute) {
        handledRoutes.append(route)
    }
}

/// Stands in for whoever opened the module: records every output event it is told.
@MainActor
final class ReturnsOutputSpy: ReturnsOutputHandling {
    private(set) var outputs: [ReturnsOutput] = []

    func handle(_ output: ReturnsOutput) {
        outputs.append(output)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class ReturnsServiceStub: ReturnsService {
    /// When calls answer: at once unless a test holds them.
    let gate = ReturnsCallGate()
    private(set) var loadOrderRequests: [ReturnsModels.LoadOrder.Request] = []
    var loadOrderResult: Result<ReturnsModels.LoadOrder.Response, any Error> = .success(.fixture)
    private(set) var requestReturnRequests: [ReturnsModels.RequestReturn.Request] = []
    var requestReturnResult: Result<ReturnsModels.RequestReturn.Response, any Error> = .success(.fixture)

    func loadOrder(_ request: ReturnsModels.LoadOrder.Request) async throws -> ReturnsModels.LoadOrder.Response {
        loadOrderRequests.append(request)
        try await gate.pass()
        return try loadOrderResult.get()
    }

    func requestReturn(
        _ request: ReturnsModels.RequestReturn.Request
    ) async throws -> ReturnsModels.RequestReturn.Response {
        requestReturnRequests.append(request)
        try await gate.pass()
        return try requestReturnResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class ReturnsCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}

struct ReturnsTestError: Error, Equatable {}

@MainActor
extension ReturnsModels.LoadOrder.Request {
    static let fixture = ReturnsModels.LoadOrder.Request(
        orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177))
    )
}

@MainActor
extension ReturnsModels.LoadOrder.Response {
    static let fixture = ReturnsModels.LoadOrder.Response(items: ["items 2", "items 52"])
}

@MainActor
extension ReturnsModels.RequestReturn.Request {
    static let fixture = ReturnsModels.RequestReturn.Request(
        orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177))
    )
}

@MainActor
extension ReturnsModels.RequestReturn.Response {
    static let fixture = ReturnsModels.RequestReturn.Response(label: "label 2")
}
