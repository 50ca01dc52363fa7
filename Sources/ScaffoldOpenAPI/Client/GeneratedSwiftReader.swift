/// Reads swift-openapi-generator's files into a `GeneratedSwiftModel`, by the shape of each line
/// and its indentation (four spaces a level): type blocks are followed, function and computed
/// property bodies are skipped to their closing brace at the indentation they opened at.
struct GeneratedSwiftReader {
  private var model = GeneratedSwiftModel()
  private let file: String
  /// The open type blocks, innermost last.
  private var open: [String] = []
  private var remark: String?
  private var responseCode: String?
  private var skipping: Skip?

  private struct Skip {
    var indent: Int
    var inParameters: Bool
    var owner: String
    var isDecoder: Bool
    var line: Int
  }

  static func read(_ files: [(name: String, text: String)]) throws(OpenAPIClientIndexError) -> GeneratedSwiftModel {
    var model = GeneratedSwiftModel()
    for file in files {
      var reader = GeneratedSwiftReader(model: model, file: file.name)
      try reader.read(file.text)
      model = reader.model
    }
    return model
  }

  private init(model: GeneratedSwiftModel, file: String) {
    self.model = model
    self.file = file
  }

  private mutating func read(_ text: String) throws(OpenAPIClientIndexError) {
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let indent = raw.prefix(while: { $0 == " " }).count
      let line = String(raw.dropFirst(indent))
      if line.hasSuffix("\r") || line.hasPrefix("\t") {
        throw failure(number, "a tab or carriage return, which the generator does not write", line)
      }
      if skipping != nil {
        try skip(line, indent: indent, number: number)
        continue
      }
      guard let shape = GeneratedSwiftLine.read(line) else {
        throw failure(number, "a line the index cannot read", line)
      }
      try take(shape, indent: indent, number: number, text: line)
    }
    if let skipping {
      throw failure(skipping.line, "a declaration whose closing brace never comes", "")
    }
    if let innermost = open.last {
      throw failure(number, "the file ends inside '\(innermost)'", "")
    }
  }

  private mutating func take(
    _ shape: GeneratedSwiftLine, indent: Int, number: Int, text: String
  ) throws(OpenAPIClientIndexError) {
    switch shape {
    case .blank, .ignored: return
    case .documentation(let words):
      try document(words, number: number, text: text)
      return
    case .close:
      guard !open.isEmpty, indent == 4 * (open.count - 1) else {
        throw failure(number, "a closing brace at an indentation no open block has", text)
      }
      open.removeLast()
      forgetDocumentation()
      return
    default: break
    }
    guard indent == 4 * open.count else {
      throw failure(number, "indented \(indent) spaces where \(4 * open.count) were expected", text)
    }
    defer { forgetDocumentation() }
    let owner = open.last ?? ""
    switch shape {
    case .type(let kind, let name, let inherited, let isEmpty):
      try declareType(kind, name: name, inherited: inherited, number: number, text: text)
      if !isEmpty { open.append(kind == .extensionType ? name : qualified(name)) }
    case .typeAlias(let name, let type):
      let full = qualified(name)
      model.typeAliases[full] = GeneratedTypeAlias(type: type, pointer: remark)
      if let remark, model.typesByPointer[remark] == nil { model.typesByPointer[remark] = full }
    case .property(let name, let type, let value, let isStatic):
      try requireOwner(number, text)
      if isStatic {
        model.types[owner]?.constants[name] = value.flatMap(GeneratedSwiftLiteral.value)
      } else {
        add(GeneratedMember(name: name, kind: .property(type: type), pointer: remark, line: number))
      }
    case .computedProperty:
      try requireOwner(number, text)
      skipping = Skip(indent: indent, inParameters: false, owner: owner, isDecoder: false, line: number)
    case .enumCase(let name, let values, let rawValue):
      try requireOwner(number, text)
      add(
        GeneratedMember(
          name: name, kind: .enumCase(values, rawValue: rawValue), pointer: remark, responseCode: responseCode,
          line: number))
    case .function(_, let header, let ending):
      try function(header, ending: ending, indent: indent, number: number, text: text)
    case .blank, .ignored, .documentation, .close: break
    }
  }

  private mutating func function(
    _ header: String, ending: GeneratedFunctionEnding, indent: Int, number: Int, text: String
  ) throws(OpenAPIClientIndexError) {
    try requireOwner(number, text)
    let owner = open.last ?? ""
    if ending == .requirement || ending == .body, let method = Self.apiMethod(header) {
      add(
        GeneratedMember(
          name: method.name, kind: .method(input: method.input, output: method.output), pointer: remark, line: number))
    } else if ending == .requirement {
      throw failure(number, "a function without a body that is no API method", text)
    }
    guard ending == .body || ending == .parameters else { return }
    skipping = Skip(
      indent: indent, inParameters: ending == .parameters, owner: owner,
      isDecoder: header.hasPrefix("init(from decoder:"), line: number)
  }

  /// A line inside a body being skipped: only its end, and in a decoder what marks an `anyOf`.
  private mutating func skip(_ line: String, indent: Int, number: Int) throws(OpenAPIClientIndexError) {
    guard var current = skipping else { return }
    if !line.isEmpty, indent < current.indent {
      throw failure(number, "a line less indented than the declaration it is inside", line)
    }
    if current.isDecoder, line.contains("verifyAtLeastOneSchemaIsNotNil") {
      model.types[current.owner]?.decodesAnyOf = true
    }
    guard indent == current.indent else { return }
    if current.inParameters {
      guard line.hasPrefix(")") else { throw failure(number, "a function's parameters that do not end", line) }
      if line.hasSuffix("{}") {
        skipping = nil
      } else if line.hasSuffix("{") {
        current.inParameters = false
        skipping = current
      } else {
        throw failure(number, "a function's parameters that are not followed by a body", line)
      }
    } else if line == "}" {
      skipping = nil
    } else if !line.isEmpty {
      throw failure(number, "a body that ends without its closing brace", line)
    }
  }

  private mutating func declareType(
    _ kind: GeneratedTypeKind, name: String, inherited: [String], number: Int, text: String
  ) throws(OpenAPIClientIndexError) {
    if kind == .extensionType {
      guard open.isEmpty else { throw failure(number, "an extension inside a type", text) }
      if model.types[name] == nil {
        model.types[name] = GeneratedType(name: name, kind: .extensionType, file: file, line: number)
      }
      return
    }
    let full = qualified(name)
    if let existing = model.types[full], existing.kind != .extensionType {
      throw failure(number, "'\(full)' is declared twice (first at \(existing.file):\(existing.line))", text)
    }
    var type = model.types[full] ?? GeneratedType(name: full, kind: kind, file: file, line: number)
    (type.kind, type.inherited, type.pointer, type.file, type.line) = (kind, inherited, remark, file, number)
    model.types[full] = type
    if let remark, model.typesByPointer[remark] == nil { model.typesByPointer[remark] = full }
    if !open.isEmpty { add(GeneratedMember(name: name, kind: .type(full), pointer: remark, line: number)) }
  }

  private mutating func document(_ words: String, number: Int, text: String) throws(OpenAPIClientIndexError) {
    if words.hasPrefix("- Remark: Generated from ") {
      guard let pointer = Self.quoted(words.dropFirst("- Remark: Generated from ".count)) else {
        throw failure(number, "a remark whose pointer is not between backticks", text)
      }
      remark = pointer
    } else if words.hasPrefix("HTTP response code: ") {
      guard let code = Self.quoted(words.dropFirst("HTTP response code: ".count)) else {
        throw failure(number, "a response code that is not between backticks", text)
      }
      responseCode = code
    }
  }

  /// `` `text`. `` → `text`.
  private static func quoted(_ words: Substring) -> String? {
    guard words.hasPrefix("`"), words.hasSuffix("`."), words.count > 3 else { return nil }
    return String(words.dropFirst().dropLast(2))
  }

  /// `func name(_ input: Input) async throws -> Output` (with `{` after it in `Client`).
  static func apiMethod(_ header: String) -> (name: String, input: String, output: String)? {
    var text = Substring(header)
    if text.hasSuffix(" {") { text = text.dropLast(2) }
    guard text.hasPrefix("func "), let open = text.firstIndex(of: "(") else { return nil }
    let name = GeneratedSwiftLine.identifier(text[text.index(text.startIndex, offsetBy: 5)..<open])
    let signature = text[open...]
    guard let name, signature.hasPrefix("(_ input: "), let arrow = signature.range(of: ") async throws -> ") else {
      return nil
    }
    let input = signature[signature.index(signature.startIndex, offsetBy: 10)..<arrow.lowerBound]
    let output = signature[arrow.upperBound...]
    guard !input.isEmpty, !output.isEmpty, !output.contains(" ") else { return nil }
    return (name, String(input), String(output))
  }

  private func qualified(_ name: String) -> String { open.last.map { "\($0).\(name)" } ?? name }

  private mutating func add(_ member: GeneratedMember) {
    guard let owner = open.last else { return }
    model.types[owner]?.members.append(member)
  }

  private func requireOwner(_ number: Int, _ text: String) throws(OpenAPIClientIndexError) {
    if open.isEmpty { throw failure(number, "a member outside any type", text) }
  }

  private mutating func forgetDocumentation() {
    remark = nil
    responseCode = nil
  }

  private func failure(_ line: Int, _ reason: String, _ text: String) -> OpenAPIClientIndexError {
    OpenAPIClientIndexError(file: file, line: line, reason: reason, text: text)
  }
}
