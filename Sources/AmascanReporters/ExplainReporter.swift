import AmascanCore

/// `amascan explain CODE`: the catalogue entry and the rule's own examples, which the tests also run.
public enum ExplainReporter {
  /// `failing`: a triggering example with its `↓` markers; `passing`: one no rule reports.
  public static func render(_ rule: RuleDescriptor, failing: String?, passing: String?) -> String {
    var out = "\(rule.code): \(rule.name)\n"
    if !rule.aliases.isEmpty { out += "AMA 2.x name: \(rule.aliases.joined(separator: ", "))\n" }
    out += "Severity: \(rule.severity.rawValue). AMA action: \(rule.action.rawValue)"
    out +=
      rule.overridable
      ? ". Can be turned off.\n"
      : ". Cannot be turned off in configuration (AMA locks it); one element can be suppressed with a reason.\n"
    out += "WCAG: \(rule.wcag.joined(separator: ", ")). Documentation: \(rule.url)\n"
    if let seed = rule.seed { out += "amascan's own rule, from the guideline \(seed)\n" }
    out += "\n"
    out += rule.help + "\n"
    guard rule.static else {
      return out + "\namascan does not check this rule yet; AMA checks it at run time.\n"
    }
    if let failing { out += "\nReported (at ↓):\n\n" + indented(failing) }
    if let passing { out += "\nNot reported:\n\n" + indented(passing) }
    out += "\nTo suppress one finding, say why after `--` on the line above the element (or at the end of its line\n"
    out += "with `amascan-disable-line`):\n\n"
    out += indented("{/* amascan-disable-next-line \(rule.code) -- why this element is fine */}")
    if rule.overridable {
      out += "\nTo turn it off or change its severity, in amascan.json:\n\n"
      out += indented(#"{ "version": 1, "rules": { "\#(rule.code)": "off" } }"#)
    }
    return out
  }

  private static func indented(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
      + "\n"
  }
}
