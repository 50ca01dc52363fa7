#if DEBUG
    import Foundation

    /// Sample answers for the previews, one state each; debug builds only.
    struct InvoicePreviewWorker: InvoiceWorking {
        enum Behaviour: Sendable {
            case answers, fails, waits
        }

        /// What the preview's backend does.
        struct Failure: Error {}

        var behaviour = Behaviour.answers

        func loadInvoice(
            _ request: InvoiceModels.LoadInvoice.WorkerRequest
        ) async throws -> InvoiceModels.LoadInvoice.Response {
            try await answer(InvoiceModels.LoadInvoice.Response(title: "title 2"))
        }

        /// `response` at once, a failure, or no answer while the preview shows, as `behaviour` says.
        private func answer<Response>(_ response: Response) async throws -> Response {
            switch behaviour {
            case .answers:
                return response
            case .fails:
                throw Failure()
            case .waits:
                try await Task.sleep(for: .seconds(3_600))
                return response
            }
        }
    }
#endif
