import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Running the swift driver")
struct SwiftPMToolTests {
  /// A child that fills standard error far past a pipe's capacity before it writes standard
  /// output used to hang the tool: it read standard output to the end first.
  @Test("a child that writes more to standard error than a pipe holds is read in full", .timeLimit(.minutes(1)))
  func largeStandardError() throws {
    let tool = SwiftPMTool(executable: "bash")
    let script = "head -c 300000 /dev/zero | tr '\\0' x >&2; echo done"
    let output = try tool.run(["-c", script], in: FileManager.default.temporaryDirectory)
    #expect(output.status == 0)
    #expect(output.standardOutput == "done\n")
    #expect(output.standardError.count == 300_000)
  }
}
