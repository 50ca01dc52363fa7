// Yams has no event API and expands aliases while composing, so the check reads libyaml's
// events itself; CYaml is the libyaml that Yams builds and links.
import CYaml

/// Counts the nodes a YAML document stands for once its aliases are expanded, and stops at
/// the first alias that takes the count past `SpecLimits.maximumExpandedNodes`. This runs in
/// time linear in the text, before Yams composes (and may hash) the expanded tree.
package enum AliasExpansionCheck {
  /// The position (1-based line and column) of the alias that goes past the limit, or `nil`
  /// when the document stays within it. Syntax errors are left for Yams to report.
  package static func aliasPastLimit(in text: String) -> (line: Int, column: Int)? {
    // No alias indicator, no alias: the common case costs one pass over the bytes.
    guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else { return nil }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return scan(&parser)
    }
  }

  private static func scan(_ parser: inout yaml_parser_t) -> (line: Int, column: Int)? {
    // Nodes expanded so far, and for each open list or mapping the count when it started.
    var expanded = 0
    var openCollections: [(start: Int, anchor: String?)] = []
    var anchorSizes: [String: Int] = [:]
    var event = yaml_event_t()
    while yaml_parser_parse(&parser, &event) == 1 {
      defer { yaml_event_delete(&event) }
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return nil
      case YAML_SCALAR_EVENT:
        expanded += 1
        if let anchor = string(event.data.scalar.anchor) { anchorSizes[anchor] = 1 }
      case YAML_SEQUENCE_START_EVENT:
        openCollections.append((expanded, string(event.data.sequence_start.anchor)))
        expanded += 1
      case YAML_MAPPING_START_EVENT:
        openCollections.append((expanded, string(event.data.mapping_start.anchor)))
        expanded += 1
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        if let collection = openCollections.popLast(), let anchor = collection.anchor {
          anchorSizes[anchor] = expanded - collection.start
        }
      case YAML_ALIAS_EVENT:
        // An undefined alias is Yams's to report; it counts as one node here.
        expanded += string(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
      default:
        break
      }
      if expanded > SpecLimits.maximumExpandedNodes {
        return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
      }
    }
    return nil
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
  }
}
