import ScaffoldSpec

/// Reads what the tool needs of a package (its targets with their dependencies, its products,
/// platforms and tools version) from the manifest's text, in process: no `swift package
/// dump-package`, so `--package` needs no toolchain and starts no process.
///
/// The manifest is not evaluated. Names are followed through constants, `+` and `map` over a
/// literal list; a target whose name comes from anything else (a loop, a function) is refused at
/// its position, since which targets the package has is then unknown. Declarations behind `#if`
/// all count, whatever the platform: a name taken on one platform is taken.
enum ManifestReader {
  static func description(of manifest: String) throws(ManifestEditError) -> PackageDescription {
    let source = try ManifestScanner.scan(manifest)
    let package = try PackageCallSyntax.single(in: source)
    let bindings = ManifestBindings(source)
    let declarations = try ManifestDeclarationFinder(bindings: bindings).declarations()
    var targets: [PackageDescription.Target] = []
    var products: [String] = []
    for declaration in declarations {
      switch declaration.kind {
      case .product:
        products += declaration.names.filter { !products.contains($0) }
      case .target, .testTarget:
        let dependencies = declaration.arguments.labelled("dependencies").map {
          dependencyNames(in: $0.value, bindings: bindings)
        }
        let path = declaration.arguments.labelled("path").flatMap { bindings.string(in: $0.value) }
        let settings = declaration.arguments.labelled("swiftSettings").map {
          swiftSettings(in: $0.value, bindings: bindings)
        }
        for name in declaration.names where !targets.contains(where: { $0.name == name }) {
          targets.append(
            .init(
              name: name, isTest: declaration.kind == .testTarget, dependencies: dependencies ?? [], path: path,
              swiftSettings: settings))
        }
      }
    }
    return PackageDescription(
      name: package.arguments.labelled("name").flatMap { bindings.string(in: $0.value) } ?? "",
      toolsVersion: toolsVersion(of: source), targets: targets, products: products,
      platforms: platforms(of: package, bindings: bindings))
  }

  /// A `swiftSettings:` value's text, its white space runs made one space, and its elements when
  /// it is an array literal; and whether it turns on `InternalImportsByDefault`, followed through
  /// the constants it names (`commonSettings`).
  private static func swiftSettings(in value: Range<Int>, bindings: ManifestBindings)
    -> PackageDescription.SwiftSettingsText
  {
    let source = bindings.source
    func text(_ tokens: Range<Int>) -> String {
      let bytes = source.bytes[source.span(of: tokens)]
      return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let elements = source.arrayLiteral(in: value).map { open in source.items(inside: open).map { text($0.tokens) } }
    let everyElement = (bindings.arrayLiterals(in: value) ?? []).flatMap { open in
      source.items(inside: open).map { text($0.tokens) }
    }
    return .init(
      expression: text(value), elements: elements,
      enablesInternalImports: everyElement.contains { $0.contains("\"InternalImportsByDefault\"") })
  }

  /// The tools version the manifest declares, when SwiftPM would load it (`ToolsVersionLine`).
  private static func toolsVersion(of source: ManifestSource) -> SwiftToolsVersion? {
    let codeStart = source.tokens.first?.range.lowerBound ?? source.bytes.count
    return try? ToolsVersionLine.read(source.bytes, codeStart: codeStart).version
  }

  /// The names of the targets and products a `dependencies:` value lists, as far as they are
  /// certain; an element built some other way is not a name of this package's targets.
  private static func dependencyNames(in value: Range<Int>, bindings: ManifestBindings) -> [String] {
    let source = bindings.source
    return (bindings.arrayLiterals(in: value) ?? []).flatMap { open in
      source.items(inside: open).compactMap { item -> String? in
        if let name = bindings.string(in: item.tokens) { return name }
        guard let call = source.call(in: item.tokens), ["target", "byName", "product"].contains(call.name),
          let name = call.arguments.labelled("name")
        else { return nil }
        return bindings.string(in: name.value)
      }
    }
  }

  /// `.iOS(.v16)`, `.macOS(.v10_15)` and `.macOS("13.0")`, as dotted versions.
  private static func platforms(of package: PackageCallSyntax, bindings: ManifestBindings) -> [PlatformRequirement] {
    let source = bindings.source
    guard let value = package.arguments.labelled("platforms")?.value else { return [] }
    return (bindings.arrayLiterals(in: value) ?? []).flatMap { open in
      source.items(inside: open).compactMap { item -> PlatformRequirement? in
        guard let call = source.call(in: item.tokens),
          let platform = ApplePlatform.allCases.first(where: { $0.rawValue.lowercased() == call.name.lowercased() }),
          let version = call.arguments.first.flatMap({ version(in: $0.value, bindings: bindings) })
        else { return nil }
        return PlatformRequirement(platform: platform, version: version)
      }
    }
  }

  private static func version(in range: Range<Int>, bindings: ManifestBindings) -> String? {
    if let written = bindings.string(in: range) { return written }
    let tokens = bindings.source.tokens
    guard range.count == 2, tokens[range.lowerBound].text == ".", case let member = tokens[range.lowerBound + 1].text,
      member.hasPrefix("v")
    else { return nil }
    let parts = member.dropFirst().split(separator: "_")
    guard !parts.isEmpty, parts.allSatisfy({ Int($0) != nil }) else { return nil }
    return parts.count == 1 ? "\(parts[0]).0" : parts.joined(separator: ".")
  }
}
