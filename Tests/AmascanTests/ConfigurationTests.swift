import AmascanCore
import AmascanKit
import AmascanReporters
import Foundation
import Testing

@Suite struct ConfigurationTests {
  static let unlabelled = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput />;\n"
  static let asterisk =
    "import { TextInput } from 'react-native';\nexport const A = () => <TextInput accessibilityLabel=\"Name*\" />;\n"

  func scan(_ files: [String: String], paths: [String] = ["."], baseline: String? = nil) throws -> (ScanResult, URL) {
    let root = try TestSupport.project(files)
    return (Scanner.scan(ScanOptions(paths: paths, workingDirectory: root.path, baseline: baseline)), root)
  }

  @Test func jsonErrorsNamePositions() throws {
    let cases: [(String, String, String)] = [
      ("{\n  \"version\": 1,\n  \"rules\": {\n", "amascan.json:4:1", "invalid JSON: unexpected end of file"),
      (
        "{\"version\": 1, \"failOn\": 3}", "amascan.json:1:26",
        "`failOn` must be one of critical, serious, warning, none"
      ),
      ("{\"version\": 1,\n \"colour\": true}", "amascan.json:2:2", "unknown key `colour`"),
      ("{\"version\": 1, \"rules\": {\"NO_SUCH_RULE\": \"off\"}}", "amascan.json:1:26", "unknown rule `NO_SUCH_RULE`"),
      ("{\"rules\": {}}", "amascan.json:1:1", "missing `\"version\": 1`"),
      ("{\"version\": 1, \"exclude\": \"tests\"}", "amascan.json:1:27", "`exclude` must be an array of strings"),
    ]
    for (text, location, message) in cases {
      let (result, root) = try scan(["amascan.json": text, "a.tsx": Self.unlabelled])
      defer { try? FileManager.default.removeItem(at: root) }
      let problem = try #require(result.problems.first { $0.kind == .error }, "\(text)")
      let at = "\(problem.path):\(problem.position?.line ?? 0):\(problem.position?.column ?? 0)"
      #expect(at == location, "\(text)")
      #expect(problem.message.hasPrefix(message), "\(problem.message)")
      #expect(result.findings.isEmpty, "a broken configuration scans nothing")
    }
  }

  @Test func amascanRulesAndComponents() throws {
    let (result, root) = try scan([
      "amascan.json": """
      {"version": 1, "exclude": ["legacy/**"],
       "rules": {"NO_FORM_LABEL_ENDING_WITH_ASTERISK": "warning", "INPUT_INVALID_RETURN_KEY": "off"},
       "components": {"AppInput": {"as": "TextInput", "labelProps": ["label"]}}}
      """,
      "a.tsx": Self.asterisk,
      "legacy/old.tsx": Self.unlabelled,
      "b.tsx":
        "import { AppInput } from './ui';\nexport const B = () => <><AppInput label=\"Name\" /><AppInput placeholder=\"Age\" /></>;\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.problems.isEmpty)
    #expect(
      result.findings.map { "\($0.path) \($0.rule) \($0.severity)" } == [
        "a.tsx NO_FORM_LABEL_ENDING_WITH_ASTERISK warning",
        "b.tsx NO_FORM_LABEL critical",
      ])
    #expect(result.findings.last?.range.start == SourcePosition(line: 2, column: 51))
  }

  @Test func amaFilesAreHonouredAndLockedRulesStay() throws {
    let (result, root) = try scan([
      "ama.rules.json": """
      {"rules": {"NO_FORM_LABEL_ENDING_WITH_ASTERISK": "PLEASE_FORGIVE_ME", "NO_FORM_LABEL": "PLEASE_FORGIVE_ME",
        "CONTRAST_CHECKER_MAX_DEPTH": 0}, "accessibilityLabelExceptions": ["FAQ"]}
      """,
      "a.tsx": Self.asterisk, "b.tsx": Self.unlabelled,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.findings.map(\.rule) == ["NO_FORM_LABEL"])
    let warning = try #require(result.problems.first)
    #expect(warning.kind == .warning && warning.path == "ama.rules.json")
    #expect(warning.message.contains("`NO_FORM_LABEL` cannot be turned off"))
  }

  @Test func amaConfigWinsOverAmaRulesAndWarnMeansWarning() throws {
    let (result, root) = try scan([
      "ama.config.json": "{\"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"warn\"}, \"log\": \"always\"}",
      "ama.rules.json": "{\"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"PLEASE_FORGIVE_ME\"}}",
      "a.tsx": Self.asterisk,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.findings.map(\.severity) == [.warning])
  }

  @Test func nearestConfigurationWinsInAMonorepo() throws {
    let (result, root) = try scan([
      "amascan.json": "{\"version\": 1}",
      "packages/legacy/amascan.json": "{\"version\": 1, \"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"off\"}}",
      "packages/legacy/a.tsx": Self.asterisk,
      "packages/app/a.tsx": Self.asterisk,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.findings.map(\.path) == ["packages/app/a.tsx"])
  }

  /// A configuration file that a nearer one of its kind overrides is never read: a broken one above a package
  /// scanned from inside is no concern of that package.
  @Test func filesShadowedByANearerOneAreNotRead() throws {
    // A broken file of each kind above a package that has a valid one of that kind only.
    // From the top, the broken `amascan.json` governs the top folder and is reported; the broken AMA file governs
    // no scanned file and is not read.
    let cases: [(files: [String: String], package: String, problemsFromTop: Int)] = [
      (["amascan.json": "{\"version\": 2}", "app/amascan.json": "{\"version\": 1}"], "app", 1),
      (
        [
          "lib/ama.config.json": "{\"rules\": 3}",
          "lib/pkg/ama.config.json": "{\"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"warn\"}}",
        ], "lib/pkg", 0
      ),
    ]
    for (files, package, problemsFromTop) in cases {
      var all = files
      all[package + "/src/a.tsx"] = Self.unlabelled
      let (top, root) = try scan(all)
      defer { try? FileManager.default.removeItem(at: root) }
      let inside = Scanner.scan(
        ScanOptions(paths: ["src"], workingDirectory: root.appendingPathComponent(package).path))
      #expect(inside.problems.isEmpty, "\(package)")
      #expect(inside.findings.map(\.rule) == ["NO_FORM_LABEL"], "\(package)")
      #expect(top.problems.count == problemsFromTop, "\(package)")
    }
  }

  /// The nearest `amascan.json` and the nearest AMA file are found independently: a package's own
  /// `amascan.json` does not hide the AMA file at the root, however deep the file.
  @Test func amaFileAboveAPackageConfigurationStillApplies() throws {
    let (result, root) = try scan([
      "ama.config.json": "{\"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"warn\"}}",
      "packages/app/amascan.json": "{\"version\": 1}",
      "packages/app/src/deep/a.tsx": Self.asterisk,
      "packages/app/b.tsx": Self.asterisk,
      "packages/legacy/amascan.json": "{\"version\": 1, \"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"off\"}}",
      "packages/legacy/src/c.tsx": Self.asterisk,
      "d.tsx": Self.asterisk,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.findings.map(\.path) == ["d.tsx", "packages/app/b.tsx", "packages/app/src/deep/a.tsx"])
    #expect(result.findings.allSatisfy { $0.severity == .warning })
  }

  /// What users copy from tsconfig and ESLint habits works: `$schema`, comments and trailing commas (errors
  /// after them still at the right place), "error"/"warn", rule codes in any case; an unknown key in AMA's file
  /// is a warning, as AMA ignores it.
  @Test func configurationConventions() throws {
    let config = """
      {
        "$schema": "./node_modules/amascan/amascan.schema.json",
        // Asterisks are the design system's business.
        "version": 1,
        "rules": {
          "no_form_label_ending_with_asterisk": "warn", /* lower case works */
          "INPUT_FORMAT_MISMATCH": "error",
        },
      }
      """
    let (result, root) = try scan([
      "amascan.json": config, "a.tsx": Self.asterisk,
      "ama/ama.config.json": "{ \"rules\": {}, \"theme\": \"dark\" }", "ama/b.tsx": Self.unlabelled,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(result.problems.filter { $0.kind == .error }.isEmpty, "\(result.problems.map(\.message))")
    #expect(result.findings.first { $0.path == "a.tsx" }?.severity == .warning)
    #expect(result.findings.contains { $0.path == "ama/b.tsx" }, "the rest of AMA's file applies")
    let warning = try #require(result.problems.first { $0.path == "ama/ama.config.json" })
    #expect(warning.kind == .warning)
    #expect(warning.message.hasPrefix("unknown key `theme`, ignored"))
    #expect(warning.position?.line == 1)
    let (broken, brokenRoot) = try scan([
      "amascan.json": "{\n  // a comment\n  \"version\": 1,\n  \"failOn\": 3,\n}", "a.tsx": Self.unlabelled,
    ])
    defer { try? FileManager.default.removeItem(at: brokenRoot) }
    let problem = try #require(broken.problems.first { $0.kind == .error })
    #expect(problem.position == SourcePosition(line: 4, column: 13))
  }

  /// amascan.schema.json is a valid JSON Schema, takes the README's example, refuses a typo, and knows every key
  /// the loader reads.
  @Test func theSchemaDescribesTheConfiguration() throws {
    let schema = TestSupport.root.appendingPathComponent("amascan.schema.json")
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let good = root.appendingPathComponent("good.json")
    let bad = root.appendingPathComponent("bad.json")
    try TestSupport.write(
      """
      { "$schema": "x", "version": 1, "include": ["src/**"], "exclude": ["**/__tests__/**"], "failOn": "serious",
        "baseline": "amascan-baseline.json", "reportTests": false,
        "components": { "AppTextInput": { "as": "TextInput", "labelProps": ["label"] } },
        "rules": { "NO_FORM_LABEL_ENDING_WITH_ASTERISK": "warning", "INPUT_INVALID_RETURN_KEY": "off" } }
      """, to: good)
    try TestSupport.write("{ \"version\": 1, \"colour\": true }", to: bad)
    let check = try TestSupport.python(
      """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator.check_schema(schema)
      jsonschema.validate(json.load(open(sys.argv[2])), schema)
      errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(open(sys.argv[3]))))
      assert errors, "the typo passed"
      keys = sorted(schema["properties"])
      assert keys == sorted(sys.argv[4].split(",")), keys
      """, schema.path, good.path, bad.path, ConfigurationLoader.amascanKeys.joined(separator: ","))
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test func suppressions() {
    let source = """
      import { TextInput, View } from 'react-native';
      export const A = () => (
        <View>
          {/* amascan-disable-next-line NO_FORM_LABEL_ENDING_WITH_ASTERISK -- legacy copy, ticket 12 */}
          <TextInput accessibilityLabel="Name*" />
          {/* amascan-disable-next-line INPUT_HAS_NO_VISIBLE_LABEL -- wrong */}
          <TextInput />
          {/* amascan-disable-next-line NO_FORM_LABEL_ENDING_WITH_ASTERISK */}
          <TextInput accessibilityLabel="City" />
          {/* amascan-disable-next-line NOT_A_RULE -- typo */}
          <TextInput accessibilityLabel="Zip" />
          {/* amascan-disable-next-line NO_FORM_LABEL */}
          <TextInput />
        </View>
      );
      """
    let result = Scanner.scan(source: source, path: "a.tsx")
    let labelFindings = result.findings.filter { $0.rule.hasPrefix("NO_FORM_LABEL") }
    // The asterisk finding is suppressed; so is the unnamed field under a reasoned comment (a locked rule may be
    // suppressed at one element with a reason), but not the one whose comment gives none.
    #expect(labelFindings.map(\.rule) == ["NO_FORM_LABEL"])
    #expect(labelFindings.first?.range.start.line == 13)
    #expect(labelFindings.first?.notes.first?.message.contains("can be suppressed only with a reason") == true)
    let messages = result.problems.map { "\($0.position?.line ?? 0): \($0.message)" }
    #expect(messages.contains { $0.hasPrefix("8: unused suppression") })
    #expect(messages.contains { $0.hasPrefix("8: suppression without a reason") })
    #expect(messages.contains { $0.hasPrefix("10: unknown rule `NOT_A_RULE`") })
    #expect(messages.contains { $0.hasPrefix("12: suppression without a reason") })
    #expect(result.problems.count == 4)
  }

  /// A locked rule suppressed with a reason is counted in the summary, so a reviewer sees how often it happens.
  @Test func lockedSuppressionsAreCounted() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      """
      import { TextInput } from 'react-native';
      // amascan-disable-next-line NO_FORM_LABEL -- read-only display of the code, see #42
      export const A = () => <TextInput />;
      export const B = () => <TextInput />; // amascan-disable-line NO_FORM_LABEL -- same
      """, to: root.appendingPathComponent("a.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.findings.isEmpty)
    #expect(result.summary.lockedSuppressed == 2)
    #expect(TextReporter.summary(result.summary).contains("2 of rules that cannot be turned off suppressed"))
    // Kept apart, with the reason, for SARIF and JSON; the same from the result cache.
    let expected: [Finding.Suppression?] = [
      .init(kind: .inSource, justification: "read-only display of the code, see #42"),
      .init(kind: .inSource, justification: "same"),
    ]
    #expect(result.suppressed.map(\.suppression) == expected)
    #expect(result.suppressed.map(\.range.start.line) == [3, 4])
    var cached = ScanOptions(paths: ["."], workingDirectory: root.path)
    cached.cacheDirectory = root.appendingPathComponent(".cache").path
    _ = Scanner.scan(cached)
    let again = Scanner.scan(cached)
    #expect(again.timings.contains { $0.step == "report from cache" })
    #expect(again.suppressed == result.suppressed)
  }

  /// Same-line comments, blocks closed by `amascan-enable` (by code or all at once), and a next-line comment above
  /// an element whose finding is reported on a later line of its opening tag.
  @Test func lineAndBlockSuppressions() {
    let source = """
      import { TextInput, View } from 'react-native';
      export const A = () => (
        <View>
          <TextInput accessibilityLabel="Name*" /> {/* amascan-disable-line NO_FORM_LABEL_ENDING_WITH_ASTERISK -- x */}
          {/* amascan-disable NO_FORM_LABEL_ENDING_WITH_ASTERISK, INPUT_FORMAT_MISMATCH -- legacy block */}
          <TextInput accessibilityLabel="City*" />
          <TextInput accessibilityLabel="Street*" />
          {/* amascan-enable NO_FORM_LABEL_ENDING_WITH_ASTERISK */}
          <TextInput accessibilityLabel="Zip*" />
          {/* amascan-enable */}
          {/* amascan-disable-next-line NO_FORM_LABEL_ENDING_WITH_ASTERISK -- spans lines */}
          <TextInput
            placeholder="State"
            accessibilityLabel="State*"
          />
        </View>
      );
      """
    let result = Scanner.scan(source: source, path: "a.tsx")
    let asterisks = result.findings.filter { $0.rule == "NO_FORM_LABEL_ENDING_WITH_ASTERISK" }
    #expect(asterisks.map(\.range.start.line) == [9])
    #expect(result.problems.isEmpty, "\(result.problems.map(\.message))")
  }

  @Test func fileSuppression() {
    let source =
      "// amascan-disable-file NO_FORM_LABEL_ENDING_WITH_ASTERISK -- generated from the design system\n"
      + Self.asterisk
    let result = Scanner.scan(source: source, path: "a.tsx")
    #expect(result.findings.isEmpty)
    #expect(result.problems.isEmpty)
  }

  @Test func multiLineCommentSuppression() {
    let source = "/*\n * amascan-disable-file NO_FORM_LABEL_ENDING_WITH_ASTERISK -- legacy\n */\n" + Self.asterisk
    #expect(Scanner.scan(source: source, path: "a.tsx").findings.isEmpty)
  }

  @Test func baselineCountsAreChecked() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("baseline.json").path
    let entry = "{\"path\": \"a.tsx\", \"rule\": \"NO_FORM_LABEL\", \"line\": \"x\", \"count\": 9223372036854775807}"
    try TestSupport.write("{\"version\": 1, \"findings\": [\(entry), \(entry)]}", to: URL(fileURLWithPath: path))
    #expect(throws: BaselineError.self) { try Baseline.load(path) }
  }

  @Test func baselineSurvivesMovesAndReportsStaleEntries() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(Self.asterisk, to: root.appendingPathComponent("a.tsx"))
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("b.tsx"))
    let first = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    let baselinePath = root.appendingPathComponent("baseline.json").path
    try Baseline(findings: first.allFindings).write(to: baselinePath)

    // Lines move, one defect is fixed, a new one appears.
    try TestSupport.write("// moved\n\n" + Self.asterisk, to: root.appendingPathComponent("a.tsx"))
    try TestSupport.write("export {};\n", to: root.appendingPathComponent("b.tsx"))
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("c.tsx"))
    let second = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path, baseline: baselinePath))
    #expect(second.findings.map(\.path) == ["c.tsx"])
    #expect(second.summary.baselined == 1)
    // A baselined finding is suppressed, not gone: SARIF and JSON list it with the baseline as the cause.
    #expect(second.suppressed.map(\.path) == ["a.tsx"])
    #expect(
      second.suppressed.first?.suppression == .init(kind: .external, justification: "in the baseline \(baselinePath)"))
    #expect(second.summary.staleBaselineEntries == 1)
  }

  @Test func standardInputUsesThePathsConfiguration() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "{\"version\": 1, \"rules\": {\"NO_FORM_LABEL_ENDING_WITH_ASTERISK\": \"warning\"}}",
      to: root.appendingPathComponent("app/amascan.json"))
    let result = Scanner.scan(
      ScanOptions(paths: [], workingDirectory: root.path, stdin: (Array(Self.asterisk.utf8), "app/src/Unsaved.tsx")))
    #expect(result.findings.map { "\($0.path) \($0.severity)" } == ["app/src/Unsaved.tsx warning"])
  }
}
