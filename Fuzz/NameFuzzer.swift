@testable import ScaffoldBase

/// libFuzzer's entry point: any bytes as a name of every kind, then every casing of an accepted
/// one, and the message of a refused one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzName(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for kind in [NameKind.module, .entity, .useCase, .route, .field] {
    var collector = DiagnosticCollector()
    let location = SourceLocation(file: "fuzz.yml", line: 1, column: 1)
    if let name = NameRules.check(Located(text, at: location), kind: kind, path: "name", into: &collector) {
      _ = (name.pascal, name.camel, name.snake, name.sentence)
    }
    _ = collector.diagnostics.map(\.description)
  }
  if let name = Name(text) { _ = (name.pascal, name.camel) }
  return 0
}
