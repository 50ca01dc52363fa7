/// Localized files as Xcode's Localize panel adds them: a `PBXVariantGroup` named after the file
/// (`Login.strings`) in the group of the folder that holds the `.lproj` folders, a reference per
/// language (`en`, path `en.lproj/Login.strings`), the group (not a reference) in the Resources
/// phase, and each language in the project's `knownRegions`.
extension EditorRun {
  /// A new variant group for `name`, with a reference per variant; returns its identifier.
  mutating func newVariantGroup(_ name: String, variants: [Folder.Variant], keyPath: String) -> String {
    let id = identifiers.make("variant", keyPath + "/" + name)
    let children = variants.sorted { $0.region < $1.region }.map { variant in
      (id: newVariantReference(variant, named: name, keyPath: keyPath), name: variant.region)
    }
    splice.addObject(
      id: id, isa: "PBXVariantGroup", text: XcodeText.variantGroup(id: id, name: name, children: children))
    if let first = variants.first {
      placed.append(PlacedFile(referenceID: id, name: name, keyPath: keyPath + "/" + name, file: first.file))
    }
    return id
  }

  /// A variant group of the project gains the languages it lacks, at the end of its `children`.
  mutating func fill(_ group: XcodeObject, named name: String, with variants: [Folder.Variant], keyPath: String)
    throws(XcodeProjectError)
  {
    let present = Set(group.strings("children").compactMap { project.object($0)?.displayName })
    for variant in variants.sorted(by: { $0.region < $1.region }) where !present.contains(variant.region) {
      let id = newVariantReference(variant, named: name, keyPath: keyPath)
      try splice.append(XcodeText.reference(id, variant.region), toList: "children", of: group)
    }
    if let first = variants.first {
      placed.append(PlacedFile(referenceID: group.id, name: name, keyPath: keyPath + "/" + name, file: first.file))
    }
  }

  /// The variant group of `group` for the localized file `name`.
  func childVariantGroup(named name: String, of group: XcodeObject) -> XcodeObject? {
    group.strings("children").lazy.compactMap { project.object($0, isa: ["PBXVariantGroup"]) }
      .first { $0.string("name") == name }
  }

  /// The languages referenced that `knownRegions` lacks (and `Base`, see `missingRegions`),
  /// appended to it, as Xcode appends a localization.
  mutating func addKnownRegions() throws(XcodeProjectError) {
    let root = project.projectObject
    for region in project.missingRegions(regions) {
      try splice.append(XcodeText.value(region), toList: "knownRegions", of: root)
    }
  }

  private mutating func newVariantReference(_ variant: Folder.Variant, named name: String, keyPath: String) -> String {
    let path = "\(variant.region).lproj/\(name)"
    let id = identifiers.make("file", keyPath + "/" + path)
    splice.addObject(
      id: id, isa: "PBXFileReference", text: XcodeText.variantReference(id: id, region: variant.region, path: path))
    regions.insert(variant.region)
    return id
  }
}
