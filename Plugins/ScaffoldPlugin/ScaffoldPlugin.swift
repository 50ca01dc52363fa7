import Foundation
import PackagePlugin

/// `swift package scaffold <command> …`: runs the `scaffold` tool in the package the command is
/// run in, so a package that depends on Scaffold needs no separately installed binary.
@main
struct ScaffoldPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let package = context.package.directoryURL
    let process = Process()
    process.executableURL = try context.tool(named: "scaffold").url
    process.arguments = PluginArguments.withDefaultDestination(
      arguments, configurationDeclaresDestination: ProjectFileProbe.declaresDestination(from: package))
    process.currentDirectoryURL = package
    // The tool reads and edits Package.swift in process and starts no `swift package` of its
    // own, so it neither waits for the lock the `swift package` running this plugin holds nor
    // needs to start a process from inside the plugin's sandbox.
    // The tool inherits the plugin's output streams, so its messages and errors reach the user
    // as it prints them; SwiftPM shows everything a plugin prints.
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // Exiting with the tool's status makes `swift package` fail too; SwiftPM reports the
      // status in its own message and exits with 1.
      Diagnostics.error("scaffold exited with status \(process.terminationStatus)")
      exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
    }
  }
}
