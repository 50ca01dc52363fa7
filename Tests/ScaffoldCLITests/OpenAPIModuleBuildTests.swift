import Foundation
import ScaffoldOpenAPI
import Testing

/// A tag of an OpenAPI document, mapped to a spec and written to a file, generates through the
/// real `scaffold generate` into a package that builds with warnings as errors and passes its tests.
@Suite("a module from an OpenAPI tag, built")
struct OpenAPIModuleBuildTests {
  @Test("the Petstore's store tag, as an MVVM module")
  func storeTagBuilds() throws {
    let file = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/OpenAPI/petstore.yaml")
    let document = try OpenAPIDocument(text: String(contentsOf: file, encoding: .utf8), file: "petstore.yaml")
    let mapped = try OpenAPIModuleMapper.map(
      document, selection: OpenAPISelection(tags: ["store"], architecture: "mvvm"))
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data(mapped.specText.utf8).write(to: directory.appendingPathComponent("Store.yml"))
    let generated = try ScaffoldBinary.run(["generate", "Store.yml", "-o", "out", "--quiet"], in: directory)
    #expect(generated.status == 0, "\(generated.standardError)")
    let package = directory.appendingPathComponent("out/Store")
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let tested = try ScaffoldBinary.swiftTest(in: package)
    #expect(tested.result.status == 0, "\(tested.result.standardOutput)")
  }
}
