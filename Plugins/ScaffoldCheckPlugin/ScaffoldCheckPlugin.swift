import Foundation
import PackagePlugin

/// `swift package scaffold-check [check's options]` (or `scaffold-check status …`): the tool's
/// read-only commands, through a plugin that asks for no permission. SwiftPM grants permissions
/// per plugin, not per command, so a CI job that only checks would otherwise have to pass
/// `--allow-writing-to-package-directory` to the plugin that writes modules.
@main
struct ScaffoldCheckPlugin: CommandPlugin {
  /// The commands that read the package and write nothing.
  static let readOnlyCommands: Set<String> = ["check", "status"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    if let first = arguments.first, !first.hasPrefix("-"), !Self.readOnlyCommands.contains(first) {
      Diagnostics.error(
        "scaffold-check runs 'check' or 'status' only; '\(first)' writes, so run it with "
          + "'swift package --allow-writing-to-package-directory scaffold \(first) …'")
      exit(64)
    }
    if arguments.first.map(Self.readOnlyCommands.contains) != true { arguments.insert("check", at: 0) }
    let process = Process()
    process.executableURL = try context.tool(named: "scaffold").url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    // The tool prints to the plugin's own streams, which SwiftPM shows as they come.
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // `check` exits 1 for a module that is behind: CI fails, as with the binary.
      Diagnostics.error("scaffold exited with status \(process.terminationStatus)")
      exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
  }
}
