/// The class prefix (`prefix:`, Generamba's), which templates put before type and file names:
/// so it must be the start of a Swift identifier, and can never turn a file name into a path.
package enum ClassPrefix {
  /// Why `prefix` cannot be a class prefix, or `nil` when it can (empty is no prefix).
  package static func problem(_ prefix: String) -> String? {
    guard !prefix.isEmpty else { return nil }
    let valid =
      prefix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      && prefix.first?.isNumber == false
    return valid ? nil : "prefix '\(prefix)' is not a class prefix: it goes before type and file names"
  }

  package static let hint = "use ASCII letters, digits and '_', not starting with a digit (SH, RM_)"
}
