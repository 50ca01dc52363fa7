import ScaffoldBase

/// `{% for x in list %}` over the lists Generamba's context has: `module_info.project_targets`
/// and `module_info.test_targets`, the Xcode targets the module's files and tests were added to.
/// In the package Scaffold generates, the module's code is in one target, `<Name>`, and its tests
/// in one, `<Name>Tests`, so each list has one element: the loop becomes its body, printed once,
/// with `x` printing the target's name and `forloop` what Liquid gives the only iteration.
/// A loop over anything else is refused (the context has no other list Generamba templates see).
enum LiquidLoops {
  static let lists = [
    "module_info.project_targets": "{{module.name}}", "module_info.test_targets": "{{module.name}}Tests",
  ]
  /// `forloop.<key>` in a loop of one.
  static let forloop = [
    "first": "true", "last": "true", "index": "1", "index0": "0", "rindex": "1", "rindex0": "0", "length": "1",
  ]

  struct Loop: Equatable {
    var variable: String
    /// What the variable prints (Mustache).
    var element: String
  }

  package enum Parsed: Equatable {
    case loop(Loop)
    case refused(message: String, hint: String)
  }

  /// `x in module_info.project_targets`: the loop, or why it cannot be converted.
  static func parse(_ argument: String) -> Parsed {
    let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard words.count >= 3, words[1] == "in", LiquidExpression.isIdentifier(words[0]) else {
      return .refused(
        message: "'{% for \(argument) %}' is not a loop Scaffold can read", hint: "write '{% for x in list %}'")
    }
    guard let element = lists[words[2]] else {
      return .refused(
        message:
          "'{% for %}' over '\(words[2])' cannot be converted: the lists Generamba's context has are \(lists.keys.sorted().joined(separator: " and "))",
        hint: "write out what the loop prints; the whole loop up to '{% endfor %}' is left out of the check")
    }
    guard words.count == 3 else {
      return .refused(
        message: "'\(words[3...].joined(separator: " "))' on a '{% for %}' cannot be converted",
        hint: "loop over the whole list: it has one element in a package")
    }
    return .loop(Loop(variable: words[0], element: element))
  }

  /// What an output tag prints inside `loops` (innermost last) when it names a loop variable or
  /// `forloop`, else `nil`.
  static func value(of expression: String, in loops: [Loop]) -> LiquidExpression? {
    let parts = expression.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    let path = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let head = path.first,
      let loop = loops.last(where: { $0.variable == head }) ?? (head == "forloop" ? loops.last : nil)
    else { return nil }
    if parts.count > 1 {
      return .refused(
        message: "a filter on the loop's '\(head)' cannot be converted", hint: "print it plainly",
        offset: parts[0].count + 1)
    }
    if head == "forloop" {
      guard path.count == 2, let value = forloop[path[1]] else {
        return .refused(
          message: "'\(parts[0])' is not one of forloop's \(forloop.keys.sorted().joined(separator: ", "))",
          hint: "fix the name", offset: 0)
      }
      return .literal(value)
    }
    guard path.count == 1 else {
      return .refused(message: "a target name has no '\(path[1])'", hint: "print '\(head)' alone", offset: head.count)
    }
    return .mustache(loop.element)
  }
}

extension LiquidConverter {
  /// Opens `{% for %}` over a list Generamba's context has (see `LiquidLoops`); any other loop is
  /// refused and skipped to its `{% endfor %}`. Returns the index of the last token consumed.
  func openLoop(
    _ argument: String, token: LiquidToken, at index: Int, in tokens: [LiquidToken], into state: inout LiquidOutput
  ) -> Int {
    switch LiquidLoops.parse(argument) {
    case .loop(let loop):
      state.sections.append(LiquidSection(tag: "for", name: nil, inverted: false, token: token, loop: loop))
      return index
    case .refused(let message, let hint):
      report(&state, token, message, hint: hint)
      guard let end = matchingEnd(of: "for", from: index, in: tokens) else {
        report(&state, token, "'{% for %}' is never closed", hint: "add '{% endfor %}'")
        return tokens.count
      }
      return end
    }
  }
}
