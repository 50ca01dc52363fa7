import Testing

@testable import ScaffoldKit

/// Which control a screen gives each argument type, as the screens of every architecture read it.
@Suite("Argument controls")
struct ArgumentControlTests {
  @Test("strings and numbers are text fields, Bool a switch, collections empty, the rest set by the app")
  func controlByType() {
    #expect(ArgumentControl(.named("String")) == .text(parser: "{ $0 }"))
    #expect(ArgumentControl(.named("Int")) == .text(parser: "{ Int($0) }"))
    #expect(ArgumentControl(.named("Decimal")) == .text(parser: "{ Decimal(string: $0) }"))
    #expect(ArgumentControl(.optional(.named("Double"))) == .text(parser: "{ Double($0) }"))
    #expect(ArgumentControl(.named("Bool")) == .toggle)
    #expect(ArgumentControl(.array(.named("String"))) == .collection(empty: "[]"))
    #expect(ArgumentControl(.dictionary(key: .named("String"), value: .named("Int"))) == .collection(empty: "[:]"))
    for settable in ["Address", "Date", "URL", "UUID", "Character", "Data"] {
      #expect(ArgumentControl(.named(settable)) == .settable, "\(settable)")
    }
  }

  @Test("an optional collection is passed as nil, and an optional's wrapped type is given")
  func optionalKeys() {
    let collection = ArgumentControl.context(for: .optional(.array(.named("Int"))))
    #expect(collection["emptyValue"] == .string("nil"))
    #expect(collection["isOptional"] == .bool(true))
    let entity = ArgumentControl.context(for: .optional(.named("Address")))
    #expect(entity["isSettable"] == .bool(true))
    #expect(entity["wrappedType"] == .string("Address"))
    #expect(entity["isText"] == .bool(false))
  }
}
