import ScaffoldBase

/// `openapi:` of a module spec, or `--openapi` with `--tag` and `--operation`: the operations of an
/// OpenAPI document that become the module's use cases, their schemas its entities.
///
/// The spec layer only reads it; the document is read and mapped before validation
/// (`OpenAPISpecSource` in ScaffoldTemplates), so the validator sees one spec, the document's use
/// cases and entities first, the spec's own after them.
public struct OpenAPISourceSpec: Sendable, Equatable {
  /// The document's path as written: relative to the spec file's folder in a spec, to the
  /// working folder on the command line, to the package root in a record.
  public var document: Located<String>
  /// Operations with any of these tags.
  public var tags: [Located<String>]
  /// And these, by `operationId`, whatever their tags.
  public var operations: [Located<String>]
  /// The folder `document` is relative to; `nil`: the process's working folder.
  public var baseFolder: String?
  /// Where `openapi:` was written, for problems of the whole source (no tag chosen).
  public var location: SourceLocation?

  public init(
    document: Located<String>, tags: [Located<String>] = [], operations: [Located<String>] = [],
    baseFolder: String? = nil, location: SourceLocation? = nil
  ) {
    self.document = document
    self.tags = tags
    self.operations = operations
    self.baseFolder = baseFolder
    self.location = location
  }

  /// The document's path to open: `document` under `baseFolder` unless it is absolute, with
  /// `.` and `folder/..` steps taken out, so messages name it as a path from where it is read.
  public var resolvedPath: String {
    let path = document.value
    guard !path.hasPrefix("/"), let baseFolder, !baseFolder.isEmpty else { return path }
    let joined = baseFolder.hasSuffix("/") ? baseFolder + path : baseFolder + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !joined.hasPrefix("/") {
        parts.append(part)
      }
    }
    let normalized = parts.joined(separator: "/")
    return joined.hasPrefix("/") ? "/" + normalized : (normalized.isEmpty ? "." : normalized)
  }
}
