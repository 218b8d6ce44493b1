import AmascanCore

/// Step 5 of the pipeline for one file: the configuration's rule settings, then inline suppressions. Rules
/// that AMA never lets be turned off keep their findings whatever the configuration or a comment says.
enum Policy {
  /// Rules AMA never lets be turned off in configuration can still be suppressed at one element (a next-line or
  /// same-line comment), as every linter allows, but only with a written reason; such suppressions are counted
  /// in the summary. A file or block suppression of them would be turning them off: it is ignored, with a note.
  static func apply(
    _ findings: [Finding], facts: FileFacts, configuration: Configuration, catalog: RuleCatalog, path: String
  ) -> (findings: [Finding], suppressed: [Finding], problems: [ScanProblem], lockedSuppressed: Int) {
    var problems: [ScanProblem] = []
    var kept: [Finding] = []
    var suppressed: [Finding] = []
    var used = Set<Int>()
    var lockedSuppressed = 0
    let spans = Spans(facts: facts, catalog: catalog)
    for var finding in findings {
      guard let rule = catalog.rule(finding.rule) else { continue }
      switch configuration.rules[rule.code] {
      case .off?: continue
      case .on(let severity)?: finding.severity = severity
      case nil: break
      }
      let matching = facts.suppressions.indices.filter { index in
        let suppression = facts.suppressions[index]
        return suppression.codes.contains { catalog.rule($0)?.code == rule.code }
          && spans.covers(index, line: finding.range.start.line, code: rule.code)
      }
      if let first = matching.first {
        used.formUnion(matching)
        func suppress(by index: Int) {
          finding.suppression = Finding.Suppression(
            kind: .inSource, justification: facts.suppressions[index].reason ?? "")
          suppressed.append(finding)
        }
        if rule.overridable {
          suppress(by: matching.first { facts.suppressions[$0].reason != nil } ?? first)
          continue
        }
        // At one element and with a reason: what AMA locks is turning the rule off, not this.
        let atOneElement = matching.filter { [.nextLine, .line].contains(facts.suppressions[$0].scope) }
        if let reasoned = atOneElement.first(where: { facts.suppressions[$0].reason != nil }) {
          lockedSuppressed += 1
          suppress(by: reasoned)
          continue
        }
        let line = facts.suppressions[first].position.line
        let why =
          atOneElement.isEmpty
          ? "only at one element (`amascan-disable-next-line` or `amascan-disable-line`), with a reason"
          : "only with a reason: say why after `--`"
        finding.notes.append(
          Finding.Note(
            message: "`\(rule.code)` can be suppressed \(why), since AMA never lets it be turned off; the comment on "
              + "line \(line) is ignored", position: facts.suppressions[first].position))
      }
      kept.append(finding)
    }
    for (index, suppression) in facts.suppressions.enumerated() {
      let unknown = suppression.codes.filter { catalog.rule($0) == nil }
      if suppression.scope == .blockEnd {
        if !unknown.isEmpty {
          problems.append(
            warning(
              path, suppression, "unknown rule \(unknown.map { "`\($0)`" }.joined(separator: ", ")) in `amascan-enable`"
            ))
        }
        continue
      }
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
    return (kept, suppressed, problems, lockedSuppressed)
  }

  /// The lines each suppression covers.
  struct Spans {
    let facts: FileFacts
    /// Per suppression of a block: the line of the `amascan-enable` that ends it for each code (absent: the end of
    /// the file).
    private var blockEnds: [Int: [String: Int]] = [:]
    /// The last line of the opening tag of elements that start on a line, for next-line suppressions above a
    /// multi-line element.
    private var tagEnds: [Int: Int] = [:]

    init(facts: FileFacts, catalog: RuleCatalog) {
      self.facts = facts
      // Most files have no suppression: nothing to index.
      guard facts.suppressions.contains(where: { $0.scope == .nextLine || $0.scope == .blockStart }) else { return }
      for element in facts.elements {
        tagEnds[element.range.start.line] = max(tagEnds[element.range.start.line] ?? 0, element.range.end.line)
      }
      for (index, start) in facts.suppressions.enumerated() where start.scope == .blockStart {
        var ends: [String: Int] = [:]
        for code in start.codes.compactMap({ catalog.rule($0)?.code }) {
          let end = facts.suppressions.first { end in
            end.scope == .blockEnd && end.position.line > start.endLine
              && (end.codes.isEmpty || end.codes.contains { catalog.rule($0)?.code == code })
          }
          if let end { ends[code] = end.position.line }
        }
        blockEnds[index] = ends
      }
    }

    func covers(_ index: Int, line: Int, code: String) -> Bool {
      let suppression = facts.suppressions[index]
      switch suppression.scope {
      case .file:
        return true
      case .line:
        return (suppression.position.line...suppression.endLine).contains(line)
      case .nextLine:
        let next = suppression.endLine + 1
        return (next...max(next, tagEnds[next] ?? next)).contains(line)
      case .blockStart:
        return line > suppression.endLine && line < (blockEnds[index]?[code] ?? Int.max)
      case .blockEnd:
        return false
      }
    }
  }

  private static func warning(_ path: String, _ suppression: SuppressionFact, _ message: String) -> ScanProblem {
    ScanProblem(kind: .warning, path: path, message: message, position: suppression.position)
  }
}
