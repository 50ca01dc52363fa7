import Foundation
import ShopTestSupport

@testable import Legal

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class LegalControllerSpy {
    let model: LegalModel
    private(set) var loadDocumentStates: [ShopCallState<LegalModels.LoadDocument.Response>] = []

    init(model: LegalModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadDocumentState, in: &loadDocumentStates)
    }

    private func record<Value: Equatable>(_ state: ShopCallState<Value>, in states: inout [ShopCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

@MainActor
extension LegalInput {
    static let fixture = LegalInput(documentID: "documentID 3")
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class LegalServiceStub: LegalService {
    /// When calls answer: at once unless a test holds them.
    let gate = ShopCallGate()
    private(set) var loadDocumentRequests: [LegalModels.LoadDocument.Request] = []
    var loadDocumentResult: Result<LegalModels.LoadDocument.Response, any Error> = .success(.fixture)

    func loadDocument(_ request: LegalModels.LoadDocument.Request) async throws -> LegalModels.LoadDocument.Response {
        loadDocumentRequests.append(request)
        try await gate.pass()
        return try loadDocumentResult.get()
    }
}

struct LegalTestError: Error, Equatable {}

@MainActor
extension LegalModels.LoadDocument.Request {
    static let fixture = LegalModels.LoadDocument.Request(documentID: "documentID 1")
}

@MainActor
extension LegalModels.LoadDocument.Response {
    static let fixture = LegalModels.LoadDocument.Response(text: "text 2")
}
