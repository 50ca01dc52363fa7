import Foundation
import Logging
import MCP

/// A transport that ends its input only once every request read before the end is answered.
/// The SDK's server (0.12.1) answers each request in a task of its own and stops waiting when
/// the input ends, so a client that writes its requests and closes its end (a script, a CI
/// job: `scaffold mcp < requests.jsonl`) lost every answer but the first.
actor DrainingTransport: Transport {
  private let base: any Transport
  nonisolated let logger: Logger
  /// How long answers are waited for after the input ends: a tool that runs longer is cut off.
  private let patience: Duration
  private var unanswered: Set<String> = []
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(wrapping base: any Transport, logger: Logger, patience: Duration = .seconds(60)) {
    self.base = base
    self.logger = logger
    self.patience = patience
  }

  func connect() async throws { try await base.connect() }

  func disconnect() async { await base.disconnect() }

  func send(_ data: Data) async throws {
    try await base.send(data)
    // An answer has an id and no method; it settles the request with that id.
    if let message = try? JSONDecoder().decode(Envelope.self, from: data), message.method == nil,
      let id = message.id
    {
      unanswered.remove(id.description)
      if unanswered.isEmpty { wake() }
    }
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await data in await self.base.receive() {
            await self.note(data)
            continuation.yield(data)
          }
          await self.drain()
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private func note(_ data: Data) {
    // A request has an id and a method; a notification has no id and gets no answer.
    if let message = try? JSONDecoder().decode(Envelope.self, from: data), message.method != nil,
      let id = message.id
    {
      unanswered.insert(id.description)
    }
  }

  private func drain() async {
    guard !unanswered.isEmpty else { return }
    let patience = patience
    let timer = Task { [weak self] in
      try? await Task.sleep(for: patience)
      await self?.wake()
    }
    await withCheckedContinuation { waiting.append($0) }
    timer.cancel()
  }

  private func wake() {
    let continuations = waiting
    waiting = []
    for continuation in continuations { continuation.resume() }
  }

  private struct Envelope: Decodable {
    let id: Value?
    let method: String?
  }
}
