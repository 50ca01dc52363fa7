import Foundation
import ScaffoldBase
import Testing

@testable import ScaffoldOpenAPI

/// The values the service's tests are written with (`OpenAPISamples`): each leaf its own,
/// optional properties only where the module carries them, the module's literal of each carried
/// value beside the client's, UUIDs whose text shows its case, and schemas that hold themselves.
@Suite("OpenAPISamples: the generated tests' values, on both sides")
struct OpenAPISamplesTests {
  private func samples(_ files: [(name: String, text: String)] = OpenAPIClientSnippets.all) throws -> OpenAPISamples {
    OpenAPISamples(index: try OpenAPIClientIndex(files: files), entities: [:], sources: [:])
  }

  @Test("an allOf struct: parts built alike, carried keys with the module's literal, others left out")
  func compositionAndCarriers() throws {
    var samples = try samples()
    let order = samples.structure(
      "Components.Schemas.Order", carrier: ["pet-id": .named("Int"), "status": .named("String")])
    let made = try #require(order)
    #expect(made.client.hasPrefix("Components.Schemas.Order(value1: Components.Schemas.OrderDraft(petId: 1)"))
    // `type` is optional and no field carries it: the module would send nil for it.
    #expect(!made.client.contains("_type"))
    #expect(made.moduleByKey["pet-id"] == "1")
    // A string enum: a case of the client's, its raw value in quotes for the module.
    let status = try #require(made.moduleByKey["status"])
    #expect(status.hasPrefix("\"") && made.client.contains("StatusPayload.\(status.dropFirst().dropLast())"))
    // A second value of the same shape gets values of its own.
    let draft = samples.structure("Components.Schemas.OrderDraft", carrier: ["pet-id": .named("Int")])
    let again = try #require(draft)
    #expect(again.moduleByKey["pet-id"] != "1")
  }

  @Test("a string the module holds as a UUID is lowercase text with hex letters; its bytes for the module")
  func uuids() {
    let (text, bytes) = OpenAPISamples.uuid(300)
    #expect(text == "ab000000-0000-4c00-8d00-00000000012c")
    #expect(bytes == "171, 0, 0, 0, 0, 0, 76, 0, 141, 0, 0, 0, 0, 0, 1, 44")
  }

  @Test("a boxed schema that holds itself: read through its Storage, made two levels deep")
  func recursiveSchemas() throws {
    var samples = try samples([("Types+Components+Schemas.swift", Self.boxedCategory)])
    let structure = try #require(samples.index.structure(named: "Components.Schemas.Category"))
    #expect(structure.properties.map(\.name) == ["id", "name", "slug", "children", "parent"])
    #expect(structure.properties.map(\.key) == ["id", "name", "slug", "children", "parent"])
    let category = samples.structure(
      "Components.Schemas.Category",
      carrier: ["id": .named("String"), "children": .array(.named("String")), "parent": .optional(.named("String"))])
    let made = try #require(category)
    // Two levels: the outer one's children and parent are filled, theirs left empty or out.
    #expect(made.client.contains("children: [Components.Schemas.Category(id: "))
    #expect(made.client.components(separatedBy: "children: []").count == 3)
    #expect(made.client.components(separatedBy: "parent:").count == 2)
  }

  /// A schema with `parent: anyOf [Category, null]` and `children: [Category]`, as
  /// swift-openapi-generator 1.14 writes it (from Tests/Fixtures/OpenAPI/commerce.json).
  static let boxedCategory = #"""
    extension Components {
        internal enum Schemas {
            /// - Remark: Generated from `#/components/schemas/Category`.
            internal struct Category: Codable, Hashable, Sendable {
                /// - Remark: Generated from `#/components/schemas/Category/id`.
                internal var id: Swift.String {
                    get  {
                        self.storage.value.id
                    }
                    _modify {
                        yield &self.storage.value.id
                    }
                }
                /// - Remark: Generated from `#/components/schemas/Category/name`.
                internal var name: Swift.String {
                    get  {
                        self.storage.value.name
                    }
                    _modify {
                        yield &self.storage.value.name
                    }
                }
                /// - Remark: Generated from `#/components/schemas/Category/slug`.
                internal var slug: Swift.String {
                    get  {
                        self.storage.value.slug
                    }
                    _modify {
                        yield &self.storage.value.slug
                    }
                }
                /// - Remark: Generated from `#/components/schemas/Category/children`.
                internal var children: [Components.Schemas.Category] {
                    get  {
                        self.storage.value.children
                    }
                    _modify {
                        yield &self.storage.value.children
                    }
                }
                /// - Remark: Generated from `#/components/schemas/Category/parent`.
                internal var parent: Components.Schemas.Category? {
                    get  {
                        self.storage.value.parent
                    }
                    _modify {
                        yield &self.storage.value.parent
                    }
                }
                /// Creates a new `Category`.
                ///
                /// - Parameters:
                ///   - id:
                ///   - name:
                ///   - slug:
                ///   - children:
                ///   - parent:
                internal init(
                    id: Swift.String,
                    name: Swift.String,
                    slug: Swift.String,
                    children: [Components.Schemas.Category],
                    parent: Components.Schemas.Category? = nil
                ) {
                    self.storage = .init(value: .init(
                        id: id,
                        name: name,
                        slug: slug,
                        children: children,
                        parent: parent
                    ))
                }
                internal enum CodingKeys: String, CodingKey {
                    case id
                    case name
                    case slug
                    case children
                    case parent
                }
                internal init(from decoder: any Swift.Decoder) throws {
                    self.storage = try .init(from: decoder)
                }
                internal func encode(to encoder: any Swift.Encoder) throws {
                    try self.storage.encode(to: encoder)
                }
                /// Internal reference storage to allow type recursion.
                private var storage: OpenAPIRuntime.CopyOnWriteBox<Storage>
                private struct Storage: Codable, Hashable, Sendable {
                    /// - Remark: Generated from `#/components/schemas/Category/id`.
                    var id: Swift.String
                    /// - Remark: Generated from `#/components/schemas/Category/name`.
                    var name: Swift.String
                    /// - Remark: Generated from `#/components/schemas/Category/slug`.
                    var slug: Swift.String
                    /// - Remark: Generated from `#/components/schemas/Category/children`.
                    var children: [Components.Schemas.Category]
                    /// - Remark: Generated from `#/components/schemas/Category/parent`.
                    var parent: Components.Schemas.Category?
                    init(
                        id: Swift.String,
                        name: Swift.String,
                        slug: Swift.String,
                        children: [Components.Schemas.Category],
                        parent: Components.Schemas.Category? = nil
                    ) {
                        self.id = id
                        self.name = name
                        self.slug = slug
                        self.children = children
                        self.parent = parent
                    }
                    typealias CodingKeys = Components.Schemas.Category.CodingKeys
                }
            }
        }
    }
    """#
}
