import Foundation
import ScaffoldBase

extension GenerambaCatalogImport {
  /// `--dry-run`: each template's plan, as JSON, or as the files and actions (and with `diff`,
  /// the changes to files there already), its folder shown from `workingFolder`.
  public static func dryRunReport(
    _ plans: [(name: String, plan: ChangePlan)], json: Bool, diff: Bool, workingFolder: URL
  ) -> String {
    if json {
      let list = plans.map { name, plan in
        ContextValue.object([
          "template": .string(name),
          "plan": plan.report(rootPath: plan.root.path, written: false, includeDiffs: diff),
        ])
      }
      return ContextValue.object(["templates": .list(list)]).jsonText() + "\n"
    }
    return plans.map { name, plan in
      let folder = RelativePath.display(of: plan.root, from: workingFolder)
      // Diffs only of files there already: a new template's files would be shown whole.
      return "Plan for template '\(name)' in \(folder)/ (--dry-run: nothing was written):\n"
        + plan.actionLines() + (diff ? plan.diffs(including: { $0.existing != nil }) : "")
    }.joined()
  }

  /// The templates written: as JSON, their names and folders; as text, where each went and the
  /// command that uses it, with the parameters it needs.
  public static func writtenReport(
    _ templates: [Converted], roots: [URL], parent: URL, json: Bool
  ) -> String {
    if json {
      let list = zip(templates, roots).map { template, root in
        ContextValue.object(["template": .string(template.manifest.name), "folder": .string(root.path)])
      }
      return ContextValue.object(["templates": .list(list)]).jsonText() + "\n"
    }
    return zip(templates, roots).map { template, root in
      let manifest = template.manifest
      let parameters = manifest.parameters.map { " --param \($0.name)=…" }.joined()
      return
        "Converted \(template.display) into \(root.path)/ (template '\(manifest.name)', \(template.files.count) files).\n"
        + "Use it: scaffold \(manifest.architecture.rawValue) MyModule --template \(manifest.name) --templates \(parent.path)\(parameters)\n"
    }.joined()
  }
}
