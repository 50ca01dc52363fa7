import Foundation
import ScaffoldBase
import ScaffoldSpec

/// The spec's JSON Schema as a file of the project (`scaffold schema --output`,
/// `scaffold init --schema`), written all or nothing like every other file the tool writes.
public enum SpecSchemaFile {
  /// Where `scaffold init --schema` writes it: beside `.scaffold.yml`, named for whose schema
  /// it is (not in `.scaffold/`, where every `.json` file is a module's record).
  public static let defaultPath = "scaffold-spec.schema.json"

  /// The schema at `path`, relative to the folder it is written in.
  static func file(at path: String) -> GeneratedFile {
    GeneratedFile(path: path, contents: SpecSchema.text, kind: .resource)
  }

  /// Writes the schema to `path` (relative to `folder`, or absolute inside it), replacing what
  /// is there: the file is the tool's output, asked for by name. A path out of `folder` is
  /// refused, as `.scaffold.yml`'s paths are, and nothing is written.
  /// - Returns: the plan applied (no write when the file already holds this schema).
  public static func write(to path: String, in folder: URL) throws(ScaffoldError) -> ChangePlan {
    let relative = try relativePath(path, in: folder)
    let plan = try ChangePlanner(policy: .overwrite).plan([file(at: relative)], root: folder, modules: [])
    try ChangeWriter().apply(plan)
    return plan
  }

  /// `path` relative to `folder`, or the problem that it leaves it or names the folder itself.
  private static func relativePath(_ path: String, in folder: URL) throws(ScaffoldError) -> String {
    if let problem = ProjectPathRule.problem(with: path, in: folder) {
      throw .invalidSpec([
        Diagnostic(
          "--output '\(path)' \(problem)", at: nil,
          hint: "write the schema inside this folder, or print it with 'scaffold schema > FILE'")
      ])
    }
    let root = folder.standardizedFileURL.path
    let target = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
    let relative = target.hasPrefix(root + "/") ? String(target.dropFirst(root.count + 1)) : ""
    guard !relative.isEmpty, !path.hasSuffix("/") else {
      throw .invalidSpec([
        Diagnostic(
          "--output '\(path)' names a folder, not a file", at: nil, hint: "name the file: --output \(defaultPath)")
      ])
    }
    return relative
  }
}
