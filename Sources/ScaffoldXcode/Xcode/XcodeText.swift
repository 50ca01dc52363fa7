/// How Xcode writes values and objects in `project.pbxproj`, so that what this tool adds is what
/// Xcode itself would have written, and a later save in Xcode changes none of it.
enum XcodeText {
  /// A string as Xcode writes it: bare when it is only letters, digits and `_$/:.` (and not
  /// empty, and without `___` or `//`, which Xcode quotes), else quoted with backslash escapes.
  static func value(_ text: String) -> String {
    let bare = text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
        UInt8(ascii: ":"), UInt8(ascii: "."):
        return true
      default:
        return false
      }
    }
    if bare && !text.isEmpty && !text.contains("___") && !text.contains("//") { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// `ID /* comment */`, as objects are named wherever they are referred to. A `*/` in the
  /// comment would end it early, so it is broken up.
  static func reference(_ id: String, _ comment: String) -> String {
    "\(id) /* \(comment.replacingOccurrences(of: "*/", with: "* /")) */"
  }

  /// A `PBXFileReference` for a file in its group's folder, on one line as Xcode writes it.
  static func fileReference(id: String, path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "\t\t\(reference(id, name)) = {isa = PBXFileReference; lastKnownFileType = "
      + "\(value(fileType(of: path))); path = \(value(path)); sourceTree = \"<group>\"; };\n"
  }

  /// The `PBXFileReference` of one language's version of a localized file: named after its region
  /// (`en`), with its path through the region's folder (`en.lproj/Login.strings`), as Xcode's
  /// Localize panel writes it.
  static func variantReference(id: String, region: String, path: String) -> String {
    "\t\t\(reference(id, region)) = {isa = PBXFileReference; lastKnownFileType = "
      + "\(value(fileType(of: path))); name = \(value(region)); path = \(value(path)); sourceTree = \"<group>\"; };\n"
  }

  /// A `PBXVariantGroup`: a localized file (`Login.strings`) as the navigator shows it, holding
  /// one reference per language; it has a `name`, no `path`.
  static func variantGroup(id: String, name: String, children: [(id: String, name: String)]) -> String {
    var text = "\t\t\(reference(id, name)) = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
    for child in children { text += "\t\t\t\t\(reference(child.id, child.name)),\n" }
    return text + "\t\t\t);\n\t\t\tname = \(value(name));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
  }

  /// A `PBXBuildFile` of a file in a build phase (`Sources`, `Resources`), on one line.
  static func buildFile(id: String, fileID: String, name: String, phase: String) -> String {
    "\t\t\(reference(id, "\(name) in \(phase)")) = {isa = PBXBuildFile; fileRef = \(reference(fileID, name)); };\n"
  }

  /// A `PBXGroup` for a folder, with its children in the given order.
  static func group(id: String, path: String, children: [(id: String, name: String)]) -> String {
    var text = "\t\t\(reference(id, path)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
    for child in children { text += "\t\t\t\t\(reference(child.id, child.name)),\n" }
    return text + "\t\t\t);\n\t\t\tpath = \(value(path));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
  }

  /// A build phase of `isa` (`PBXSourcesBuildPhase`…) holding the given build files.
  static func buildPhase(id: String, isa: String, name: String, files: [(id: String, name: String)]) -> String {
    var text = "\t\t\(reference(id, name)) = {\n\t\t\tisa = \(isa);\n\t\t\tbuildActionMask = 2147483647;\n"
    text += "\t\t\tfiles = (\n"
    for file in files { text += "\t\t\t\t\(reference(file.id, "\(file.name) in \(name)")),\n" }
    return text + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
  }

  /// Xcode's `lastKnownFileType` for a file name.
  static func fileType(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let fileExtension = name.contains(".") ? name.split(separator: ".").last.map(String.init) ?? "" : ""
    switch fileExtension.lowercased() {
    case "swift": return "sourcecode.swift"
    case "strings": return "text.plist.strings"
    case "stringsdict": return "text.plist.stringsdict"
    case "xcstrings": return "text.json.xcstrings"
    case "json": return "text.json"
    case "plist": return "text.plist.xml"
    case "md": return "net.daringfireball.markdown"
    case "storyboard": return "file.storyboard"
    case "xib": return "file.xib"
    case "xcassets": return "folder.assetcatalog"
    case "h": return "sourcecode.c.h"
    case "m": return "sourcecode.c.objc"
    default: return "text"
    }
  }
}
