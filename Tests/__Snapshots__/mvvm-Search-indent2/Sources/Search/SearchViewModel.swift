/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class SearchViewModel {
  /// What the screen shows. Set only here, so every change goes through the use cases.
  public private(set) var state = SearchState() {
    didSet {
      if state != oldValue { onStateChange?(state) }
    }
  }

  /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
  public var onStateChange: (@MainActor (SearchState) -> Void)?
  let service: any SearchService
  private let loadCalls = SearchQueryCalls()

  public init(service: any SearchService) {
    self.service = service
  }

  public func load() async {
    let request = SearchModels.Load.Request()
    let outcome = await loadCalls.run { [service] in
      try await service.load(request)
    } onStart: {
      state.load = .running
    } onCancel: {
      state.load = .idle
    }
    guard let outcome else { return }
    state.load = SearchUseCaseState(
      outcome,
      viewModel: Self.loadContent(from:),
      failureMessage: Self.loadFailureMessage(for:)
    )
  }
}

extension SearchViewModel {
  static func loadContent(from response: SearchModels.Load.Response) -> SearchModels.Load.Content {
    SearchModels.Load.Content()
  }

  /// Map the errors your service throws to messages of their own here.
  static func loadFailureMessage(for error: any Error) -> String {
    SearchStrings.Load.failure
  }
}
