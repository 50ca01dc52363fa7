import Foundation
import ScaffoldBase

/// What `scaffold adopt` prints: a line a module and a total, the files of a single module, and
/// the spec it inferred; or the same as JSON (`--json`).
public enum AdoptionText {
  /// `Login (Sources/Login)  viper, 97% alike: 14 unchanged, 2 edited, 1 extra, 0 missing`: the
  /// module, its folder as the user would name it (when that is not just its name), its
  /// architecture and template, and its files.
  public static func line(_ adoption: Adoption, from workingFolder: URL) -> String {
    let folder: URL
    switch adoption.layout {
    case .package: folder = adoption.root
    case .target: folder = adoption.root.appendingPathComponent("Sources/\(adoption.module)")
    case .xcode: folder = adoption.folder
    }
    let place = RelativePath.display(of: folder, from: workingFolder)
    let counts = Adoption.FileState.allCases.map { "\(adoption.count($0)) \($0.rawValue)" }.joined(separator: ", ")
    let template = adoption.template == adoption.architecture.rawValue ? "" : "template \(adoption.template), "
    return "\(adoption.module)\(place == adoption.module ? "" : " (\(place))")  \(adoption.architecture.rawValue), "
      + "\(template)\(percent(adoption.match)) alike: \(counts)"
  }

  /// The whole report: every module's line, then, for a single module, its files and the spec
  /// it inferred, then the total and what was (or would be) written.
  public static func report(_ adoptions: [Adoption], from workingFolder: URL, written: Bool, quiet: Bool) -> String {
    var text = ""
    if !quiet {
      for adoption in adoptions { text += line(adoption, from: workingFolder) + "\n" }
      if adoptions.count == 1, let adoption = adoptions.first {
        text += adoption.files.map {
          "  \($0.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.path)\n"
        }
        .joined()
        if !adoption.alternatives.isEmpty {
          text +=
            "other templates: "
            + adoption.alternatives.map { "\($0.template) \(percent($0.match))" }.joined(separator: ", ") + "\n"
        }
        if let inferred = adoption.inferred {
          text += "inferred spec (correct it and pass it with --spec):\n"
          text += inferred.yaml.split(separator: "\n").map { "  \($0)\n" }.joined()
          text += inferred.notes.map { "note: \($0)\n" }.joined()
        }
      }
      for adoption in adoptions { text += adoption.notes.map { "note: \(adoption.module): \($0)\n" }.joined() }
    }
    let total = Adoption.FileState.allCases.map { state in
      "\(adoptions.reduce(0) { $0 + $1.count(state) }) \(state.rawValue)"
    }.joined(separator: ", ")
    let modules = adoptions.count == 1 ? "1 module" : "\(adoptions.count) modules"
    text += "\(written ? "adopted" : "would adopt") \(modules): \(total)\n"
    if !written { text += "nothing was written (--dry-run)\n" }
    return text
  }

  static func percent(_ match: Double) -> String { "\(Int((match * 100).rounded()))%" }

  /// The `--json` form (docs/json.md).
  public static func json(_ adoptions: [Adoption], written: Bool) -> ContextValue {
    .object([
      "written": .bool(written),
      "modules": .list(
        adoptions.map { adoption in
          var members: [String: ContextValue] = [
            "module": .string(adoption.module), "root": .string(adoption.root.path),
            "layout": .string(adoption.layout.rawValue), "template": .string(adoption.template),
            "architecture": .string(adoption.architecture.rawValue),
            "matchPercent": .int(Int((adoption.match * 100).rounded())),
            "files": .list(
              adoption.files.map { .object(["path": .string($0.path), "state": .string($0.state.rawValue)]) }),
            "alternatives": .list(
              adoption.alternatives.map {
                .object(["template": .string($0.template), "matchPercent": .int(Int(($0.match * 100).rounded()))])
              }),
            "notes": .list(adoption.notes.map { .string($0) }),
          ]
          if let inferred = adoption.inferred {
            members["inferredSpec"] = .string(inferred.yaml)
            members["inferenceNotes"] = .list(inferred.notes.map { .string($0) })
          }
          return .object(members)
        }),
    ])
  }
}
