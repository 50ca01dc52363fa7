#if DEBUG
  /// The model of the previews: it answers, fails, or waits until cancelled. Debug builds only.
  public struct SearchPreviewService: SearchService {
    public enum Behaviour: Sendable {
      case answers, fails, waits
    }

    struct Failure: Error {}

    let behaviour: Behaviour

    public init(_ behaviour: Behaviour = .answers) {
      self.behaviour = behaviour
    }

    public func load(_ request: SearchModels.Load.Request) async throws -> SearchModels.Load.Response {
      try await answer(SearchModels.Load.Response())
    }

    private func answer<Response>(_ response: Response) async throws -> Response {
      switch behaviour {
      case .answers: return response
      case .fails: throw Failure()
      case .waits:
        try await Task.sleep(for: .seconds(3_600))
        return response
      }
    }
  }
#endif
