import Foundation

#if DEBUG
    /// The model of the previews: it answers, fails, or waits until cancelled. Debug builds only.
    public struct ReturnsPreviewService: ReturnsService {
        public enum Behaviour: Sendable {
            case answers, fails, waits
        }

        struct Failure: Error {}

        let behaviour: Behaviour

        public init(_ behaviour: Behaviour = .answers) {
            self.behaviour = behaviour
        }

        public func loadOrder(
            _ request: ReturnsModels.LoadOrder.Request
        ) async throws -> ReturnsModels.LoadOrder.Response {
            try await answer(ReturnsModels.LoadOrder.Response(items: ["items 2", "items 52"]))
        }

        public func requestReturn(
            _ request: ReturnsModels.RequestReturn.Request
        ) async throws -> ReturnsModels.RequestReturn.Response {
            try await answer(ReturnsModels.RequestReturn.Response(label: "label 2"))
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
