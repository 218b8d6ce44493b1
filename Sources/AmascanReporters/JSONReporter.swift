import AmascanCore
import Foundation

/// `{"version": 1, "findings": [...], "suppressed": [...], "notifications": [...], "summary": {...}}`; lines and
/// columns 1-based, columns in UTF-16 units. `suppressed` holds the findings a comment or the baseline
/// suppressed, each with its `suppression`; `notifications` the scan's own warnings and errors (configuration,
/// syntax, suppressions), which the text format prints to stderr.
public enum JSONReporter {
  struct Document: Encodable {
    var version = 1
    var findings: [Item]
    var suppressed: [Item]
    var notifications: [Notification]
    var summary: Summary
  }

  struct Notification: Encodable {
    /// "error" (the exit status is 2) or "warning".
    var level: String
    var file: String
    var line: Int?
    var column: Int?
    var message: String
  }

  struct Suppression: Encodable {
    /// "inSource" (a comment) or "external" (the baseline), as in SARIF.
    var kind: String
    var justification: String
  }

  struct Item: Encodable {
    var rule: String
    var severity: String
    var level: String
    var file: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var message: String
    var notes: [Note]
    /// Where the component holding the defect is used, when every use meets it.
    var callSites: [Site]
    var wcag: [String]
    var helpUrl: String
    var suppression: Suppression?
  }

  struct Site: Encodable {
    var file: String
    var line: Int
    var column: Int
  }

  struct Note: Encodable {
    var message: String
    var line: Int?
    var column: Int?
  }

  struct Summary: Encodable {
    var files: Int
    var filesWithSyntaxErrors: Int
    var filesSkipped: Int
    var baselined: Int
    /// Tests, stories and mocks among the files, not reported nor counted in `files` (`--include-tests` reports
    /// them).
    var testFilesNotReported: Int
    /// Findings of rules that cannot be turned off, suppressed inline with a reason.
    var lockedSuppressed: Int
    var findings: Int
    var critical: Int
    var serious: Int
    var warning: Int
    var errors: Int
    var seconds: Double
  }

  public static func render(
    _ findings: [Finding], suppressed: [Finding] = [], notifications: [ScanProblem] = [], context: ReportContext
  ) -> String {
    func item(_ finding: Finding) -> Item {
      let rule = context.catalog.rule(finding.rule)
      return Item(
        rule: finding.rule, severity: finding.severity.rawValue, level: finding.level.rawValue,
        file: finding.path, line: finding.range.start.line, column: finding.range.start.column,
        endLine: finding.range.end.line, endColumn: finding.range.end.column, message: finding.message,
        notes: finding.notes.map { Note(message: $0.message, line: $0.position?.line, column: $0.position?.column) },
        callSites: finding.callSites.map { Site(file: $0.path, line: $0.position.line, column: $0.position.column) },
        wcag: rule?.wcag ?? [], helpUrl: rule?.url ?? "",
        suppression: finding.suppression.map { Suppression(kind: $0.kind.rawValue, justification: $0.justification) })
    }
    let s = context.summary
    let document = Document(
      findings: findings.map(item), suppressed: suppressed.map(item),
      notifications: notifications.map {
        Notification(
          level: $0.kind.rawValue, file: $0.path, line: $0.position?.line, column: $0.position?.column,
          message: $0.message)
      },
      summary: Summary(
        files: s.filesScanned, filesWithSyntaxErrors: s.filesWithSyntaxErrors, filesSkipped: s.filesSkipped,
        baselined: s.baselined, testFilesNotReported: s.testFilesNotReported, lockedSuppressed: s.lockedSuppressed,
        findings: s.critical + s.serious + s.warning, critical: s.critical, serious: s.serious,
        warning: s.warning, errors: s.errors, seconds: (s.seconds * 1000).rounded() / 1000))
    return PrettyJSON.text(document)
  }
}
