import ScaffoldBase

/// Identifiers for the objects this tool adds: 24 uppercase hexadecimal digits like Xcode's, but
/// derived from what the object is (the project, the target, the file's path in the project), so
/// that a second run, or a run on a teammate's machine, makes the same ones.
struct XcodeIdentifier {
  /// The project's own identifiers, looked up where they are: a big project has tens of
  /// thousands, and copying them into a set cost more than making the module's objects.
  private let existing: [String: XcodeObject]
  /// Those made so far.
  private var made: Set<String> = []
  /// The project's name, part of every seed, so that two projects in one workspace do not share
  /// identifiers for the same relative path.
  let projectName: String

  init(existing: [String: XcodeObject] = [:], projectName: String) {
    self.existing = existing
    self.projectName = projectName
  }

  private func isTaken(_ id: String) -> Bool { existing[id] != nil || made.contains(id) }

  /// A new identifier for the object `parts` describe. A clash with one already taken (by chance,
  /// or by an object of the user's) moves to the next candidate of the same seed, so the result
  /// is still the same on every run over the same project.
  mutating func make(_ parts: String...) -> String {
    let seed = ([projectName] + parts).joined(separator: "\u{0}")
    var attempt = 0
    while true {
      let text = attempt == 0 ? seed : seed + "\u{0}\(attempt)"
      let id = String(SHA256.hex(of: text).prefix(24)).uppercased()
      if !isTaken(id) {
        made.insert(id)
        return id
      }
      attempt += 1
    }
  }
}
