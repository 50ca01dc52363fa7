import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// What a module costs a large app in lines: a team of 300 modules reads and keeps every one.
@Suite("The size of a bare module")
struct ModuleVolumeTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  /// The budget of issue 31: a bare VIPER module in a package of several, sources and tests of
  /// its own targets, with the support its package shares written once elsewhere.
  @Test("a bare VIPER module in a package of several modules has at most 450 lines of Swift of its own")
  func bareViperModuleFitsItsBudget() throws {
    var module = try generator.module(from: SpecLoader.load(text: "name: Profile\narchitecture: viper", file: "P.yml"))
    module.sharedSupport = SharedSupport(packageName: Name("Shop")!)
    let own = try generator.plan(for: module).files.filter {
      $0.path.hasSuffix(".swift") && ($0.path.hasPrefix("Sources/Profile/") || $0.path.hasPrefix("Tests/ProfileTests/"))
    }
    let lines = own.map { $0.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    #expect(own.count >= 12, "\(own.map(\.path))")
    #expect(lines.reduce(0, +) <= 450, "\(zip(own.map(\.path), lines).map { "\($0) \($1)" })")
    // The support is the package's: none of it is declared in the module.
    for file in own {
      for type in ["UseCaseState", "QueryCalls", "ScreenTasks", "SectionView", "CallGate"] {
        #expect(!file.contents.contains("class Profile\(type)") && !file.contents.contains("enum Profile\(type)"))
        #expect(!file.contents.contains("class Shop\(type)") && !file.contents.contains("enum Shop\(type)"))
      }
    }
  }
}
