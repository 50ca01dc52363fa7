/// The arguments the plugin passes on to `scaffold`.
enum PluginArguments {
  /// The commands that write modules, and so take `--package` or `--output`.
  static let generatingCommands: Set<String> = ["viper", "vip", "mvp", "mvc", "mvvm", "generate"]

  /// The arguments, with `--package .` added when they generate modules and neither the
  /// command line nor `.scaffold.yml` says where: one runs the plugin inside a package to add
  /// modules to it, whereas the tool on its own never picks a package implicitly.
  static func withDefaultDestination(_ arguments: [String], configurationDeclaresDestination: Bool) -> [String] {
    guard let command = arguments.first, generatingCommands.contains(command) else { return arguments }
    if configurationDeclaresDestination { return arguments }
    // Arguments after `--` are values, never options.
    let options = arguments.prefix { $0 != "--" }
    let namesDestination = options.contains { argument in
      ["--package", "--output", "-o"].contains { flag in
        argument == flag || argument.hasPrefix(flag + "=") || (flag == "-o" && argument.hasPrefix("-o"))
      }
    }
    let asksForHelp = options.contains { $0 == "--help" || $0 == "-h" }
    return namesDestination || asksForHelp ? arguments : arguments + ["--package", "."]
  }
}
