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

        public func loadRecent(
            _ request: SearchModels.LoadRecent.Request
        ) async throws -> SearchModels.LoadRecent.Response {
            try await answer(SearchModels.LoadRecent.Response(queries: ["queries 2", "queries 52"]))
        }

        public func findArticles(
            _ request: SearchModels.FindArticles.Request
        ) async throws -> SearchModels.FindArticles.Response {
            try await answer(SearchModels.FindArticles.Response(titles: ["titles 2", "titles 52"], total: 1_352))
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
