/// A `project.pbxproj` as read: its objects by identifier, each with the bytes it occupies, and
/// its `/* Begin X section */` … `/* End X section */` sections, so that an edit adds text
/// between existing bytes and keeps every other byte as it was.
///
/// Nothing here depends on the object version: objects and keys this reader has never heard of
/// are kept as they are, which is what lets a newer Xcode's project be edited.
public struct XcodeProject: Sendable {
  /// The file's UTF-8 bytes, as read.
  let bytes: [UInt8]
  /// The `objects = { … }` dictionary.
  let objectsNode: PropertyListNode
  /// Every object, by its identifier.
  let objects: [String: XcodeObject]
  /// The group whose `children` hold each object, by the object's identifier: read once, as a
  /// project may have tens of thousands of objects and a lookup per file would be quadratic.
  let parents: [String: String]
  /// Each section by its name (an `isa`), in the order of the file.
  let sections: [Section]
  /// `objectVersion`: kept for messages, never checked against a list of known versions.
  public let objectVersion: String
  /// The `PBXProject` object.
  let projectObject: XcodeObject

  /// The comments around the objects of one `isa`.
  struct Section: Sendable, Equatable {
    var name: String
    /// The `/* Begin X section */` comment.
    var begin: Range<Int>
    /// The `/* End X section */` comment.
    var end: Range<Int>
  }

  public init(text: String) throws(XcodeProjectError) {
    try self.init(bytes: Array(text.utf8))
  }

  init(bytes: [UInt8]) throws(XcodeProjectError) {
    self.bytes = bytes
    var parser = PropertyListParser(bytes: bytes)
    let root = try parser.parse()
    let start = root.range.lowerBound
    guard let objectsNode = root["objects"], let entries = objectsNode.entries else {
      throw XcodeProjectError(.missingKey("objects"), at: start, in: bytes)
    }
    guard let rootObject = root["rootObject"], let rootObjectID = rootObject.string else {
      throw XcodeProjectError(.missingKey("rootObject"), at: start, in: bytes)
    }
    var objects: [String: XcodeObject] = [:]
    var parents: [String: String] = [:]
    objects.reserveCapacity(entries.count)
    for entry in entries {
      guard entry.value.entries != nil, let isa = entry.value["isa"]?.string else {
        throw XcodeProjectError(.missingKey("isa"), at: entry.value.range.lowerBound, in: bytes)
      }
      let object = XcodeObject(id: entry.key, isa: isa, entry: entry)
      objects[entry.key] = object
      if object.isGroup {
        for child in object.strings("children") { parents[child] = entry.key }
      }
    }
    self.parents = parents
    guard let projectObject = objects[rootObjectID], projectObject.isa == "PBXProject" else {
      throw XcodeProjectError(
        .missingObject(id: rootObjectID, referencedBy: "rootObject"), at: rootObject.range.lowerBound, in: bytes)
    }
    self.objectsNode = objectsNode
    self.objects = objects
    self.projectObject = projectObject
    self.objectVersion = root["objectVersion"]?.string ?? "?"
    self.sections = Self.sections(from: parser.sectionMarks, within: objectsNode.range)
  }

  /// Begin and end comments paired by name; an unpaired one is ignored, as the objects are
  /// placed by the parsed text, never by comments alone.
  private static func sections(from marks: [PropertyListParser.SectionMark], within range: Range<Int>) -> [Section] {
    var open: [String: Range<Int>] = [:]
    var sections: [Section] = []
    for mark in marks where range.contains(mark.range.lowerBound) {
      if mark.isBegin {
        open[mark.name] = mark.range
      } else if let begin = open.removeValue(forKey: mark.name) {
        sections.append(Section(name: mark.name, begin: begin, end: mark.range))
      }
    }
    return sections
  }

  /// The object `id` names, of one of `isas` when given; `nil` when there is none.
  package func object(_ id: String?, isa isas: Set<String>? = nil) -> XcodeObject? {
    guard let id, let object = objects[id] else { return nil }
    return isas.map { $0.contains(object.isa) } ?? true ? object : nil
  }

  /// The project's text, unchanged.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One object of `objects`: `ID /* comment */ = { isa = …; … };`.
package struct XcodeObject: Sendable, Equatable {
  package var id: String
  var isa: String
  var entry: PropertyListEntry

  var fields: PropertyListNode { entry.value }

  func string(_ key: String) -> String? { fields[key]?.string }

  func strings(_ key: String) -> [String] { fields[key]?.strings ?? [] }

  /// A group of the navigator: one that has `children`.
  var isGroup: Bool { isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "XCVersionGroup" }

  /// A folder Xcode 16 keeps in step with the disk: its files are not listed in the project.
  package var isSynchronizedRoot: Bool { isa == "PBXFileSystemSynchronizedRootGroup" }

  /// The name the navigator shows, and Xcode's comments repeat: `name`, else the last part of `path`.
  var displayName: String? {
    if let name = string("name") { return name }
    return string("path").map { path in path.split(separator: "/").last.map(String.init) ?? path }
  }
}
