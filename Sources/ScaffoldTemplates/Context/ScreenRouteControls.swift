import ScaffoldBase
import ScaffoldSpec

/// The routes a generated UIKit screen opens by itself (the shared screen, whose section views
/// make the controls): a button for a route whose intent takes nothing from the view, and tappable
/// rows for a route that opens what a row of a listed response holds. Other routes stay intents
/// (of the presenter, view model, MVC's controller or VIP's router) that the app's controls call.
struct ScreenRouteControls {
  let module: Module

  /// The screen makes route controls at all.
  var isEnabled: Bool { module.ui == .uikit }

  /// A button opens `route`: its intent takes no argument.
  func hasButton(_ route: Route) -> Bool {
    isEnabled && route.source?.list == nil && RouteSourceContextBuilder.plainPayload(of: route).isEmpty
  }

  /// The view-model field of `useCase` whose rows open a route, and that route: row `n` of the
  /// field is element `n` of the route's list (the list itself, or mapped over it), as text.
  func rows(of useCase: UseCase) -> (field: ViewModelField, route: Route)? {
    guard isEnabled else { return nil }
    for field in useCase.viewModel {
      guard field.field.type == .array(.named("String")), case .value(let value) = field.source else { continue }
      let path = value.steps.map(\.name)
      let route = module.routes.first { route in
        guard let source = route.source, source.useCase == useCase.name, let list = source.list,
          RouteSourceContextBuilder.plainPayload(of: route).isEmpty, path.starts(with: list)
        else { return false }
        return path.count == list.count || value.mappedListIndex == list.count - 1
      }
      if let route { return (field, route) }
    }
    return nil
  }

  /// `useCase.viewModel`, whose fields say which one the screen shows as rows (`isRows`) and
  /// which is the last it shows as a label (`isLastLabel`), and `hasLabelFields`.
  func viewModel(of useCase: UseCase, fields: FieldContextBuilder) -> ContextValue {
    let all = fields.viewModel(useCase.viewModel)
    guard case .object(var members) = all, case .list(let entries) = members["fields"] else { return all }
    let rowsField = rows(of: useCase)?.field.field.name
    let labels = useCase.viewModel.indices.filter { useCase.viewModel[$0].field.name != rowsField }
    members["fields"] = .list(
      entries.enumerated().map { index, entry in
        guard case .object(var object) = entry else { return entry }
        object["isRows"] = .bool(!labels.contains(index))
        object["isLastLabel"] = .bool(index == labels.last)
        return .object(object)
      })
    members["hasLabelFields"] = .bool(!labels.isEmpty)
    return .object(members)
  }

  /// `useCase.rows`: the field shown as rows and the intent a row opens, for one field at most.
  func rowsValues(of useCase: UseCase) -> ContextValue {
    guard let (field, route) = rows(of: useCase) else { return .list([]) }
    return .list([
      [
        "field": .string(field.field.name.camel), "fieldPascal": .string(field.field.name.pascal),
        "intent": .string((module.architecture == .vip ? "routeTo" : "show") + route.name.pascal),
      ]
    ])
  }

  /// `useCase.routeButtons`: the route buttons that open what this use case's last answer holds,
  /// enabled only once there is one.
  func buttonsValues(waitingOn useCase: UseCase) -> ContextValue {
    .list(
      module.routes.filter { hasButton($0) && $0.source?.useCase == useCase.name }.map {
        ["name": .string($0.name.camel)]
      })
  }
}
