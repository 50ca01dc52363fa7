/// Insertions into a project's text, placed where Xcode itself keeps what is inserted, and
/// applied in one pass so that every byte between them stays as it was.
struct XcodeSplice {
  let project: XcodeProject
  private var insertions: [(offset: Int, text: String)] = []
  /// New objects by `isa`, placed when the text is made, when all of a section's are known.
  private var newObjects: [String: [(id: String, text: String)]] = [:]

  init(project: XcodeProject) {
    self.project = project
  }

  /// A new object, which goes into the section of its `isa` sorted by identifier, as Xcode
  /// sorts them; the section is made, among the others in name order, when there is none.
  mutating func addObject(id: String, isa: String, text: String) {
    newObjects[isa, default: []].append((id, text))
  }

  /// `item` (an `ID /* comment */`) appended to the array `key` of `object`, as Xcode appends to
  /// `children`, `files` and `buildPhases`: on a line of its own, indented one tab more than the
  /// closing parenthesis.
  mutating func append(_ item: String, toList key: String, of object: XcodeObject) throws(XcodeProjectError) {
    guard let list = object.fields[key], let items = list.array else {
      throw XcodeProjectError(.missingKey(key), at: object.entry.keyRange.lowerBound, in: project.bytes)
    }
    let bytes = project.bytes
    let close = list.range.upperBound - 1
    let afterLast = items.last?.range.upperBound ?? list.range.lowerBound + 1
    let between = bytes[afterLast..<close]
    if between.contains(UInt8(ascii: "\n")) {
      let lineStart = Self.lineStart(in: bytes, before: close)
      let indent = String(decoding: bytes[lineStart..<close], as: UTF8.self)
      insertions.append((lineStart, "\(indent)\t\(item),\n"))
    } else {
      // A list written on one line (`files = ();`), which Xcode does not write but people do.
      let needsComma = !items.isEmpty && !between.contains(UInt8(ascii: ","))
      insertions.append((close, "\(needsComma ? "," : "")\(items.isEmpty ? "" : " ")\(item),"))
    }
  }

  /// The edited text.
  func text() -> String {
    var all = insertions
    if project.sections.isEmpty {
      // A project without section comments (written by another tool): every new object among
      // all the others, before the first whose identifier is greater.
      all += unsectionedPlacements(of: newObjects.values.flatMap { $0 }.sorted { $0.id < $1.id })
    } else {
      for isa in newObjects.keys.sorted() {
        all += placements(of: newObjects[isa, default: []].sorted { $0.id < $1.id }, isa: isa)
      }
    }
    // Stable: insertions at one offset keep the order they were made in.
    let ordered = all.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
    var result: [UInt8] = []
    result.reserveCapacity(project.bytes.count + all.reduce(0) { $0 + $1.text.utf8.count })
    var copied = 0
    for (_, insertion) in ordered {
      result += project.bytes[copied..<insertion.offset]
      result += Array(insertion.text.utf8)
      copied = insertion.offset
    }
    result += project.bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  private func placements(of objects: [(id: String, text: String)], isa: String) -> [(offset: Int, text: String)] {
    let bytes = project.bytes
    let entries = project.objectsNode.entries ?? []
    if let section = project.sections.first(where: { $0.name == isa }) {
      let inSection = entries.filter {
        $0.keyRange.lowerBound > section.begin.upperBound && $0.end <= section.end.lowerBound
      }
      return objects.map { object in
        let next = inSection.first { $0.key > object.id }
        let offset = Self.lineStart(in: bytes, before: next?.keyRange.lowerBound ?? section.end.lowerBound)
        return (offset, object.text)
      }
    }
    let body = objects.map(\.text).joined()
    if let next = project.sections.first(where: { $0.name > isa }) {
      let text = "/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n\n"
      return [(Self.lineStart(in: bytes, before: next.begin.lowerBound), text)]
    }
    let last = project.sections.last?.end.upperBound ?? 0
    let lineEnd = bytes[last...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
    return [(lineEnd, "\n/* Begin \(isa) section */\n\(body)/* End \(isa) section */\n")]
  }

  private func unsectionedPlacements(of objects: [(id: String, text: String)]) -> [(offset: Int, text: String)] {
    let entries = project.objectsNode.entries ?? []
    let close = project.objectsNode.range.upperBound - 1
    return objects.map { object in
      let next = entries.first { $0.key > object.id }
      return (Self.lineStart(in: project.bytes, before: next?.keyRange.lowerBound ?? close), object.text)
    }
  }

  /// Where the line holding `offset` starts.
  static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }
}
