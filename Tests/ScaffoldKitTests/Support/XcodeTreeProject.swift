@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A small project written in memory from a tree of groups and Swift files, each file built by
/// the app target named with it, for rules that read only groups, files and Sources phases.
enum XcodeTreeProject {
  indirect enum Node {
    /// A group shown as `name`; `path: nil` for one without a folder of its own.
    case group(_ name: String, path: String?, _ children: [Node])
    /// A Swift file, built by `target`.
    case swift(_ path: String, target: String)

    /// A group whose folder has its name.
    static func folder(_ name: String, _ children: [Node]) -> Node { .group(name, path: name, children) }
  }

  /// The project whose main group holds `top`, with an app target for each of `targets`.
  static func project(_ top: [Node], targets: [String] = ["App"]) throws -> XcodeProject {
    var next = 0
    func identifier() -> String {
      next += 1
      let digits = String(next, radix: 16, uppercase: true)
      return "EE" + String(repeating: "0", count: 22 - digits.count) + digits
    }
    var objects: [String] = []
    var built: [String: [String]] = [:]
    func write(_ node: Node) -> String {
      let id = identifier()
      switch node {
      case .group(let name, let path, let children):
        let ids = children.map(write).map { "\($0), " }.joined()
        let location = path.map { "path = \(quoted($0)); " } ?? ""
        objects.append(
          "\(id) = {isa = PBXGroup; children = (\(ids)); name = \(quoted(name)); \(location)sourceTree = \"<group>\"; };"
        )
      case .swift(let path, let target):
        objects.append("\(id) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; };")
        let build = identifier()
        objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(id); };")
        built[target, default: []].append(build)
      }
      return id
    }
    let main = identifier()
    let children = top.map(write).map { "\($0), " }.joined()
    objects.append("\(main) = {isa = PBXGroup; children = (\(children)); sourceTree = \"<group>\"; };")
    var targetIDs: [String] = []
    for target in targets {
      let (id, phase) = (identifier(), identifier())
      let files = built[target, default: []].map { "\($0), " }.joined()
      objects.append("\(phase) = {isa = PBXSourcesBuildPhase; files = (\(files)); };")
      objects.append(
        "\(id) = {isa = PBXNativeTarget; buildPhases = (\(phase), ); name = \(quoted(target)); "
          + "productType = \"com.apple.product-type.application\"; };")
      targetIDs.append(id)
    }
    let root = identifier()
    let targetList = targetIDs.map { "\($0), " }.joined()
    objects.append("\(root) = {isa = PBXProject; mainGroup = \(main); targets = (\(targetList)); };")
    let text =
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
      + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = \(root);\n}\n"
    return try XcodeProject(text: text)
  }

  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
