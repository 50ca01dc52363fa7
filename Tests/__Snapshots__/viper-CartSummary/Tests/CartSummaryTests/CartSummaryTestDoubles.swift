import Foundation

@testable import CartSummary

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class CartSummaryViewSpy: CartSummaryView {
    var presenter: (any CartSummaryPresenting)?
    private(set) var loadSummaryStates: [CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>] = []
    private(set) var loadSavedStates: [CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>] = []
    private(set) var loadSuggestionsStates: [CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>] = []

    func displayLoadSummary(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>) {
        loadSummaryStates.append(state)
    }

    func displayLoadSaved(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>) {
        loadSavedStates.append(state)
    }

    func displayLoadSuggestions(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>) {
        loadSuggestionsStates.append(state)
    }
}

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class CartSummaryServiceStub: CartSummaryService, CartSummaryInteracting {
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

@MainActor
extension CartSummaryFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

/// What the tests compare of `CartSummaryModels.LoadSuggestions.ViewModel`: the fields the spec gives a
/// source. Left out: notes, a placeholder until you fill it.
struct CartSummaryLoadSuggestionsMappedFields: Equatable {
    let countText: String
}

@MainActor
extension CartSummaryLoadSuggestionsMappedFields {
    init(of shown: CartSummaryModels.LoadSuggestions.ViewModel) {
        self.countText = shown.countText
    }
}

@MainActor
extension CartSummaryUseCaseState where Value == CartSummaryModels.LoadSuggestions.ViewModel {
    /// This state with its view model cut down to the fields a test may compare.
    var mapped: CartSummaryUseCaseState<CartSummaryLoadSuggestionsMappedFields> {
        switch self {
        case .idle: return .idle
        case .running: return .running
        case .loaded(let shown): return .loaded(CartSummaryLoadSuggestionsMappedFields(of: shown))
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        }
    }
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class CartSummaryDependenciesStub: CartSummaryDependencies {
        let cartSummaryService: any CartSummaryService = CartSummaryServiceStub()
    }
#endif
