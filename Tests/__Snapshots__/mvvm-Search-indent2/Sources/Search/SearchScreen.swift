#if canImport(SwiftUI)
  import SwiftUI

  /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
  public struct SearchScreen: View {
    @StateObject private var model: SearchScreenModel
    @State private var queries = SearchQueryTasks()

    init(model: @autoclosure @escaping () -> SearchScreenModel) {
      _model = StateObject(wrappedValue: model())
    }

    private var viewModel: SearchViewModel { model.viewModel }
    private var state: SearchState { model.state }

    public var body: some View {
      List {
        Section(SearchStrings.Load.title) {
          SearchStatusView(state: state.load)
            .accessibilityIdentifier(SearchAccessibilityIDs.Load.status)
          Button(SearchStatusView.actionTitle(state.load, SearchStrings.Load.action)) {
            queries.run("load") { [viewModel] in await viewModel.load() }
          }
          .accessibilityIdentifier(SearchAccessibilityIDs.Load.action)
        }
        .accessibilityIdentifier(SearchAccessibilityIDs.Load.section)
      }
      .accessibilityIdentifier(SearchAccessibilityIDs.list)
      .navigationTitle(SearchStrings.title)
      .task { [viewModel] in
        await viewModel.load()
      }
      .refreshable { [viewModel] in
        await viewModel.load()
      }
    }
  }

  /// A use case's running, empty and failed states, the same in every section.
  struct SearchStatusView<Value>: View {
    let state: SearchUseCaseState<Value>
    var empty: String?

    var body: some View {
      switch state {
      case .idle, .loaded: EmptyView()
      case .running: ProgressView(SearchStrings.loading)
      case .empty: Text(empty ?? "")
      case .failed(let message): Text(message)
      }
    }

    static func actionTitle(_ state: SearchUseCaseState<Value>, _ action: String) -> String {
      if case .failed = state { return SearchStrings.retry }
      return action
    }
  }

  /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
  @MainActor
  final class SearchQueryTasks {
    private var tasks: [String: Task<Void, Never>] = [:]

    func run(_ useCase: String, _ call: @escaping @MainActor () async -> Void) {
      tasks[useCase]?.cancel()
      tasks[useCase] = Task { await call() }
    }

    deinit {
      for task in tasks.values { task.cancel() }
    }
  }

  /// The view model's binding for SwiftUI where Observation is not available.
  @MainActor
  final class SearchScreenModel: ObservableObject {
    let viewModel: SearchViewModel
    @Published private(set) var state: SearchState

    init(viewModel: SearchViewModel) {
      self.viewModel = viewModel
      state = viewModel.state
      viewModel.onStateChange = { [weak self] state in self?.state = state }
    }
  }

  // Each shows the screen over the preview service in one of its states.
  #if DEBUG
    #Preview("Loaded") { previewScreen(.answers) }
    #Preview("Running") { previewScreen(.waits) }
    #Preview("Failed") { previewScreen(.fails) }

    @MainActor
    private func previewScreen(_ behaviour: SearchPreviewService.Behaviour) -> some View {
      SearchBuilder.makeScreen(service: SearchPreviewService(behaviour))
    }
  #endif
#endif
