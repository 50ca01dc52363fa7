import ScaffoldBase

extension ArchitectureCatalog {
  /// The catalog as the stable JSON of `scaffold architectures --json` (docs/json.md).
  public var jsonValue: ContextValue {
    [
      "architectures": .list(
        entries.map { entry in
          [
            "name": .string(entry.guide.architecture.rawValue),
            "displayName": .string(entry.guide.architecture.displayName),
            "summary": .string(entry.summary),
            "parts": .string(entry.guide.parts),
            "distribution": .string(entry.guide.distribution),
            "testability": .string(entry.guide.testability),
            "easeOfUse": .string(entry.guide.easeOfUse),
            "bestFor": .string(entry.guide.bestFor),
            "files": .list(
              entry.files.map { file in
                var value: [String: ContextValue] = ["path": .string(file.path)]
                if let condition = file.condition { value["condition"] = .string(condition) }
                return .object(value)
              }),
          ]
        })
    ]
  }
}
