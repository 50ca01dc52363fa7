import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec

@Suite("adopt: what a module's Swift files declare")
struct SwiftDeclarationsTests {
  @Test("nested types, stored properties, protocol requirements and enum cases")
  func readsDeclarations() {
    let text = """
      import Foundation

      /// Models. A "quoted { brace" in a comment is not code.
      public enum ShopModels {
        public enum LoadItems {
          @MainActor public struct Request: Equatable, Sendable {
            public let query: String
            var page: Int = 1
            var label: String { "page \\(page) of \\"{\\"" }
            public init(query: String) { self.query = query }
          }
        }
      }

      protocol ShopInteractorInput: AnyObject {
        func loadItems(query: String, page: Int, completion: @escaping ([Item]) -> Void)
        func reset()
      }

      enum ShopRoute: Hashable {
        case detail(itemID: UUID), help
        case share(_ url: URL)
        case edit(Profile)
      }

      final class ShopPresenter {
        override func viewDidLoad() {
          let task = Task { await load() }
          interactor.loadItems(query: "", page: 1) { _ in }
        }
      }
      """
    let types = SwiftDeclarations(text: text).types
    let request = types.first { $0.path == ["ShopModels", "LoadItems", "Request"] }
    #expect(request?.kind == "struct")
    #expect(request?.inherits == ["Equatable", "Sendable"])
    #expect(request?.properties == [.init(name: "query", type: "String"), .init(name: "page", type: "Int")])
    let interactor = types.first { $0.name == "ShopInteractorInput" }
    #expect(interactor?.functions.map(\.name) == ["loadItems", "reset"])
    #expect(
      interactor?.functions.first?.parameters == [
        .init(label: "query", name: "query", type: "String"), .init(label: "page", name: "page", type: "Int"),
        .init(label: "completion", name: "completion", type: "@escaping([Item]) -> Void"),
      ])
    let route = types.first { $0.name == "ShopRoute" }
    #expect(route?.cases.map(\.name) == ["detail", "help", "share", "edit"])
    // An associated value without a label is named after its type.
    #expect(route?.cases.last?.parameters == [.init(label: nil, name: "profile", type: "Profile")])
    #expect(route?.cases.first?.parameters == [.init(label: "itemID", name: "itemID", type: "UUID")])
    #expect(route?.cases[2].parameters == [.init(label: nil, name: "url", type: "URL")])
    let presenter = types.first { $0.name == "ShopPresenter" }
    #expect(presenter?.functions.first?.calls.isSuperset(of: ["loadItems", "load", "interactor"]) == true)
    // Nothing inside a body is read as a declaration of the type around it.
    #expect(presenter?.properties.isEmpty == true)
  }

  @Test("string literals of every kind hide what they hold")
  func skipsStrings() {
    let text = #"""
      struct A {
        let a = "}"
        let b = #"\(not) } interpolated"#
        let c = """
          struct Fake {
          }
          """
        let d: String
      }
      """#
    let types = SwiftDeclarations(text: text).types
    #expect(types.map(\.name) == ["A"])
    #expect(types.first?.properties == [.init(name: "d", type: "String")])
  }
}

@Suite("adopt: the spec inferred from a module's files")
struct SpecInferenceTests {
  @Test("use cases nested per use case, with the entities their fields use, input, output and routes")
  func nestedModels() throws {
    let files = [
      "Sources/Cart/CartModels.swift": """
      public struct CartInput: Hashable { public let cartID: UUID }
      public enum CartOutput { case paid(receipt: Receipt), cancelled }
      public enum CartModels {
        public enum LoadCart {
          public struct Request { public let cartID: UUID }
          public struct Response { public let items: [Line]; public let total: Decimal }
        }
        public enum Pay {
          public struct Request { public let cartID: UUID; public let tip: Decimal? }
          public struct Response { public let receipt: Receipt }
        }
      }
      public struct Line { let title: String; let handler: Handler }
      public struct Receipt { let id: String; let lines: [Line] }
      """,
      "Sources/Cart/CartRouter.swift": "enum CartRoute { case help, receipt(receipt: Receipt) }",
      "Sources/Cart/CartViewController.swift": """
      import UIKit
      final class CartViewController: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); runLoadCart() }
      }
      """,
      "Tests/CartTests/CartTests.swift":
        "import XCTest\nextension CartModels.LoadCart.Request { static let sample = 1 }",
    ]
    let inferred = SpecInference.infer(name: "Cart", files: files)
    let spec = try SpecLoader.load(text: inferred.yaml, file: "inferred")
    #expect(spec.ui?.value == "uikit")
    #expect(spec.testing?.value == "xctest")
    #expect(spec.input.map(\.name.value) == ["cartID"])
    #expect(spec.useCases.map(\.name.value) == ["loadCart", "pay"])
    #expect(spec.useCases.map { $0.onLoad?.value ?? false } == [true, false])
    #expect(spec.useCases[0].response.map(\.type.value) == ["[Line]", "Decimal"])
    #expect(spec.useCases[1].request.map(\.type.value) == ["UUID", "Decimal?"])
    #expect(spec.output.map(\.name.value) == ["paid", "cancelled"])
    #expect(spec.routes.map(\.name.value) == ["help", "receipt"])
    #expect(spec.entities.map(\.name.value) == ["Line", "Receipt"])
    // A field whose type the spec cannot name is left out, and said.
    #expect(spec.entities[0].fields.map(\.name.value) == ["title"])
    #expect(inferred.notes.contains { $0.contains("handler: Handler") })
    #expect(inferred.useCases == ["loadCart", "pay"])
  }

  @Test("flat request types, and a use case the input does not fill does not run on load")
  func flatModels() throws {
    let files = [
      "Sources/Search/SearchModels.swift": """
      struct SearchFindRequest { let text: String }
      struct SearchFindResponse { let titles: [String] }
      """,
      "Sources/Search/SearchView.swift": """
      import SwiftUI
      struct SearchView: View {
        func onAppear() { find() }
      }
      """,
    ]
    let spec = try SpecLoader.load(text: SpecInference.infer(name: "Search", files: files).yaml, file: "inferred")
    #expect(spec.ui?.value == "swiftui")
    #expect(spec.testing?.value == "swift-testing")
    #expect(spec.useCases.map(\.name.value) == ["find"])
    #expect(spec.useCases.first?.onLoad == nil)
  }

  @Test("a Generamba module's interactor protocol gives the use cases; a completion handler is not a field")
  func interactorProtocol() throws {
    let files = [
      "Sources/Auth/Interactor/AuthInteractorInput.swift": """
      //
      //  AuthInteractorInput.swift
      //  Shop
      //
      //  Created by Jane Appleseed on 09/03/2026.
      //
      protocol AuthInteractorInput {
        func signIn(email: String, password: String, completion: @escaping (Bool) -> Void)
        func signOut()
        func sessions(userID: UUID) async throws -> [Session] where Session: Sendable
      }
      struct Session { let id: UUID }
      """
    ]
    let inferred = SpecInference.infer(name: "Auth", files: files)
    let spec = try SpecLoader.load(text: inferred.yaml, file: "inferred")
    #expect(spec.useCases.map(\.name.value) == ["signIn", "signOut", "sessions"])
    #expect(spec.useCases.first?.request.map(\.name.value) == ["email", "password"])
    // What a function returns, or hands its completion handler, is the response: one field.
    #expect(spec.useCases.first?.response.map(\.type.value) == ["Bool"])
    #expect(spec.useCases[1].response.isEmpty)
    #expect(spec.useCases.last?.response.map(\.name.value) == ["sessions"])
    #expect(spec.useCases.last?.response.map(\.type.value) == ["[Session]"])
    #expect(SpecInference.completionValue(of: "@escaping(Result<About, Error>) -> Void") == "About")
    #expect(SpecInference.completionValue(of: "@escaping([Order]) -> Void") == "[Order]")
    #expect(SpecInference.completionValue(of: "@escaping(Result<[String: Int], any Error>) -> Void") == "[String: Int]")
    #expect(SpecInference.completionValue(of: "@escaping(Error?) -> Void") == nil)
    #expect(SpecInference.completionValue(of: "@escaping() -> Void") == nil)
    #expect(SpecInference.fieldName(for: "Receipt?") == "receipt")
    #expect(SpecInference.fieldName(for: "String") == "value")
    #expect(SpecInference.fieldName(for: "[Int]") == "values")
    #expect(inferred.author == "Jane Appleseed")
    #expect(inferred.day == CalendarDay(year: 2026, month: 3, day: 9))
  }

  @Test("file headers give the author and day in the forms templates write them")
  func headers() {
    #expect(
      HeaderOrigin.read(from: ["//  Created by Ann Lee on 2.3.21."]).day == CalendarDay(year: 2021, month: 3, day: 2))
    #expect(HeaderOrigin.read(from: ["// Created by Ann Lee on 2024-12-31"]).author == "Ann Lee")
    #expect(HeaderOrigin.read(from: ["//  Created by Ann Lee."]).author == "Ann Lee")
    #expect(HeaderOrigin.read(from: ["//  Created by Ann Lee."]).day == nil)
    // No author: what a template writes when there is none.
    let anonymous = HeaderOrigin.read(from: ["//  Created by  on 30/11/2026."])
    #expect(anonymous.author == nil && anonymous.day == CalendarDay(year: 2026, month: 11, day: 30))
    #expect(HeaderOrigin.read(from: ["let text = \"Created by Ann on 1/1/2020\""]).author == nil)
  }
}
