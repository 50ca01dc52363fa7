/// Names Windows reserves for devices: a folder called `CON` or `nul` cannot be created or
/// checked out there, in any letter case. The module name is the package folder's name.
enum WindowsDeviceNames {
  private static let names: Set<String> = Set(
    ["CON", "PRN", "AUX", "NUL"] + (0...9).flatMap { ["COM\($0)", "LPT\($0)"] })

  static func contains(_ name: String) -> Bool {
    names.contains(name.uppercased())
  }
}
