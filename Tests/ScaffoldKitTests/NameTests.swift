import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Name normalisation")
struct NameTests {
  @Test(
    "every spelling gives the same casings",
    arguments: [
      ("login", "Login", "login", "login"),
      ("user-profile", "UserProfile", "userProfile", "user_profile"),
      ("user_profile", "UserProfile", "userProfile", "user_profile"),
      ("UserProfile", "UserProfile", "userProfile", "user_profile"),
      ("userProfile", "UserProfile", "userProfile", "user_profile"),
      ("HTTPClient", "HTTPClient", "httpClient", "http_client"),
      ("loadURLs", "LoadURLs", "loadURLs", "load_urls"),
      ("URLs", "URLs", "urls", "urls"),
      ("ID", "ID", "id", "id"),
      ("v2-login", "V2Login", "v2Login", "v2_login"),
      ("order--history_", "OrderHistory", "orderHistory", "order_history"),
    ])
  func casings(input: String, pascal: String, camel: String, snake: String) throws {
    let name = try #require(Name(input))
    #expect(name.pascal == pascal)
    #expect(name.camel == camel)
    #expect(name.snake == snake)
  }

  @Test("acronyms stay upper case in sentences")
  func sentence() throws {
    #expect(try #require(Name("loadURLList")).sentence == "load URL list")
  }

  @Test("a name of separators only has no words")
  func separatorsOnly() {
    #expect(Name("--_") == nil)
  }
}

@Suite("Name rules")
struct NameRuleTests {
  /// The single diagnostic `check` reports for `text`, or nil when the name is accepted.
  private func problem(_ text: String, kind: NameKind, column: Int = 7) -> Diagnostic? {
    var collector = DiagnosticCollector()
    let location = SourceLocation(file: "spec.yml", line: 3, column: column)
    _ = NameRules.check(Located(text, at: location), kind: kind, path: "name", into: &collector)
    return collector.diagnostics.first
  }

  @Test("valid names are accepted", arguments: ["Login", "user-profile", "order_history", "V2", "a1b2"])
  func acceptsValidNames(_ text: String) {
    #expect(problem(text, kind: .module) == nil)
  }

  @Test("a space is reported at its column")
  func space() throws {
    let diagnostic = try #require(problem("Log in", kind: .module))
    #expect(diagnostic.description.hasPrefix("spec.yml:3:10: error: module name 'Log in' (name) contains a space"))
  }

  @Test(
    "words written apart get the name they most likely meant as the hint",
    arguments: [
      ("login screen", NameKind.module, "write it as 'login-screen' (it becomes 'LoginScreen')"),
      ("order.history  list", .module, "write it as 'order-history-list' (it becomes 'OrderHistoryList')"),
      ("sign in", .useCase, "write it as 'sign-in' (it becomes 'signIn')"),
    ])
  func respelledHint(text: String, kind: NameKind, hint: String) throws {
    #expect(try #require(problem(text, kind: kind)).hint == hint)
  }

  @Test("no respelling is guessed for a path, a single word or a name that would start with a digit")
  func noRespelling() throws {
    for text in ["../Login", "Login/", "2 factor", "Caf\u{E9} au lait"] {
      #expect(try #require(problem(text, kind: .module)).hint?.hasPrefix("use ASCII letters") == true, "\(text)")
    }
  }

  @Test(
    "path separators and dots are rejected",
    arguments: [("a/b", "a path separator '/'"), ("a\\b", "a path separator '\\'"), ("a.b", "a dot")])
  func pathCharacters(text: String, description: String) throws {
    let diagnostic = try #require(problem(text, kind: .module))
    #expect(diagnostic.message.contains("contains \(description)"))
    #expect(diagnostic.location?.column == 8)
  }

  @Test("non-ASCII letters are rejected, named with their code points")
  func nonASCII() throws {
    #expect(try #require(problem("Café", kind: .entity)).message.contains("the non-ASCII character 'é' (U+00E9)"))
    #expect(try #require(problem("Cafe\u{301}", kind: .entity)).message.contains("(U+0065 U+0301)"))
    #expect(try #require(problem("ü", kind: .module)).hint?.contains("ASCII letters") == true)
  }

  @Test(
    "control and invisible characters are named, never printed raw",
    arguments: [
      ("Log\u{1B}[31m", "the control character U+001B"), ("Lo\tgin", "a tab"), ("Login\n", "a line break"),
      ("Login\u{200B}", "the non-ASCII character '\\u{200B}' (U+200B)"),
      ("Login\u{202E}x", "the non-ASCII character '\\u{202E}' (U+202E)"),
    ])
  func invisibleCharacters(text: String, description: String) throws {
    let diagnostic = try #require(problem(text, kind: .module))
    #expect(diagnostic.description.contains("contains \(description)"), "\(diagnostic.description)")
    #expect(!diagnostic.description.unicodeScalars.contains { $0.value < 0x20 || (0x200B...0x202E).contains($0.value) })
  }

  @Test("Windows device names are refused as module names in any case, and allowed as members")
  func windowsDeviceNames() throws {
    for name in ["CON", "con", "Nul", "com1", "LPT9", "aux_"] {
      #expect(try #require(problem(name, kind: .module)).message.contains("a device name Windows reserves"))
    }
    for name in ["Console", "NULL", "COM10", "Auxiliary"] {
      #expect(problem(name, kind: .module) == nil, "\(name)")
    }
    #expect(problem("con", kind: .useCase) == nil)
    #expect(problem("nul", kind: .entity) == nil)
  }

  @Test("empty names, digits first and separators only are rejected")
  func shapes() throws {
    #expect(try #require(problem("", kind: .module)).message.contains("is empty"))
    #expect(try #require(problem("2fa", kind: .module)).message.contains("starts with a digit"))
    #expect(try #require(problem("--", kind: .module)).message.contains("has no letters"))
    #expect(try #require(problem("_login", kind: .module)).message.contains("starts with '_'"))
    #expect(try #require(problem("-x", kind: .field)).message.contains("starts with '-'"))
  }

  @Test("keywords are rejected in the casing they are used in")
  func keywords() throws {
    #expect(try #require(problem("class", kind: .field)).message.contains("a Swift keyword"))
    #expect(try #require(problem("default", kind: .useCase)).message.contains("a Swift keyword"))
    #expect(try #require(problem("self", kind: .module)).message.contains("becomes 'Self', a Swift keyword"))
    // As a type name `class` becomes `Class`, which is fine.
    #expect(problem("class", kind: .entity) == nil)
  }

  @Test("standard type and system module names are rejected for types")
  func shadowing() throws {
    #expect(try #require(problem("string", kind: .entity)).message.contains("shadow the standard type"))
    #expect(try #require(problem("Result", kind: .module)).message.contains("shadow the standard type"))
    #expect(try #require(problem("foundation", kind: .module)).message.contains("system module"))
    // Found by scripts/check-hostile-names: Foundation imports Synchronization on Linux.
    #expect(try #require(problem("Synchronization", kind: .module)).message.contains("system module"))
    #expect(problem("foundation", kind: .field) == nil)
  }

  @Test("a module named after a role of its own gets a note suggesting the name without it")
  func roleSuffixNote() throws {
    let generator = ModuleGenerator()
    let named = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "LoginViewController", architecture: .viper))
    #expect(
      named.notes == [
        "module name 'LoginViewController' ends with the role 'ViewController', so the generated types read like "
          + "'LoginViewControllerViewController' and 'LoginViewControllerPresenter'; if the module is 'Login', name it that"
      ])
    for plain in ["Login", "View", "Overview", "Checkout"] {
      let module = try generator.module(
        from: ModuleSpec(), commandLine: CommandLineInput(name: plain, architecture: .mvvm))
      #expect(module.notes.isEmpty, "\(plain)")
    }
  }
}
