import Foundation

/// Runs the examples of one Markdown document, as `docs/README` conventions describe: `file=`
/// blocks are written, `run` blocks are run in order in one folder, `output` blocks are looked
/// for in what the run before printed. Returns every failure, each at its line.
struct DocExampleRunner {
  let document: URL
  /// Shown in failures: `docs/spec.md`.
  let displayName: String

  func failures() throws -> [String] {
    let blocks: [MarkdownBlock]
    do {
      blocks = try MarkdownBlocks.parse(try String(contentsOf: document, encoding: .utf8))
    } catch let problem as MarkdownBlocks.Problem {
      return ["\(displayName):\(problem.line): \(problem.message)"]
    }
    var failures = blocks.filter(\.mustBeMarked).map { block in
      "\(displayName):\(block.line): a \(block.language) block must be checked ('file=PATH' with a 'run' block that uses it) or marked 'not-checked'"
    }
    let folder = try ScaffoldBinary.temporaryDirectory()
    let home = try ScaffoldBinary.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: home)
    }
    var lastOutput: (line: Int, text: String)?
    for (index, block) in blocks.enumerated() {
      switch block.role {
      case .file(let path):
        let laterRuns = blocks[(index + 1)...].filter { if case .run = $0.role { true } else { false } }
        if !laterRuns.contains(where: { $0.text.contains(path) }) {
          failures.append("\(displayName):\(block.line): file=\(path) is written but no later 'run' block uses it")
        }
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(block.text.utf8).write(to: url)
      case .run(let expected):
        let result = try run(block.text, in: folder, home: home)
        lastOutput = (block.line, result.output)
        if result.status != expected {
          failures.append(
            "\(displayName):\(block.line): the block exited \(result.status), not \(expected); it printed:\n\(result.output)"
          )
        }
      case .output:
        guard let previous = lastOutput else {
          failures.append("\(displayName):\(block.line): an 'output' block must follow a 'run' block")
          continue
        }
        if let missing = Self.firstMissingLine(of: block.text, in: previous.text) {
          failures.append(
            "\(displayName):\(block.line): '\(missing)' is not in what the block at line \(previous.line) printed (in this order):\n\(previous.text)"
          )
        }
        lastOutput = nil
      case .notChecked, .shown:
        break
      }
    }
    return failures
  }

  /// The first non-empty line of `expected` (other than `...`) not found in `output` after the
  /// lines before it, comparing lines without trailing spaces; `nil` when all are there in order.
  static func firstMissingLine(of expected: String, in output: String) -> String? {
    func trimmed(_ line: Substring) -> String {
      String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    let printed = output.split(separator: "\n").map(trimmed)
    var position = 0
    for line in expected.split(separator: "\n").map(trimmed) where !line.isEmpty && line != "..." {
      guard let found = printed[position...].firstIndex(where: { $0.contains(line) }) else { return line }
      position = found + 1
    }
    return nil
  }

  /// Runs `script` with bash in `folder`: the built `scaffold` first on PATH, no colour, and an
  /// empty user template folder, so the reader's machine and this one see the same thing.
  private func run(_ script: String, in folder: URL, home: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", "-euo", "pipefail", "-c", "exec 2>&1\n" + script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    let binaries = ScaffoldBinary.url.deletingLastPathComponent().path
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    environment["XDG_CONFIG_HOME"] = home.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
