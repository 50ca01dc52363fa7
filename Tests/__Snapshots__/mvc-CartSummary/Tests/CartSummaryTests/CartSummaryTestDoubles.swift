import Foundation

@testable import CartSummary

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class CartSummaryControllerSpy {
    let model: CartSummaryModel
    private(set) var loadSummaryStates: [CartSummaryCallState<CartSummaryModels.LoadSummary.Response>] = []
    private(set) var loadSavedStates: [CartSummaryCallState<CartSummaryModels.LoadSaved.Response>] = []
    private(set) var loadSuggestionsStates: [CartSummaryCallState<CartSummaryModels.LoadSuggestions.Response>] = []

    init(model: CartSummaryModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadSummaryState, in: &loadSummaryStates)
        record(model.loadSavedState, in: &loadSavedStates)
        record(model.loadSuggestionsState, in: &loadSuggestionsStates)
    }

    private func record<Value: Equatable>(
        _ state: CartSummaryCallState<Value>,
        in states: inout [CartSummaryCallState<Value>]
    ) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class CartSummaryServiceStub: CartSummaryService {
    /// When calls answer: at once unless a test holds them.
    let gate = CartSummaryCallGate()
    private(set) var loadSummaryRequests: [CartSummaryModels.LoadSummary.Request] = []
    var loadSummaryResult: Result<CartSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)
    private(set) var loadSavedRequests: [CartSummaryModels.LoadSaved.Request] = []
    var loadSavedResult: Result<CartSummaryModels.LoadSaved.Response, any Error> = .success(.fixture)
    private(set) var loadSuggestionsRequests: [CartSummaryModels.LoadSuggestions.Request] = []
    var loadSuggestionsResult: Result<CartSummaryModels.LoadSuggestions.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }

    func loadSaved(
        _ request: CartSummaryModels.LoadSaved.Request
    ) async throws -> CartSummaryModels.LoadSaved.Response {
        loadSavedRequests.append(request)
        try await gate.pass()
        return try loadSavedResult.get()
    }

    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response {
        loadSuggestionsRequests.append(request)
        try await gate.pass()
        return try loadSuggestionsResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class CartSummaryCallGate {
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

struct CartSummaryTestError: Error, Equatable {}

@MainActor
extension CartSummaryModels.LoadSummary.Request {
    static let fixture = CartSummaryModels.LoadSummary.Request()
}

@MainActor
extension CartSummaryModels.LoadSummary.Response {
    static let fixture = CartSummaryModels.LoadSummary.Response(
        items: [
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902)
            ),
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952)
            ),
        ],
        total: Decimal(1_352)
    )
}

@MainActor
extension CartSummaryModels.LoadSaved.Request {
    static let fixture = CartSummaryModels.LoadSaved.Request()
}

@MainActor
extension CartSummaryModels.LoadSaved.Response {
    static let fixture = CartSummaryModels.LoadSaved.Response(
        saved: SavedCart(
            name: "name 2",
            items: [
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    title: "title 2",
                    price: Decimal(6_902)
                ),
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                    title: "title 52",
                    price: Decimal(6_952)
                ),
            ]
        )
    )
}

@MainActor
extension CartSummaryModels.LoadSuggestions.Request {
    static let fixture = CartSummaryModels.LoadSuggestions.Request()
}

@MainActor
extension CartSummaryModels.LoadSuggestions.Response {
    static let fixture = CartSummaryModels.LoadSuggestions.Response(
        count: 2_102,
        suggestions: ["suggestions 2", "suggestions 52"]
    )
}
