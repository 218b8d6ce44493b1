import AmascanCore

/// Step 5 of the pipeline for one file: the configuration's rule settings, then inline suppressions. Rules
/// that AMA never lets be turned off keep their findings whatever the configuration or a comment says.
enum Policy {
  static func apply(
    _ findings: [Finding], facts: FileFacts, configuration: Configuration, catalog: RuleCatalog, path: String
  ) -> (findings: [Finding], problems: [ScanProblem]) {
    var problems: [ScanProblem] = []
    var kept: [Finding] = []
    var used = Set<Int>()
    for var finding in findings {
      guard let rule = catalog.rule(finding.rule) else { continue }
      switch configuration.rules[rule.code] {
      case .off?: continue
      case .on(let severity)?: finding.severity = severity
      case nil: break
      }
      let matching = facts.suppressions.indices.filter { index in
        let suppression = facts.suppressions[index]
        let covers = suppression.scope == .file || suppression.endLine + 1 == finding.range.start.line
        return covers && suppression.codes.contains { catalog.rule($0)?.code == rule.code }
      }
      if let first = matching.first {
        used.formUnion(matching)
        if rule.overridable { continue }
        let line = facts.suppressions[first].position.line
        finding.notes.append(
          Finding.Note(
            message: "`\(rule.code)` cannot be suppressed (AMA never lets it be turned off); the comment on line "
              + "\(line) is ignored", position: facts.suppressions[first].position))
      }
      kept.append(finding)
    }
    for (index, suppression) in facts.suppressions.enumerated() {
      let unknown = suppression.codes.filter { catalog.rule($0) == nil }
      if suppression.codes.isEmpty {
        problems.append(warning(path, suppression, "`\(suppression.scope.rawValue)` names no rule code"))
      } else if !unknown.isEmpty {
        problems.append(
          warning(
            path, suppression, "unknown rule \(unknown.map { "`\($0)`" }.joined(separator: ", ")) in a suppression"))
      } else if !used.contains(index) {
        problems.append(
          warning(
            path, suppression,
            "unused suppression of \(suppression.codes.joined(separator: ", ")): nothing is reported there; remove it"))
      }
      if suppression.reason == nil {
        problems.append(
          warning(path, suppression, "suppression without a reason: add `-- why` after the rule codes"))
      }
    }
    return (kept, problems)
  }

  private static func warning(_ path: String, _ suppression: SuppressionFact, _ message: String) -> ScanProblem {
    ScanProblem(kind: .warning, path: path, message: message, position: suppression.position)
  }
}
