import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// The translated Yes and No are written only for a module whose screen shows a `Bool`: no unused
/// helper, text or test entry otherwise.
@Suite("Yes and No texts")
struct BooleanTextsTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  @Test(
    "yesOrNo, its texts and their test entries are written exactly when a view model shows a Bool",
    arguments: [
      ("[{ isOpen: Bool }]", true), ("[{ isOpen: Bool? }]", false), ("[{ title: String }]", false),
      ("[{ flags: \"[Bool]\" }]", false),
    ])
  func writtenWhenShown(viewModel: String, shows: Bool) throws {
    for architecture in Architecture.allCases {
      let yaml = """
        name: Shop
        architecture: \(architecture.rawValue)
        useCases:
          - name: load
            response: \(viewModel)
            viewModel: \(viewModel)
        """
      let module = try generator.module(from: SpecLoader.load(text: yaml, file: "S.yml"))
      #expect(generator.context(for: module)["showsBooleans"] == .bool(shows))
      let files = try generator.plan(for: module).files
      let mentioning = files.filter { $0.contents.contains("yesOrNo") || $0.contents.contains("Shop.yes") }
      if shows {
        // Declared, used by the screen and checked by the strings test; its texts in the table.
        #expect(mentioning.count >= 3, "\(architecture): \(mentioning.map(\.path))")
        #expect(files.contains { $0.path.hasSuffix(".strings") && $0.contents.contains("\"Shop.no\" = \"No\";") })
      } else {
        #expect(mentioning.isEmpty, "\(architecture): \(mentioning.map(\.path))")
      }
    }
  }
}
