import AmascanCore
import AmascanReporters
import Foundation
import Testing

/// One finding set with the awkward cases (a multi-line span, a non-ASCII path and label, quotes, a newline,
/// `%`, `::` and XML metacharacters) rendered in every format and compared with golden files
/// (`AMASCAN_RECORD=1 swift test` rewrites them).
@Suite struct ReporterTests {
  static let findings: [Finding] = [
    Finding(
      rule: "NO_FORM_LABEL", severity: .critical, path: "src/écrans/Écran d'accueil.tsx",
      range: SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 6, column: 7)),
      message:
        "`TextInput` has no accessible name; its placeholder \"Prénom::x,y\" is not a label.\nAdd `accessibilityLabel`",
      notes: [
        Finding.Note(message: "the label \"Prénom\" is drawn here", position: SourcePosition(line: 2, column: 5))
      ],
      lineText: "<TextInput",
      callSites: (1...4).map {
        Finding.Site(path: "src/écrans/Profil \($0).tsx", position: SourcePosition(line: 10 * $0, column: 7))
      }),
    Finding(
      rule: "NO_FORM_LABEL_ENDING_WITH_ASTERISK", severity: .serious, path: "src/a.tsx",
      range: SourceRange(start: SourcePosition(line: 1, column: 40), end: SourcePosition(line: 1, column: 51)),
      message: "`accessibilityLabel` \"100% <required> & more*\" ends with an asterisk",
      lineText: "<TextInput accessibilityLabel=\"100% <required> & more*\" />"),
    Finding(
      rule: "NO_UPPERCASE_ACCESSIBILITY_LABEL", severity: .warning, path: "src/a.tsx",
      range: SourceRange(start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 12)),
      message: "`accessibilityLabel` is in all capitals: 'EMAIL'", lineText: "<Pressable"),
  ]

  /// One finding a comment suppressed and one the baseline did: SARIF and JSON list them apart.
  static let suppressed: [Finding] = {
    var inSource = Finding(
      rule: "NO_FORM_LABEL", severity: .critical, path: "src/a.tsx",
      range: SourceRange(start: SourcePosition(line: 4, column: 3), end: SourcePosition(line: 4, column: 20)),
      message: "`TextInput` has no accessible name", lineText: "<TextInput value={code} />")
    inSource.suppression = Finding.Suppression(kind: .inSource, justification: "a read-only \"code\" display")
    var baselined = Finding(
      rule: "NO_UPPERCASE_ACCESSIBILITY_LABEL", severity: .warning, path: "src/a.tsx",
      range: SourceRange(start: SourcePosition(line: 9, column: 1), end: SourcePosition(line: 9, column: 12)),
      message: "`accessibilityLabel` is in all capitals: 'EMAIL'", lineText: "<Pressable")
    baselined.suppression = Finding.Suppression(kind: .external, justification: "in the baseline amascan-baseline.json")
    return [inSource, baselined]
  }()

  /// The scan's own warnings and errors, with and without a position.
  static let notifications: [ScanProblem] = [
    ScanProblem(
      kind: .warning, path: "src/a.tsx", message: "suppression without a reason: add `-- why` after the rule codes",
      position: SourcePosition(line: 3, column: 6)),
    ScanProblem(kind: .error, path: "src/gone.tsx", message: "no such file or directory"),
  ]

  static var summary: ScanSummary {
    var summary = ScanSummary()
    summary.filesScanned = 2
    for finding in findings { summary.count(finding) }
    summary.seconds = 0.5
    return summary
  }

  static let renderings: [(name: String, text: String)] = [
    ("report.txt", TextReporter.render(findings)),
    (
      "report.json",
      JSONReporter.render(
        findings, suppressed: suppressed, notifications: notifications,
        context: ReportContext(catalog: .shared, summary: summary))
    ),
    (
      "report.sarif",
      SARIFReporter.render(
        findings, suppressed: suppressed, notifications: notifications, catalog: .shared, toolVersion: "1.2.3",
        workingDirectory: "/project")
    ),
    ("report.github", GitHubReporter.render(findings)),
    ("report.checkstyle.xml", CheckstyleReporter.render(findings)),
    ("report.junit.xml", JUnitReporter.render(findings, summary: summary)),
  ]

  @Test(arguments: renderings.map(\.name))
  func matchesGoldenFile(_ name: String) throws {
    let rendered = try #require(Self.renderings.first { $0.name == name }).text
    let golden = TestSupport.fixtures.appendingPathComponent("golden/\(name)")
    if TestSupport.recording { try Data(rendered.utf8).write(to: golden) }
    #expect(rendered == (try String(contentsOf: golden, encoding: .utf8)))
  }

  @Test func sarifValidatesAgainstTheSchema() throws {
    let sarif = try #require(Self.renderings.first { $0.name == "report.sarif" }).text
    let document = try TestSupport.temporaryDirectory().appendingPathComponent("report.sarif")
    try Data(sarif.utf8).write(to: document)
    let script = """
      import json, sys
      import jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft4Validator(schema).validate(json.load(open(sys.argv[2])))
      """
    let check = try TestSupport.python(
      script, TestSupport.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, document.path)
    #expect(
      check.status == 0, "SARIF does not validate (is jsonschema installed? make test installs it): \(check.stderr)")
  }

  @Test func sarifCarriesWhatGitHubNeeds() throws {
    let sarif = try #require(Self.renderings.first { $0.name == "report.sarif" }).text
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "amascan")
    #expect(driver["informationUri"] as? String != nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == RuleCatalog.shared.rules.count)
    for rule in rules {
      for key in ["id", "name", "shortDescription", "fullDescription", "help", "helpUri", "properties"] {
        #expect(rule[key] != nil, "rule lacks \(key)")
      }
    }
    var results = try #require(run["results"] as? [[String: Any]])
    // Suppressed findings are results too, with their suppression; a baselined one keeps the fingerprint it had
    // when it was reported, so code scanning closes that alert as suppressed.
    let suppressions = results.map { ($0["suppressions"] as? [[String: Any]])?.first }
    #expect(suppressions.map { $0?["kind"] as? String } == [nil, "inSource", nil, "external", nil])
    #expect(suppressions[1]?["justification"] as? String == "a read-only \"code\" display")
    #expect(suppressions.compactMap { $0?["status"] as? String } == ["accepted", "accepted"])
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notes.map { $0["level"] as? String } == ["warning", "error"])
    let unsuppressed = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          SARIFReporter.render(
            Self.findings
              + Self.suppressed.map {
                var finding = $0; finding.suppression = nil; return finding
              },
            catalog: .shared, toolVersion: "1.2.3", workingDirectory: "/project"
          ).utf8)) as? [String: Any])
    let plain = try #require(((unsuppressed["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(
      plain.map { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        == results.map { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] })
    // Results come in output order (path, position, rule), suppressed or not.
    results = results.filter { $0["suppressions"] == nil }
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "error"])
    let location = try #require(
      ((results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri == "src/%C3%A9crans/%C3%89cran%20d%27accueil.tsx")
    let fingerprints = results.compactMap {
      ($0["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String
    }
    #expect(fingerprints.count == 3 && Set(fingerprints).count == 3)
  }

  @Test func githubAnnotationsCannotBeInjected() {
    let github = GitHubReporter.render(Self.findings)
    let lines = github.split(separator: "\n")
    #expect(lines.count == 4, "one line per finding and the notice; a newline in a message must not split it")
    #expect(lines.allSatisfy { $0.hasPrefix("::") })
    #expect(lines[0].hasPrefix("::error file=src/écrans/Écran d'accueil.tsx,line=3,endLine=6,title="))
    #expect(!lines[0].contains("col="), "no columns on a span over several lines")
    #expect(lines[0].contains("Prénom::x,y\" is not a label.%0AAdd"))
    #expect(lines[1].contains("100%25"))
  }

  @Test func xmlIsEscaped() throws {
    for name in ["report.checkstyle.xml", "report.junit.xml"] {
      let xml = try #require(Self.renderings.first { $0.name == name }).text
      let file = try TestSupport.temporaryDirectory().appendingPathComponent(name)
      try Data(xml.utf8).write(to: file)
      let check = try TestSupport.python("import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", file.path)
      #expect(check.status == 0, "\(name) is not well-formed: \(check.stderr)")
      #expect(xml.contains("&lt;required&gt; &amp; more*"))
    }
  }

  /// Findings that name one cause are counted under it, most first; a cause of one finding is no group.
  @Test func findingsAreGroupedByTheCauseTheyShare() {
    let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2))
    func finding(_ cause: String?) -> Finding {
      Finding(
        rule: "NO_FORM_LABEL", severity: .critical, path: "a.tsx", range: range, message: "m",
        notes: cause.map { [Finding.Note(message: Finding.Note.causePrefix + $0)] } ?? [])
    }
    let findings = [
      finding("in `A`, pass x"), finding("in `B`, pass y"), finding(nil), finding("in `B`, pass y"),
      finding("in `B`, pass y"), finding("in `A`, pass x"), finding("in `C`, pass z"),
    ]
    #expect(
      TextReporter.causes(findings) == [
        "3 findings have one cause; to fix them all, in `B`, pass y",
        "2 findings have one cause; to fix them all, in `A`, pass x",
      ])
  }
}
