import Foundation
import Testing

/// `--openapi` and a spec's `openapi:` with the real binary: the document's operations become the
/// module's use cases, the record keeps the document's hash, and a changed document shows in
/// `check` and grows the module in `update`, around hand edits.
@Suite(
  "modules from an OpenAPI document, on the command line",
  .enabled(
    if: ProcessInfo.processInfo.environment["SCAFFOLD_OPENAPI_GENERATOR"] != nil,
    "SCAFFOLD_OPENAPI_GENERATOR names swift-openapi-generator (scripts/openapi-generator), which the module embeds"))
struct OpenAPICommandTests {
  /// A fresh folder holding the Petstore fixture as `api.yaml`.
  private func folderWithDocument() throws -> URL {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/OpenAPI/petstore.yaml")
    try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("api.yaml"))
    return directory
  }

  private func text(_ file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  /// Adds `GET /store/coupons` (operationId `listCoupons`, tag store) to the document.
  private func addCouponOperation(to document: URL) throws {
    let original = try text(document)
    let operation = """
        /store/coupons:
          get:
            tags: [store]
            operationId: listCoupons
            summary: Lists the coupons on offer.
            responses:
              '200':
                description: The coupons.
                content:
                  application/json:
                    schema:
                      type: array
                      items:
                        type: string

      """
    let anchor = "  /store/inventory:\n"
    #expect(original.contains(anchor))
    try Data(original.replacingOccurrences(of: anchor, with: operation + anchor).utf8).write(to: document)
  }

  @Test("a tag's operations become use cases; a new operation makes check fail and update add it, keeping hand edits")
  func tagThroughCheckAndUpdate() throws {
    let directory = try folderWithDocument()
    let generated = try ScaffoldBinary.run(
      ["viper", "Store", "--openapi", "api.yaml", "--tag", "store"], in: directory)
    #expect(generated.status == 0, "\(generated.standardError)")
    // What the spec cannot hold is said, at its place in the document.
    #expect(generated.standardError.contains("note: api.yaml:"))
    #expect(generated.standardError.contains("typed as String"))
    let root = directory.appendingPathComponent("Store")
    let contracts = root.appendingPathComponent("Sources/Store/StoreContracts.swift")
    for operation in ["getInventory", "placeOrder", "getOrderById", "deleteOrder"] {
      #expect(try text(contracts).contains("func \(operation)("), "no use case \(operation)")
    }
    let record = try text(root.appendingPathComponent(".scaffold/Store.json"))
    #expect(record.contains("\"document\": \"../api.yaml\""), "\(record)")
    #expect(record.contains("\"operationId\": \"placeOrder\""))
    #expect(record.contains("\"sha256\": "))
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)

    let presenter = root.appendingPathComponent("Sources/Store/StorePresenter.swift")
    let edited = try text(presenter).replacingOccurrences(
      of: "final class StorePresenter", with: "// ours: kept through updates\nfinal class StorePresenter")
    #expect(edited != (try text(presenter)))
    try Data(edited.utf8).write(to: presenter)
    try addCouponOperation(to: directory.appendingPathComponent("api.yaml"))

    let checked = try ScaffoldBinary.run(["check", "--package", "Store"], in: directory)
    #expect(checked.status == 1, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("Store: behind (../api.yaml changed: new operation listCoupons)"))

    let updated = try ScaffoldBinary.run(["update", "--package", "Store"], in: directory)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(try text(contracts).contains("func listCoupons("))
    #expect(try text(presenter).contains("// ours: kept through updates"))
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)
  }

  @Test("a spec's openapi: is read from the spec file's folder, its own use cases after the document's")
  func specKey() throws {
    let directory = try folderWithDocument()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("specs"), withIntermediateDirectories: false)
    try Data(
      """
      name: Pets
      architecture: mvvm
      openapi:
        document: ../api.yaml
        operations: [listPets, getPetById]
      useCases:
        - refresh
      """.utf8
    ).write(to: directory.appendingPathComponent("specs/Pets.yml"))
    let generated = try ScaffoldBinary.run(["generate", "specs/Pets.yml", "--quiet"], in: directory)
    #expect(generated.status == 0, "\(generated.standardError)")
    let contracts = try text(directory.appendingPathComponent("Pets/Sources/Pets/PetsContracts.swift"))
    let order = ["func listPets(", "func getPetById(", "func refresh("].map { contracts.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil }, "\(contracts)")
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(!contracts.contains("func addPet("))
  }

  @Test("problems: a spec's own and the document's in one list; flags that need --openapi; two documents")
  func problems() throws {
    let directory = try folderWithDocument()
    try Data(
      """
      name: Bad
      architecture: viper
      openapi:
        document: api.yaml
        tags: [pest]
        colour: blue
      """.utf8
    ).write(to: directory.appendingPathComponent("Bad.yml"))
    let bad = try ScaffoldBinary.run(["generate", "Bad.yml"], in: directory)
    #expect(bad.status == 65)
    #expect(bad.standardError.contains("Bad.yml:6:3: error: unknown key 'colour' in openapi"), "\(bad.standardError)")
    #expect(bad.standardError.contains("api.yaml:"))
    #expect(bad.standardError.contains("no operation of the document has the tag 'pest'; did you mean 'pets'?"))

    let missing = try ScaffoldBinary.run(["mvvm", "Gone", "--openapi", "nothing.yaml", "--tag", "pets"], in: directory)
    #expect(missing.status == 65)
    #expect(missing.standardError.contains("cannot read the OpenAPI document nothing.yaml"), "\(missing.standardError)")

    let untagged = try ScaffoldBinary.run(["mvvm", "Pets", "--tag", "pets"], in: directory)
    #expect(untagged.status == 64)
    #expect(untagged.standardError.contains("add --openapi"))
    let unchosen = try ScaffoldBinary.run(["mvvm", "Pets", "--openapi", "api.yaml"], in: directory)
    #expect(unchosen.status == 64)
    #expect(unchosen.standardError.contains("add --tag or --operation"))

    try Data("name: Pets\nopenapi: {document: api.yaml, tags: [pets]}\n".utf8)
      .write(to: directory.appendingPathComponent("Pets.yml"))
    let twice = try ScaffoldBinary.run(
      ["mvvm", "Pets", "--spec", "Pets.yml", "--openapi", "api.yaml", "--tag", "store"], in: directory)
    #expect(twice.status == 65)
    #expect(twice.standardError.contains("the spec reads operations from api.yaml and the command line from api.yaml"))
    #expect(ScaffoldBinary.contents(of: directory).sorted() == ["Bad.yml", "Pets.yml", "api.yaml"])

    // Only its own Package.swift says the module needs swift-openapi-runtime.
    #expect(try ScaffoldBinary.run(["viper", "Home", "--quiet"], in: directory).status == 0)
    let homePackage = try String(contentsOf: directory.appendingPathComponent("Home/Package.swift"), encoding: .utf8)
    let added = try ScaffoldBinary.run(
      ["mvvm", "Store", "--openapi", "api.yaml", "--tag", "store", "--package", "Home"], in: directory)
    #expect(added.status == 65)
    #expect(added.standardError.contains("Store is made from an OpenAPI document"), "\(added.standardError)")
    #expect(
      try String(contentsOf: directory.appendingPathComponent("Home/Package.swift"), encoding: .utf8) == homePackage)
  }
}
