import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Every name of Tests/Fixtures/HostileNames/names.txt, as a module, a use case and a route of
/// every architecture: refused with the recorded reason in one clear line, or accepted and
/// rendered into a package whose paths stay inside it. Whether accepted packages compile is
/// scripts/check-hostile-names' job (a sample of them runs in scripts/test).
@Suite("Hostile names")
struct HostileNameTests {
  static let entries = (try? HostileNameCorpus.entries()) ?? []

  /// Templates parsed once for the whole suite; the corpus renders thousands of packages.
  static let generator: ModuleGenerator = {
    let templates = Dictionary(
      uniqueKeysWithValues: Architecture.allCases.compactMap { architecture in
        (try? Template.builtIn(architecture)).map { (architecture, $0) }
      })
    return ModuleGenerator(templateSource: { architecture throws(ScaffoldError) in
      guard let template = templates[architecture] else { return try Template.builtIn(architecture) }
      return template
    })
  }()

  @Test("the corpus reads, holds at least 200 names, and none twice")
  func corpusShape() throws {
    let entries = try HostileNameCorpus.entries()
    #expect(entries.count >= 200)
    // Compared by code points: "é" and "e\u{301}" are equal Strings but different names on disk.
    let repeated = Dictionary(grouping: entries) { $0.name.unicodeScalars.map(\.value) }.filter { $0.value.count > 1 }
    #expect(repeated.isEmpty, "names listed twice: \(repeated.values.map { $0.map(\.line) })")
  }

  @Test("the corpus has accepted and refused names in every role")
  func corpusCoversBothOutcomes() throws {
    let entries = try HostileNameCorpus.entries()
    for role in HostileNameCorpus.Role.allCases {
      let outcomes = entries.compactMap { $0.expectations[role]?.outcome }
      #expect(outcomes.contains(.accept), "no accepted \(role.rawValue)")
      #expect(outcomes.contains { $0 != .accept }, "no refused \(role.rawValue)")
    }
  }

  @Test("each name is refused with its reason, or accepted and rendered safely", arguments: entries)
  func outcome(_ entry: HostileNameCorpus.Entry) throws {
    for role in HostileNameCorpus.Role.allCases {
      let expectation = try #require(entry.expectations[role])
      for architecture in Architecture.allCases {
        for ui in UserInterface.allCases {
          // Rendering costs thirty times validation in a debug build; the folder name is checked
          // for every accepted module name, and every eighth line is also rendered, with the
          // architecture changing from line to line, to check the real file paths.
          let render =
            role == .module && ui == .uikit && entry.line % 8 == 0
            && architecture == Architecture.allCases[entry.line / 8 % Architecture.allCases.count]
          let run = HostileNameRun(
            entry.name, as: role, architecture: architecture, ui: ui, generator: Self.generator, render: render)
          let expected = expectation.outcome(for: architecture, ui: ui)
          let context = "\(role.rawValue) in \(architecture.rawValue) with --ui \(ui.rawValue)"
          #expect(
            run.outcome == expected,
            "\(context): expected \(expected), got \(run.error.map { "\($0)" } ?? "accepted")")
          if let module = run.module, role == .module {
            checkFolder(module.name.pascal, context: context)
          }
          if let plan = run.plan {
            checkPaths(of: plan, context: context)
          } else if let diagnostic = run.diagnostics.first {
            checkClarity(of: diagnostic, context: context)
          }
        }
      }
    }
  }

  /// The package folder is one plain ASCII name that every file system accepts.
  private func checkFolder(_ folder: String, context: String) {
    #expect(
      folder.first?.isLetter == true && folder.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) },
      "\(context): package folder '\(folder)'")
    #expect(!WindowsDeviceNames.contains(folder), "\(context): package folder '\(folder)' is a Windows device")
  }

  /// Every file of a rendered package stays inside it.
  private func checkPaths(of plan: RenderPlan, context: String) {
    checkFolder(plan.packageDirectory, context: context)
    for file in plan.files {
      #expect(OutputPathRules.problem(with: file.path) == nil, "\(context): file path '\(file.path)'")
    }
  }

  /// One line, nothing invisible or able to drive a terminal, and advice after the problem.
  private func checkClarity(of diagnostic: Diagnostic, context: String) {
    let text = diagnostic.description
    #expect(!text.contains("\n") && !text.contains("\r"), "\(context): message spans lines: \(text)")
    #expect(VisibleText.escaped(text) == text, "\(context): message shows raw invisible characters: \(text)")
    #expect(diagnostic.hint?.isEmpty == false, "\(context): no advice in \(text)")
  }
}
