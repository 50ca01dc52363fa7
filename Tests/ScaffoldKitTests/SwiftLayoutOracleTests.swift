import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// swift-format (in the toolchain) as the oracle: code laid out by the stage passes
/// `swift format lint --strict` with the configuration the package ships, at each style. Only
/// tests run swift-format; generation never does.
@Suite("Layout: swift-format accepts the output")
struct SwiftLayoutOracleTests {
  /// Every shape the breaker knows, written as templates write them: at two spaces, with long
  /// lines and lists broken by hand.
  static let sample = """
    import Foundation

    @MainActor
    final class SampleRouterWithALongName<TransitionHandler: SampleTransitionHandling>: SampleRouting {
      private(set) var displayedStates: [SampleUseCaseState<SampleModels.LoadItems.ViewModel>] = []
      @Published private(set) var loadItemsState: SampleUseCaseState<SampleLoadItemsViewModel> = .idle
      private var loadItemsResult: Result<SampleModels.LoadItems.Response, any Error> = .success(.fixture)
      private let destination: @MainActor (SampleRoute, (any SampleDataStore)?) -> UIViewController?

      func testLoadItemsChangesNothingWhenTheServiceReportsIt() async {
        let value = makeThing(first: "a, b", second: "\\(describe(x, y))", third: [1_700_000_002, 2, 3])
        #expect(output.outputs.last == .paid(receipt: Receipt(id: "id 2", paidAt: Date(timeIntervalSince1970: 1_700_000_002))))
        #expect(interactor.requests == [SampleRequest(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3)))])
        let task = Task { [weak self] in await self?.presenter.loadItems(query: "query 1", page: 2, pageSize: 30) }
        guard let tip = Self.optionalNumber(payTipField.text, { text in Decimal(string: text) }) else { return }
        paySection.button.isEnabled = !paySection.isRunning && payCall != nil && self.isViewLoaded
        if isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true {
          task.cancel()
        }
        let stack = SampleSection(
          title: SampleStrings.LoadItems.title, action: SampleStrings.LoadItems.action,
          ids: (SampleAccessibilityIDs.LoadItems.section, SampleAccessibilityIDs.LoadItems.status),
          fields: [
            (SampleStrings.LoadItems.rowsLabel, SampleAccessibilityIDs.LoadItems.rowsField),
          ]
        ) { [weak self] in
          self?.loadItems()
        }
      }

      private func loadItemsWorkerRequestForTheScreen() -> SampleModels.LoadItems.WorkerRequest {
        SampleModels.LoadItems.WorkerRequest(cartID: input.cartID)
      }
    }

    struct SampleStatusRow<Value: Equatable>: View {
      var body: some View {
        switch state {
        case .running: ProgressView(SampleStrings.loading).accessibilityIdentifier(SampleAccessibilityIDs.status)
        default: EmptyView()
        }
        LabeledContent(SampleStrings.LoadItems.totalTextLabel, value: viewModel.totalTextOfTheScreen)
          .accessibilityIdentifier(SampleAccessibilityIDs.LoadItems.totalTextField)
      }
    }

    """

  @Test(
    "the laid-out sample passes swift format lint --strict with its style's configuration",
    arguments: [(4, 120), (2, 100), (4, 80), (2, 80)])
  func swiftFormatAccepts(_ indentation: Int, _ lineLength: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-oracle-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = try #require(
      TemplateLibrary().template(named: "viper").files["swift-format.mustache"])
    let json = configuration.replacingOccurrences(of: "{{style.indentation}}", with: "\(indentation)")
      .replacingOccurrences(of: "{{style.lineLength}}", with: "\(lineLength)")
    try json.write(to: folder.appendingPathComponent(".swift-format"), atomically: true, encoding: .utf8)
    let source = folder.appendingPathComponent("Sample.swift")
    let laidOut = SwiftLayout(indentation: indentation, lineLength: lineLength).format(Self.sample)
    try laidOut.write(to: source, atomically: true, encoding: .utf8)
    let findings = try Self.lint(source, configuration: folder.appendingPathComponent(".swift-format"))
    #expect(findings.isEmpty, "\(findings)\n\(laidOut)")
    #expect(laidOut.split(separator: "\n").allSatisfy { $0.count <= lineLength })
  }

  /// swift-format's findings, one a line; empty when it accepts the file.
  static func lint(_ file: URL, configuration: URL) throws -> String {
    let result = try ChildProcess.run(
      "/usr/bin/env", ["swift", "format", "lint", "--strict", "--configuration", configuration.path, file.path],
      mergingErrors: true)
    let text = result.text
    if result.status != 0, text.isEmpty { return "swift format exited with \(result.status)" }
    return text
  }
}
