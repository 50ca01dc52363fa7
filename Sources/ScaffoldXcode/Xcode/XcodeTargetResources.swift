extension XcodeProject {
  /// Where the target's resources are, relative to the project's folder: every file its Resources
  /// phases copy (a localized one, a variant group, as each of its localizations), and the folders
  /// Xcode keeps in step with it, whose files are copied without being listed.
  public func resources(of target: XcodeTarget) -> (files: [String], folders: [String]) {
    guard let object = object(target.id) else { return ([], []) }
    var files: [String] = []
    for phase in object.strings("buildPhases").compactMap({ self.object($0, isa: ["PBXResourcesBuildPhase"]) }) {
      for build in phase.strings("files") {
        guard let reference = self.object(self.object(build)?.string("fileRef")) else { continue }
        let members =
          reference.isa == "PBXVariantGroup"
          ? reference.strings("children").compactMap { self.object($0) } : [reference]
        files += members.compactMap { location(of: $0) }
      }
    }
    // Only the folders: the target's Swift files are thousands in a big app, and not resources.
    return (files, synchronizedFolders(of: target))
  }
}
