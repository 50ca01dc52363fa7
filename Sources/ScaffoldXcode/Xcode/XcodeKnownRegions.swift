/// The project's `knownRegions`: the languages its localized files are in, which Xcode lists
/// (and its Localizations panel shows). A region Scaffold adds for a module's strings, it takes
/// out with the module, so that `remove` gives back the project's bytes.
extension XcodeProject {
  /// How the project spells English: `English` when its development region is that legacy name
  /// (or it lists `English` and not `en`), which Xcode 10.2 and later keep apart from `en`; else
  /// `en`. Xcode's own migration (Editor ▸ Migrate…) renames it; until then a module's English
  /// joins the project's instead of being a second English beside it.
  public var englishRegion: String {
    let development = projectObject.string("developmentRegion")
    let known = knownRegions ?? []
    let legacy = development == "English" || (known.contains("English") && !known.contains("en") && development != "en")
    return legacy ? "English" : "en"
  }

  /// The `knownRegions` of the project, or `nil` when it has none.
  package var knownRegions: [String]? {
    projectObject.fields["knownRegions"]?.array?.compactMap(\.string)
  }

  /// What `knownRegions` lacks for localized files in `regions`, in the order it is appended:
  /// those regions, then `Base` when it lacks that too (Xcode lists it in every project it
  /// creates, and warns without it). Nothing for a project without `knownRegions`, which is
  /// left so.
  public func missingRegions(_ regions: Set<String>) -> [String] {
    guard let known = knownRegions.map(Set.init) else { return [] }
    var missing = regions.sorted().filter { !known.contains($0) }
    if !missing.isEmpty, !known.contains("Base") { missing.append("Base") }
    return missing
  }

  /// Those of `regions` that are in `knownRegions` and that no file of the project is
  /// localized in (no reference's path runs through `<region>.lproj`).
  public func unusedRegions(_ regions: [String]) -> [String] {
    let known = Set(knownRegions ?? [])
    var used: Set<String> = []
    for object in objects.values where object.isa == "PBXFileReference" {
      for part in (object.string("path") ?? "").split(separator: "/") {
        if let region = Folder.region(ofFolder: String(part)) { used.insert(region) }
      }
    }
    return regions.filter { known.contains($0) && !used.contains($0) }
  }
}

extension XcodeProjectEditor {
  /// The project's text without `regions` in its `knownRegions`.
  public func removingRegions(_ regions: [String]) -> String {
    var splice = XcodeSplice(project: project)
    for region in regions { splice.deleteItem(region, inList: "knownRegions", of: project.projectObject) }
    return splice.text()
  }
}
