import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldTemplates

/// A record's fingerprint is trusted only while the code that renders it is the same. The tool's
/// version does not change between builds, so `ModuleGenerator.renderRevision` stands for that
/// code: this test pins its sources, and fails when they change until the revision is bumped
/// and the pin updated (every recorded module is then rendered again once). A change that
/// renders every file byte for byte as before (a faster parser, an error check) updates the pin
/// alone, so recorded modules keep their fast path; the goldens must then pass unchanged.
@Suite("The render revision")
struct RenderRevisionTests {
  /// The sources that turn a template context into a module's files.
  static let sources = [
    "Sources/ScaffoldBase/Layout", "Sources/ScaffoldBase/Mustache/MustacheDocument.swift",
    "Sources/ScaffoldTemplates/Templates/MustacheDocument+Render.swift",
    "Sources/ScaffoldTemplates/Templates/PreparedTemplate.swift",
    "Sources/ScaffoldTemplates/Templates/TemplateRenderer.swift",
    "Sources/ScaffoldTemplates/Generation/ModuleGenerator.swift",
    "Sources/ScaffoldTemplates/Generation/SharedEntitiesFiles.swift",
    "Sources/ScaffoldTemplates/Generation/SharedSupportFiles.swift",
    "Sources/ScaffoldKit/Project/ModuleFiles.swift", "Sources/ScaffoldKit/Project/XcodeModuleFiles.swift",
  ]

  /// The pin for `renderRevision` 5; updated alone for `layout: asWritten`, which changes no
  /// output of a template without it (a template that gains it has another hash, so its modules
  /// are rendered again anyway), for the built-ins' parse memo and the byte split of a tag's
  /// name, for a file rendered and laid out on one core with the layout's byte shortcuts, and
  /// for a document's partial names found without copying its nodes and a name split over its
  /// buffer, and for the parser moved into ScaffoldBase (so the build parses the built-ins) and a
  /// built-in's files prepared on one thread, and for a module read back with one context for
  /// its fingerprint and its output paths (the fingerprint's JSON hashed as bytes) and output
  /// paths alone rendered on the calling thread (and the renderer's pragma alias gone), and for
  /// the breaker's words cut by `ByteSplit`, and for a recorded support folder found by
  /// `ByteSearch` and a recorded file's path joined by `FolderAncestry`, which render every
  /// golden byte for byte as before.
  static let pinned = "aa17c39b17421d8450c71dec801221177c84e0a6efda770f09e211ea103021a1"

  @Test("the rendering sources are those of the current revision")
  func pinned() throws {
    let root = RepositoryPaths.root
    var files: [String] = []
    for source in Self.sources {
      let url = root.appendingPathComponent(source)
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), "\(source)")
      if isFolder.boolValue {
        files += try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
          .map { "\(source)/\($0)" }
      } else {
        files.append(source)
      }
    }
    let text = try files.sorted().map { path in
      "\(path)\u{0}\(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))\u{0}"
    }.joined()
    #expect(
      SHA256.hex(of: text) == Self.pinned,
      """
      the code that renders modules changed (revision \(ModuleGenerator.renderRevision)): bump \
      ModuleGenerator.renderRevision, so records written before are rendered again, and set the pin to \
      \(SHA256.hex(of: text))
      """)
  }
}
