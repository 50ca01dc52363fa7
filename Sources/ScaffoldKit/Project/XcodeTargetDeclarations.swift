import Foundation
import ScaffoldBase
import ScaffoldXcode

/// In an app target every module shares one Swift module, so a type the new module declares must
/// not be declared by another file of the target already (another generated module's, or the
/// app's own): refused before anything is written, naming both places. The module's tests share
/// the test target's module likewise, with its existing test files.
enum XcodeTargetDeclarations {
  /// `entities` are the names of the run's entities (the modules' own and the spec's top-level
  /// ones), whose clash the user fixes in the spec, not by renaming the module.
  static func check(
    _ modules: [(name: String, files: [GeneratedFile])], targets: (source: XcodeTarget, test: XcodeTarget?),
    in project: XcodeProject, root: URL, replacing ownPaths: Set<String>, entities: Set<String> = []
  ) throws(ScaffoldError) {
    var collector: [Diagnostic] = []
    let sides = [(targets.source, false)] + (targets.test.map { [($0, true)] } ?? [])
    for (target, isTest) in sides {
      var declared = declarations(of: target, in: project, root: root, excluding: ownPaths)
      // The modules of this run join the target one after the other: a type two of them declare
      // clashes as one already in the target would.
      for (module, files) in modules {
        var ownTypes: [String: Place] = [:]
        for file in files where file.path.hasSuffix(".swift") && (file.kind == .test) == isTest {
          for (name, line) in TopLevelTypes.declared(in: file.contents) {
            if let place = declared[name]?.description {
              collector.append(
                Diagnostic(
                  "module \(module) would declare '\(name)' in target \(target.name), which \(place) declares already; "
                    + "nothing was written", at: nil,
                  hint: hint(for: name, isEntity: entities.contains(name))))
            }
            if ownTypes[name] == nil { ownTypes[name] = Place(path: file.path, line: line) }
          }
        }
        declared.merge(ownTypes) { earlier, _ in earlier }
      }
    }
    guard collector.isEmpty else { throw .packageRefused(collector) }
  }

  /// What fixes the clash: an entity is the spec's to rename (or to declare once at the top, when
  /// the modules mean one type); any other generated type is named after its module.
  static func hint(for name: String, isEntity: Bool) -> String {
    isEntity
      ? "rename the entity '\(name)' in the spec; if the modules mean the same type, declare it once in the spec's "
        + "top-level 'entities:', which every module of the target sees"
      : "choose another module name (the module's types are named after it), or rename the target's own '\(name)'"
  }

  /// Where a type is declared. Written as `path:line` only for a message: a big target declares
  /// thousands of types, and the text of each place was a tenth of reading them.
  struct Place: CustomStringConvertible {
    var path: String
    var line: Int

    var description: String { "\(path):\(line)" }
  }

  /// The top-level types the target's Swift files declare (those it builds, and those in the
  /// folders Xcode keeps in step with it), each at its first `file:line`. A target may hold
  /// thousands of files, read on every run: as bytes, on every core.
  private static func declarations(
    of target: XcodeTarget, in project: XcodeProject, root: URL, excluding ownPaths: Set<String>
  ) -> [String: Place] {
    let sources = project.swiftSources(of: target)
    var paths = sources.files
    for folder in sources.folders {
      paths += swiftFiles(under: root.appendingPathComponent(folder), relativeTo: folder)
    }
    let sorted = Set(paths).subtracting(ownPaths).sorted()
    let found = ResultSlots<[(name: String, line: Int)]>(count: sorted.count)
    // Paths joined as text: a URL per file was a tenth of adding a module to a 5,000-file target.
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    DispatchQueue.concurrentPerform(iterations: sorted.count) { index in
      // A file the project lists but the disk lacks declares nothing; Xcode reports it on build.
      let bytes = FileBytes.read(atPath: rootPath + sorted[index]) ?? []
      found.set(index, .success(bytes.withUnsafeBufferPointer { TopLevelTypes.declared(inUTF8: $0) }))
    }
    var declared: [String: Place] = [:]
    for (path, types) in zip(sorted, (try? found.values()) ?? []) {
      for (name, line) in types where declared[name] == nil { declared[name] = Place(path: path, line: line) }
    }
    return declared
  }

  private static func swiftFiles(under folder: URL, relativeTo prefix: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(prefix.isEmpty ? path : "\(prefix)/\(path)") }
    }
    return files
  }
}
