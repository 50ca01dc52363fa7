import ScaffoldBase

/// Swift source for Mustache documents parsed here, so that a run takes the built-ins' parsed
/// form from the binary instead of parsing some 200 KB of text (a sixth of a one-module run's
/// instructions, on the path every later step waits for).
enum DocumentSource {
  /// A string literal of `document`'s encoded form (`MustacheDocument.encoded`), which a run
  /// reads back with `MustacheDocument(encoded:)`.
  static func literal(_ document: MustacheDocument) -> String {
    "\"\(swiftLiteralBody(document.encoded))\""
  }
}
