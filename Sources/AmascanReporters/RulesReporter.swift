import AmascanCore
import Foundation

/// The catalogue as a table (`amascan rules`) or Markdown (the README's rule table).
public enum RulesReporter {
  /// `{"version": 1, "rules": [...]}`, each rule with the fields of `rules.json`, keys sorted: for scripts and
  /// editor integrations.
  public static func json(_ catalog: RuleCatalog) -> String {
    struct Document: Encodable {
      var version: Int
      var rules: [RuleDescriptor]
    }
    return PrettyJSON.text(Document(version: catalog.version, rules: catalog.rules))
  }

  public static func text(_ catalog: RuleCatalog) -> String {
    let header = ["CODE", "AMA 2.X NAME", "SEVERITY", "ACTION", "CAN TURN OFF", "WCAG", "CHECKED"]
    let rows = catalog.rules.map { rule in
      [
        rule.code, rule.aliases.joined(separator: ", "),
        rule.severity.rawValue, rule.action.rawValue, rule.overridable ? "yes" : "no",
        rule.wcag.joined(separator: ", "), rule.static ? "yes" : "not yet",
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
