extension XcodeProject {
  /// The identifier of the group at `path`, group names from the project's main group down,
  /// separated by `/` (`Shop/Features`); the main group itself for an empty path.
  public func group(atPath path: String) throws(XcodeRefusal) -> String {
    guard let main = object(projectObject.string("mainGroup")) else {
      throw XcodeRefusal("the project has no main group", hint: "open the project in Xcode and save it once")
    }
    var group = main
    var walked: [String] = []
    for name in path.split(separator: "/").map(String.init) {
      let children = group.strings("children").compactMap { object($0) }.filter(\.isGroup)
      guard let child = children.first(where: { $0.displayName == name }) else {
        let names = children.compactMap(\.displayName)
        let closest = Self.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        let place = walked.isEmpty ? "the project's main group" : "group '\(walked.joined(separator: "/"))'"
        throw XcodeRefusal(
          "\(place) has no group named '\(name)'\(closest)",
          hint: names.isEmpty ? "\(place) has no groups" : "its groups: \(names.joined(separator: ", "))")
      }
      walked.append(name)
      group = child
    }
    return group.id
  }
}
