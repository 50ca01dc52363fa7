import Yams

/// Yams's `compose` with the encoding named: its default reads the process's environment on
/// every call (for `YAMS_DEFAULT_ENCODING`, which may also make it print to standard output),
/// a few per cent of `scaffold check` over 200 recorded modules. Swift strings are UTF-8.
package enum YAMLComposer {
  package static func compose(_ text: String, resolver: Resolver = .default) throws -> Node? {
    try Yams.compose(yaml: text, resolver, .default, .utf8)
  }
}
