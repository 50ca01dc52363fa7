import Foundation
import ScaffoldBase
import ScaffoldSpec
import Yams

/// Templates that extend another (`extends: viper` in `template.yml`): a team's template holds
/// only the files and partials it changes, so the parent's later changes, the built-in's in a
/// new Scaffold included, still reach it.
///
/// The parent is found by name as the library finds templates (its folders in order, then the
/// folder the template sits in, then the built-ins), passing over the template itself and every
/// template already in the chain: so a folder `viper` may extend the built-in `viper`, and a
/// cycle ends in an error rather than a loop.
enum TemplateExtension {
  /// The `extends:` of a manifest, or nil when it has none (or cannot be read: the manifest's
  /// own reading reports that).
  static func parentName(inManifest text: String) -> String? {
    // Most manifests do not extend: spare them a second YAML parse.
    guard text.contains("extends") else { return nil }
    guard let root = try? YAMLComposer.compose(text, resolver: .basic), case .mapping(let mapping) = root,
      let node = mapping["extends"], case .scalar(let scalar) = node, !scalar.string.isEmpty
    else { return nil }
    return scalar.string
  }

  /// Where `extends:` is written in a manifest, for an error about the parent.
  static func location(inManifest text: String, path: String) -> SourceLocation {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.hasPrefix("extends:") }
    return SourceLocation(file: path, line: (line ?? 0) + 1, column: 1)
  }

  /// The template named `name` that the template folder at `child` extends.
  /// - Parameters:
  ///   - folders: The library's folders, searched first.
  ///   - chain: The folders of the templates that led here, the child's included; none of them
  ///     can be its own parent.
  ///   - builtIn: The built-in template of an architecture.
  static func parent(
    named name: String, of child: URL, folders: [URL], chain: [String], manifestText: String,
    builtIn: @escaping (Architecture) throws(ScaffoldError) -> Template
  ) throws(ScaffoldError) -> Template {
    let manifestPath = child.appendingPathComponent(TemplateManifest.fileName).path
    var searched = folders.map(\.standardizedFileURL)
    let beside = child.standardizedFileURL.deletingLastPathComponent()
    if !searched.contains(beside) { searched.append(beside) }
    for folder in searched {
      let candidate = folder.appendingPathComponent(name, isDirectory: true).standardizedFileURL
      guard !chain.contains(candidate.path),
        FileManager.default.fileExists(atPath: candidate.appendingPathComponent(TemplateManifest.fileName).path)
      else { continue }
      return try TemplateFolder.load(candidate, folders: folders, chain: chain + [candidate.path], builtIn: builtIn)
    }
    if let architecture = Architecture(rawValue: name) { return try builtIn(architecture) }
    let chainText = (chain.map { URL(fileURLWithPath: $0).lastPathComponent } + [name]).joined(separator: " → ")
    throw .invalidTemplate([
      Diagnostic(
        "\(manifestPath) extends '\(name)', which is no template found"
          + (chain.count > 1 ? " other than those that extend it (\(chainText))" : ""),
        at: location(inManifest: manifestText, path: manifestPath),
        hint: "name a built-in (\(Architecture.allCases.map(\.rawValue).joined(separator: ", "))) or a template "
          + "folder beside this one or in the templates folders; 'scaffold templates list' shows them")
    ])
  }

  /// Files of the child that change nothing: neither a file of the parent's, nor a partial, nor
  /// a file its own `files:` lists. A misspelt override would otherwise be ignored in silence.
  static func strayFiles(
    _ own: [String: String], inherited: [String: String], manifest: TemplateManifest, displayPath: String
  ) -> [Diagnostic] {
    let listed = Set(manifest.files.map(\.template))
    let candidates = Array(inherited.keys)
    return own.keys.sorted().compactMap { path in
      guard path != TemplateManifest.fileName, inherited[path] == nil, !listed.contains(path),
        !(path.hasPrefix("partials/") && path.hasSuffix(".mustache"))
      else { return nil }
      return Diagnostic(
        "'\(path)' takes the place of no file of '\(manifest.extends ?? "")'"
          + Suggestion.didYouMean(path, in: candidates),
        at: SourceLocation(file: "\(displayPath)/\(path)", line: 1, column: 1),
        hint: "name it as the parent does ('scaffold templates show \(manifest.extends ?? "")' lists its files), "
          + "or list it under files: to add it")
    }
  }
}
