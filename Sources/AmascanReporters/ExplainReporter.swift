import AmascanCore

/// `amascan explain CODE`: the catalogue entry and the rule's own examples, which the tests also run.
public enum ExplainReporter {
  public static func render(_ rule: RuleDescriptor, examples: [(source: String, triggers: Bool)]) -> String {
    var out = "\(rule.code): \(rule.name)\n"
    if !rule.aliases.isEmpty { out += "AMA 2.x name: \(rule.aliases.joined(separator: ", "))\n" }
    out += "Severity: \(rule.severity.rawValue). AMA action: \(rule.action.rawValue)"
    out += rule.overridable ? ". Can be turned off.\n" : ". Cannot be turned off or suppressed.\n"
    out += "WCAG: \(rule.wcag.joined(separator: ", ")). Guideline: \(rule.url)\n"
    if let seed = rule.seed { out += "amascan's own rule, from the guideline \(seed)\n" }
    out += "\n"
    out += rule.help + "\n"
    guard rule.static else {
      return out + "\namascan does not check this rule yet; AMA checks it at run time.\n"
    }
    if let failing = examples.first(where: \.triggers) {
      out += "\nReported (at ↓):\n\n" + indented(failing.source)
    }
    if let passing = examples.first(where: { !$0.triggers }) {
      out += "\nNot reported:\n\n" + indented(passing.source)
    }
    return out
  }

  private static func indented(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
      + "\n"
  }
}
