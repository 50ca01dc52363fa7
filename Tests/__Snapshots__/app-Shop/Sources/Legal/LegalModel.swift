/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol LegalService: Sendable {
    func loadDocument(_ request: LegalModels.LoadDocument.Request) async throws -> LegalModels.LoadDocument.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol LegalModuleInput: AnyObject {
    @discardableResult
    func update(_ input: LegalInput) -> Bool
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class LegalModel {
    private(set) var loadDocumentState: ShopCallState<LegalModels.LoadDocument.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    /// Requests take the fields the user does not give from it; `update(_:)` replaces it.
    /// Internal, not private: the tests of a module whose routes open this one check it.
    private(set) var input: LegalInput
    private let service: any LegalService
    private let loadDocumentCalls = ShopQueryCalls()

    init(input: LegalInput, service: any LegalService) {
        self.input = input
        self.service = service
    }

    func loadDocument() async {
        let request = LegalModels.LoadDocument.Request(documentID: self.input.documentID)
        let outcome = await loadDocumentCalls.run { [service] in
            try await service.loadDocument(request)
        } onStart: {
            loadDocumentState = .running
        } onCancel: {
            loadDocumentState = .idle
        }
        guard let outcome else { return }
        loadDocumentState = ShopCallState(outcome)
    }
}

extension LegalModel: LegalModuleInput {
    func update(_ input: LegalInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadDocumentCalls.dropCallsInFlight()
        loadDocumentState = .idle
        return true
    }
}
