import ScaffoldBase

/// Notes on view models that the generated code cannot make whole on its own: a field nothing
/// fills (it holds its empty value, marked in the code, until someone fills it), and a response
/// field a display-ready view model leaves out (no form the view can show).
package enum ViewModelNotes {
  package static func notes(_ module: Module, spec: ModuleSpec) -> [String] {
    module.useCases.flatMap { useCase -> [String] in
      let useCaseSpec = spec.useCases.first { Name($0.name.value)?.camel == useCase.name.camel }
      let unmapped = useCase.viewModel.filter { !$0.isMapped }.map { field in
        let location = useCaseSpec?.viewModel?.first { Name($0.name.value)?.camel == field.field.name.camel }?
          .name.location
        return (location.map { "\($0): " } ?? "")
          + "view model field '\(field.field.name.camel)' of use case '\(useCase.name.camel)' has no source "
          + "in the response, so it starts empty and is marked where the view model is built; "
          + "name one with 'from:' (and 'format:'), or fill it there"
      }
      let omitted = useCase.omittedResponseFields.map { field in
        (useCaseSpec.map { "\($0.name.location.map { "\($0): " } ?? "")" } ?? "")
          + "response field '\(field.name.camel): \(field.type)' of use case '\(useCase.name.camel)' is not shown: "
          + "it has no display form (an entity without a String field, a dictionary, data); "
          + "give the use case a 'viewModel:' with a field 'from: \(field.name.camel).<field>'"
      }
      return unmapped + omitted
    }
  }
}
