import Foundation
import ScaffoldBase

/// `scaffold init`'s questions when the folder holds an Xcode project: which project, target,
/// test target and group `.scaffold.yml` names, so generating commands add modules to that
/// target without flags. Asked on stderr (stdout is the file written), answered a line each on
/// stdin; a wrong answer is said and asked again, and an empty one (or the end of the input)
/// declines.
public struct XcodeInitQuestions {
  /// The keys picked: `xcodeproj`, `target`, `testTarget`, `group`.
  public struct Answers: Equatable, Sendable {
    public var xcodeproj: String
    public var target: String
    public var testTarget: String?
    public var group: String?
  }

  /// The next line the user typed, `nil` at the end of the input.
  var readAnswer: () -> String?
  /// Shows a question or a complaint (the CLI: on stderr, as stdout is the file written).
  var write: (String) -> Void

  public init(readAnswer: @escaping () -> String?, write: @escaping (String) -> Void) {
    self.readAnswer = readAnswer
    self.write = write
  }

  /// The keys for one of `offers`, or `nil` when the user wants Swift packages instead.
  public func ask(_ offers: [XcodeProjectOffer]) -> Answers? {
    guard let first = offers.first else { return nil }
    var offer = first
    if offers.count > 1 {
      let names = offers.map(\.path)
      guard
        let path = answer(
          "Xcode projects here: \(names.joined(separator: ", ")). Which one do modules go into?",
          {
            names.contains($0) ? nil : "'\($0)' is not one of \(names.joined(separator: ", "))"
          }), let picked = offers.first(where: { $0.path == path })
      else { return nil }
      offer = picked
    } else {
      write("\(offer.path) is here: modules can go into one of its targets instead of Swift packages.\n")
    }
    let targets = offer.codeTargets.map { "\($0.name) (\($0.kindDescription))" }.joined(separator: ", ")
    guard
      let target = answer(
        "Target (\(targets))",
        { name in
          problem { () throws(ScaffoldError) in
            try offer.check(target: name, testTarget: nil, group: nil)
          }
        })
    else { return nil }
    var answers = Answers(xcodeproj: offer.path, target: target)
    let fallback = offer.defaultTestTarget(for: target)
    if !offer.testTargets.isEmpty {
      let names = offer.testTargets.map(\.name).joined(separator: ", ")
      let empty = fallback.map { "empty: \($0)" } ?? "empty: no tests"
      answers.testTarget =
        answer(
          "Test target (\(names); \(empty))",
          { name in
            problem { () throws(ScaffoldError) in
              try offer.check(target: target, testTarget: name, group: nil)
            }
          }) ?? fallback
    }
    answers.group = answer(
      "Group the modules go into, as group names from the top such as Shop/Features (empty: chosen each time, "
        + "where most of the target's Swift files are)",
      { path in problem { () throws(ScaffoldError) in try offer.check(target: target, testTarget: nil, group: path) } })
    return answers
  }

  /// The first acceptable non-empty answer to `question`, or `nil` for an empty one or the end of
  /// the input; `problem` says what is wrong with an answer, or `nil`.
  private func answer(_ question: String, _ problem: (String) -> String?) -> String? {
    while true {
      write("\(question): ")
      guard let line = readAnswer()?.trimmingCharacters(in: .whitespaces), !line.isEmpty else { return nil }
      guard let wrong = problem(line) else { return line }
      write("\(wrong)\n")
    }
  }

  private func problem(_ check: () throws(ScaffoldError) -> Void) -> String? {
    do {
      try check()
      return nil
    } catch {
      // The refusal as a command prints it, less what only a command's end can say.
      return error.description.replacingOccurrences(of: "; nothing was written", with: "")
    }
  }
}
