import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Reads the document a spec's `openapi:` (or `--openapi`) names and puts the chosen operations'
/// use cases and entities into the spec, before it is validated: the validator then checks one
/// spec, and a rule it refuses is reported at the operation or schema in the document.
public enum OpenAPISpecSource {
  /// `spec` with its document's use cases and entities first, its own after them; unchanged when
  /// it names no document. The document's problems are thrown at their positions in it.
  public static func expanded(_ spec: ModuleSpec) throws(ScaffoldError) -> ModuleSpec {
    guard let source = spec.openAPI, spec.openAPIOrigin == nil else { return spec }
    let document = try read(source)
    let mapping = try OpenAPIModuleMapper.map(
      document,
      selection: OpenAPISelection(
        tags: source.tags.map(\.value), operationIDs: source.operations.map(\.value), moduleName: spec.name?.value))
    var expanded = spec
    expanded.entities = mapping.spec.entities + spec.entities
    expanded.useCases = mapping.spec.useCases + spec.useCases
    expanded.summary = spec.summary ?? mapping.spec.summary
    expanded.sourceNotes = mapping.notes.map(\.message)
    expanded.openAPIOrigin = OpenAPIOrigin(
      document: source.document.value, sha256: mapping.documentSHA256, operations: mapping.operations)
    expanded.openAPIOrigin?.useCaseSources = mapping.useCaseSources
    expanded.openAPIOrigin?.entitySources = mapping.entitySources
    expanded.openAPIOrigin?.openedPath = source.resolvedPath
    return expanded
  }

  /// The document, named in messages as the spec or command line wrote it.
  private static func read(_ source: OpenAPISourceSpec) throws(ScaffoldError) -> OpenAPIDocument {
    let path = source.resolvedPath
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .invalidSpec([
        Diagnostic(
          "cannot read the OpenAPI document \(source.document.value) (\(path))", at: source.document.location,
          hint: source.baseFolder == nil
            ? "check the path; it is read from the current folder"
            : "check the path; it is read from the folder of the file that names it")
      ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .invalidSpec([
        Diagnostic(
          "the OpenAPI document \(source.document.value) is not UTF-8 text", at: source.document.location,
          hint: "save it as UTF-8 YAML or JSON")
      ])
    }
    // Named as the command line wrote it, or from the current folder when a spec file names it.
    return try OpenAPIDocument(
      text: text, file: source.baseFolder?.hasPrefix("/") == true ? source.document.value : path)
  }
}
