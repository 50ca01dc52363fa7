/// Insertions into a project's text, placed where Xcode itself keeps what is inserted, and
/// applied in one pass so that every byte between them stays as it was.
struct XcodeSplice {
  let project: XcodeProject
  private var insertions: [(offset: Int, text: String)] = []
  /// Byte ranges to drop; overlapping ones (an object inside a dropped section) are merged.
  private var deletions: [Range<Int>] = []
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

  /// `value` into the array `key` of `object`, before the first item that sorts after it, as
  /// Xcode keeps `membershipExceptions` sorted; at the end when none does.
  mutating func insertSorted(_ value: String, intoList key: String, of object: XcodeObject) throws(XcodeProjectError) {
    let item = XcodeText.value(value)
    guard let items = object.fields[key]?.array, let next = items.first(where: { ($0.string ?? "") > value }) else {
      try append(item, toList: key, of: object)
      return
    }
    let start = Self.lineStart(in: project.bytes, before: next.range.lowerBound)
    let indent = String(decoding: project.bytes[start..<next.range.lowerBound], as: UTF8.self)
    if indent.allSatisfy({ $0 == "\t" || $0 == " " }) {
      insertions.append((start, "\(indent)\(item),\n"))
    } else {
      insertions.append((next.range.lowerBound, "\(item), "))
    }
  }

  /// A new array `key = ( … );` in `object`, among its keys in name order as Xcode writes them:
  /// on lines of its own in an object written over several lines, else on the object's line.
  mutating func insertList(_ key: String, items: [String], into object: XcodeObject) {
    let bytes = project.bytes
    let entries = (object.fields.entries ?? []).filter { $0.key != "isa" }
    let close = object.fields.range.upperBound - 1
    let next = entries.first { $0.key > key }
    let anchor = next?.keyRange.lowerBound ?? close
    let start = Self.lineStart(in: bytes, before: anchor)
    let indent = String(decoding: bytes[start..<anchor], as: UTF8.self)
    if next != nil, indent.allSatisfy({ $0 == "\t" || $0 == " " }) {
      let lines = items.map { "\(indent)\t\($0),\n" }.joined()
      insertions.append((start, "\(indent)\(key) = (\n\(lines)\(indent));\n"))
    } else {
      insertions.append((anchor, "\(key) = (\(items.map { "\($0), " }.joined())); "))
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
    var pendingDeletions = Self.merged(deletions)[...]
    func copy(upTo offset: Int) {
      while let deletion = pendingDeletions.first, deletion.lowerBound < offset {
        result += project.bytes[copied..<max(copied, deletion.lowerBound)]
        copied = max(copied, deletion.upperBound)
        pendingDeletions = pendingDeletions.dropFirst()
      }
      if copied < offset { result += project.bytes[copied..<offset] }
      copied = max(copied, offset)
    }
    for (_, insertion) in ordered {
      copy(upTo: insertion.offset)
      result += Array(insertion.text.utf8)
    }
    copy(upTo: project.bytes.count)
    return String(decoding: result, as: UTF8.self)
  }

  /// Drops `range` of the project's bytes.
  mutating func delete(_ range: Range<Int>) {
    deletions.append(range)
  }

  private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  private func placements(of objects: [(id: String, text: String)], isa: String) -> [(offset: Int, text: String)] {
    let bytes = project.bytes
    let entries = project.objectsNode.entries ?? []
    if let section = project.sections.first(where: { $0.name == isa }) {
      let inSection = entries.filter {
        $0.keyRange.lowerBound > section.begin.upperBound && $0.end <= section.end.lowerBound
      }
      // `objects` come sorted by identifier, so the first entry greater than one object's is
      // never before the first greater than the object before it: each search starts there.
      var searchFrom = inSection.startIndex
      return objects.map { object in
        let next = inSection[searchFrom...].firstIndex { $0.key > object.id }
        searchFrom = next ?? inSection.endIndex
        let anchor = next.map { inSection[$0].keyRange.lowerBound } ?? section.end.lowerBound
        return (Self.lineStart(in: bytes, before: anchor), object.text)
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

  /// `range` grown to the whole lines it is on, with their line break, when nothing else is on
  /// them; else `range` itself.
  func lines(around range: Range<Int>) -> Range<Int> {
    let bytes = project.bytes
    let start = Self.lineStart(in: bytes, before: range.lowerBound)
    var end = range.upperBound
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    let blankBefore = bytes[start..<range.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard blankBefore, end < bytes.count, bytes[end] == UInt8(ascii: "\n") else { return range }
    return start..<(end + 1)
  }

  /// Drops `id /* comment */,` from the array `key` of `object`: its whole line when it has one.
  mutating func deleteItem(_ id: String, inList key: String, of object: XcodeObject) {
    guard let items = object.fields[key]?.array, let item = items.first(where: { $0.string == id }) else { return }
    let bytes = project.bytes
    var end = item.range.upperBound
    // Past the comment Xcode writes after an identifier, and the comma.
    while end < bytes.count {
      if bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
        end += 1
      } else if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*"),
        let close = bytes[(end + 2)...].firstRange(of: Array("*/".utf8))
      {
        end = close.upperBound
      } else if bytes[end] == UInt8(ascii: ",") {
        end += 1
        break
      } else {
        break
      }
    }
    deletions.append(lines(around: item.range.lowerBound..<end))
  }

  /// Drops each section none of whose objects is in `remaining`, with the blank line that parts
  /// it from its neighbour.
  mutating func deleteEmptiedSections(leaving remaining: Set<String>) {
    let bytes = project.bytes
    let entries = project.objectsNode.entries ?? []
    for section in project.sections {
      let inside = entries.filter {
        $0.keyRange.lowerBound > section.begin.upperBound && $0.end <= section.end.lowerBound
      }
      guard !inside.isEmpty, inside.allSatisfy({ !remaining.contains($0.key) }) else { continue }
      let whole = lines(around: section.begin.lowerBound..<section.end.upperBound)
      if whole.upperBound < bytes.count, bytes[whole.upperBound] == UInt8(ascii: "\n"),
        bytes[(whole.upperBound + 1)...].starts(with: Array("/* Begin".utf8))
      {
        deletions.append(whole.lowerBound..<(whole.upperBound + 1))
      } else if whole.lowerBound > 0, bytes[whole.lowerBound - 1] == UInt8(ascii: "\n"), whole.lowerBound > 1,
        bytes[whole.lowerBound - 2] == UInt8(ascii: "\n")
      {
        deletions.append((whole.lowerBound - 1)..<whole.upperBound)
      } else {
        deletions.append(whole)
      }
    }
  }

  /// Where the line holding `offset` starts.
  static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }
}
