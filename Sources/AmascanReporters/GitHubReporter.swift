import AmascanCore

/// GitHub Actions workflow commands: one `::error` or `::warning` annotation per finding, then a `::notice`
/// with the total, because GitHub shows only 10 annotations of each kind per step.
public enum GitHubReporter {
  public static let annotationLimit = 10

  /// `failing` is the `--fail-on` severity: findings that fail the build are errors, the others warnings.
  public static func render(_ findings: [Finding], failing: Severity? = .serious) -> String {
    var out = ""
    for finding in findings {
      let start = finding.range.start
      let end = finding.range.end
      var properties = ["file=\(Escaping.githubProperty(finding.path))", "line=\(start.line)"]
      if end.line != start.line {
        properties.append("endLine=\(end.line)")  // GitHub rejects columns on a span over several lines
      } else {
        properties += ["endLine=\(end.line)", "col=\(start.column)", "endColumn=\(end.column)"]
      }
      properties.append("title=\(Escaping.githubProperty("\(finding.rule) (\(finding.severity.rawValue))"))")
      out +=
        "::\(finding.level(failingAt: failing).rawValue) \(properties.joined(separator: ","))::\(Escaping.githubData(finding.message))\n"
    }
    let errors = findings.filter { $0.level(failingAt: failing) == .error }.count
    let warnings = findings.count - errors
    var total =
      "amascan: \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(errors) error, \(warnings) warning)"
    if errors > annotationLimit || warnings > annotationLimit {
      total += "; GitHub shows only the first \(annotationLimit) annotations of each kind, the log lists them all"
    }
    out += "::notice title=amascan::\(Escaping.githubData(total))\n"
    return out
  }
}
