/// Wires the view model. Tests and other UI layers call `assemble(service:)`.
@MainActor
public enum SearchBuilder {
  /// A view model over `service`.
  public static func assemble(service: any SearchService) -> SearchViewModel {
    let viewModel = SearchViewModel(service: service)
    return viewModel
  }
}

#if canImport(SwiftUI)
  extension SearchBuilder {
    /// The module's SwiftUI screen.
    /// - Parameters:
    ///   - service: The model: where the module's data comes from.
    public static func makeScreen(service: any SearchService) -> SearchScreen {
      SearchScreen(model: SearchScreenModel(viewModel: assemble(service: service)))
    }
  }
#endif
