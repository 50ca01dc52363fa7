import ScaffoldBase

/// Why a manifest could not be edited precisely, and where: the manifest is then left as it is,
/// never rewritten on a guess.
public struct ManifestEditError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// A string literal is not closed (on its line, for a single-line literal).
    case unterminatedString
    /// A `/* … */` comment is not closed.
    case unterminatedComment
    /// A closing bracket that closes nothing, or not the bracket opened last.
    case unmatchedBracket(String)
    /// An opening bracket that is never closed.
    case unclosedBracket(String)
    /// There is no `Package(…)` call to edit.
    case noPackageCall
    /// `targets:`, `products:` or a `dependencies:` to edit is not an array literal (`targets: all`).
    case notAnArrayLiteral(label: String)
    /// No element of the `targets:` array declares this name.
    case targetNotFound(String)
    /// No element of the `products:` array declares this name.
    case productNotFound(String)
    /// The name is declared some other way than as a literal `name:` of an array element:
    /// through a variable, a loop or a computed name.
    case notDeclaredLiterally(String)
    /// A removed target's name is still used here, and removing it is not part of the edit;
    /// leaving it would break the manifest.
    case stillReferenced(String)
    /// The edited text would not be valid Swift; a layout this editor does not handle.
    case unsupportedLayout
    /// A target or product whose name is computed (a loop variable, a function's parameter):
    /// which targets the package has cannot be known without running the manifest.
    case nameNotFollowed
    /// A second `Package(…)` call (one per `#if` branch): editing one would miss the other.
    case secondPackageCall
    /// No `// swift-tools-version:` line: SwiftPM reads the manifest as 3.1, which it no longer loads.
    case toolsVersionMissing
    /// A `swift-tools-version` line SwiftPM cannot read (`5`, `5.2 `, a space before `:`).
    case toolsVersionMisspelt(String)
    /// The line is spelt in a way SwiftPM reads only from `needed` on (`spelling` says how), so
    /// the manifest does not load as it is.
    case toolsVersionSpelling(SwiftToolsVersion, needed: SwiftToolsVersion, spelling: String)
    /// Older than the oldest tools version SwiftPM loads (4.0).
    case toolsVersionNotLoaded(SwiftToolsVersion)
    /// Older than what the edit would write (or the module's code needs) requires.
    case toolsVersionTooOld(SwiftToolsVersion, missing: [PackageDescriptionAPI])
    /// The package lists only Swift language modes older than 5, which its new targets would build in.
    case languageModeTooOld(SwiftLanguageMode)
  }

  public var reason: Reason
  /// 1-based, like compilers print it.
  public var line: Int
  /// 1-based, in characters.
  public var column: Int

  public init(_ reason: Reason, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// The error at a UTF-8 offset of the manifest.
  init(_ reason: Reason, at offset: Int, in bytes: [UInt8]) {
    let position = TextPosition(of: offset, in: bytes)
    self.init(reason, line: position.line, column: position.column)
  }

  public var description: String {
    "Package.swift:\(line):\(column): error: \(message)"
  }

  public var message: String {
    switch reason {
    case .unterminatedString: return "unterminated string literal"
    case .unterminatedComment: return "unterminated block comment"
    case .unmatchedBracket(let bracket): return "'\(bracket)' does not close an open bracket"
    case .unclosedBracket(let bracket): return "'\(bracket)' is never closed"
    case .noPackageCall: return "no 'Package(…)' call found"
    case .notAnArrayLiteral(let label):
      return "'\(label):' is not an array literal; edit the manifest by hand"
    case .targetNotFound(let name): return "no target named '\(name)' in 'targets:'"
    case .productNotFound(let name): return "no product named '\(name)' in 'products:'"
    case .notDeclaredLiterally(let name):
      return "'\(name)' is not declared as a literal element of the array; edit the manifest by hand"
    case .stillReferenced(let name):
      return "'\(name)' is still used here after the removal; remove this use too, or by hand"
    case .unsupportedLayout: return "the edit would not leave valid Swift; edit the manifest by hand"
    case .secondPackageCall:
      return "a second 'Package(…)' call; an edit of one would miss the other, so edit the manifest by hand"
    case .nameNotFollowed:
      return
        "this name is computed (in a loop, a function or an expression), so the package's targets cannot be read without running the manifest"
    case .toolsVersionMissing:
      return
        "no '// swift-tools-version:' line, so SwiftPM reads the manifest as tools version 3.1, which it no longer loads"
    case .toolsVersionMisspelt(let text):
      return "SwiftPM cannot read the tools version '\(text)' (it takes two or three numbers, like 5.9)"
    case .toolsVersionSpelling(let version, let needed, let spelling):
      return
        "SwiftPM reads this swift-tools-version line (\(spelling)) only from tools version \(needed), and it says \(version), so the manifest does not load as it is"
    case .toolsVersionNotLoaded(let version):
      return
        "swift-tools-version \(version) is older than 4.0, the oldest SwiftPM (Swift 6) loads, so the manifest does not load as it is"
    case .toolsVersionTooOld(let version, let missing):
      return "swift-tools-version \(version) is older than the module needs: \(PackageDescriptionAPI.needs(missing))"
    case .languageModeTooOld(let mode):
      return
        "the package builds its targets in Swift \(mode.name) language mode, and the generated code is built and tested in Swift 5 and 6 modes only"
    }
  }

  /// What to do about a refusal the user fixes in the manifest itself, where adding the module
  /// by hand would meet the same problem; `nil` for the others.
  public var hint: String? {
    switch reason {
    case .toolsVersionMissing:
      return "make '// swift-tools-version:5.9' (or the version the package needs) the first line of Package.swift"
    case .toolsVersionMisspelt, .toolsVersionSpelling:
      return "write the first line of Package.swift as '// swift-tools-version:X.Y', with no other spaces"
    case .toolsVersionNotLoaded(let version):
      return
        "raise the first line of Package.swift to '// swift-tools-version:5.3' or later (5.3 for a module with a strings table, as the built-in templates write)\(ToolsVersionChanges.between(version, SwiftToolsVersion(5, 3)))"
    case .toolsVersionTooOld(let version, let missing):
      let needed = missing.map(\.introduced).max() ?? version
      return
        "raise the first line of Package.swift to '// swift-tools-version:\(needed)' or later\(ToolsVersionChanges.between(version, needed))"
    case .languageModeTooOld:
      return "add Swift 5 to this list (.v5, or .version(\"5\") before tools version 5.0), or more"
    default:
      return nil
    }
  }
}
