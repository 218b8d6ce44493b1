import AmascanCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `amascan` binary, end to end: formats, exit statuses, errors that name the path and the cause.
@Suite struct CLITests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var binary: URL {
    let products = Bundle.main.bundleURL.deletingLastPathComponent()
    let beside = Bundle.main.bundleURL.appendingPathComponent("amascan")
    return FileManager.default.fileExists(atPath: beside.path) ? beside : products.appendingPathComponent("amascan")
  }

  func run(
    _ arguments: [String], input: String? = nil, in directory: URL = TestSupport.root,
    environment: [String: String]? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // Hermetic: the colour variables of the machine running the tests never reach the binary unless given.
    var base = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "FORCE_COLOR", "TERM"] { base[key] = nil }
    process.environment = base.merging(environment ?? [:]) { $1 }
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  func project(_ files: [String: String]) throws -> URL { try TestSupport.project(files) }

  static let unlabelled = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput />;\n"
  static let asterisk =
    "import { TextInput } from 'react-native';\nexport const A = () => <TextInput accessibilityLabel=\"Name*\" />;\n"
  static let clean =
    "import { TextInput } from 'react-native';\nexport const A = () => <TextInput accessibilityLabel=\"Name\" />;\n"

  @Test func textFormatAndExitStatuses() throws {
    let root = try project(["a.tsx": Self.unlabelled, "b.tsx": Self.asterisk, "c.tsx": Self.clean])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["."], in: root)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("a.tsx:2:24: error: `TextInput` has no accessible name") == true)
    #expect(lines.first?.hasSuffix("[NO_FORM_LABEL critical]") == true)
    // Labelled by what the build does with it: serious is below the default --fail-on critical, so a warning.
    #expect(lines.last?.hasPrefix("b.tsx:2:54: warning:") == true)
    #expect(lines.last?.hasSuffix("[NO_FORM_LABEL_ENDING_WITH_ASTERISK serious]") == true)
    #expect(run.stderr.contains("2 findings (1 critical, 1 serious, 0 warning) in 3 files"))
    #expect(try self.run(["--fail-on", "serious", "b.tsx"], in: root).stdout.hasPrefix("b.tsx:2:54: error:"))

    #expect(try self.run(["b.tsx", "c.tsx"], in: root).status == 0, "serious is below the default --fail-on")
    #expect(try self.run(["--fail-on", "serious", "b.tsx"], in: root).status == 1)
    #expect(try self.run(["--fail-on", "none", "a.tsx"], in: root).status == 0)
    #expect(try self.run(["c.tsx"], in: root).stdout.isEmpty)
  }

  /// ESLint's `--quiet` and `--max-warnings`: only what fails the build is reported, and too many warnings fail it.
  @Test func quietAndMaxWarnings() throws {
    let root = try project(["a.tsx": Self.unlabelled, "b.tsx": Self.asterisk])
    defer { try? FileManager.default.removeItem(at: root) }
    let quiet = try run(["--quiet", "."], in: root)
    #expect(quiet.status == 1)
    #expect(quiet.stdout.split(separator: "\n").map { String($0.prefix(6)) } == ["a.tsx:"])
    #expect(quiet.stderr.contains("1 finding (1 critical, 0 serious, 0 warning)"))
    #expect(try run(["b.tsx"], in: root).status == 0)
    #expect(try run(["--max-warnings", "1", "b.tsx"], in: root).status == 0)
    let over = try run(["--max-warnings", "0", "b.tsx"], in: root)
    #expect(over.status == 1)
    #expect(over.stderr.contains("1 warnings, more than --max-warnings 0"))
    #expect(try run(["--max-warnings", "-1", "b.tsx"], in: root).status == 2)
  }

  /// Colour follows no-color.org, FORCE_COLOR and TERM=dumb in auto mode; --color wins over all.
  @Test func colourFollowsTheEnvironment() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    func coloured(_ environment: [String: String], _ arguments: [String] = []) throws -> Bool {
      try run(arguments + ["a.tsx"], in: root, environment: environment).stdout.contains("\u{1B}[")
    }
    #expect(try coloured(["FORCE_COLOR": "1"]))
    #expect(try !coloured(["FORCE_COLOR": "0"]))
    #expect(try !coloured(["FORCE_COLOR": "1", "NO_COLOR": "1"]))
    #expect(try coloured(["FORCE_COLOR": "1", "NO_COLOR": ""]), "an empty NO_COLOR does not count")
    #expect(try !coloured([:]), "not a terminal")
    #expect(try coloured(["NO_COLOR": "1"], ["--color", "always"]))
  }

  /// `--list-files`: what a scan would report, and why the other files it reads are not reported; nothing is
  /// scanned, so the unlabelled field's finding does not change the exit status.
  @Test func listFilesSaysWhatIsReportedAndWhy() throws {
    let root = try project([
      ".git/HEAD": "", "src/a.tsx": Self.unlabelled, "src/__tests__/a.test.tsx": Self.unlabelled,
      "src/gen/b.tsx": "", "lib/c.tsx": "", "node_modules/x/index.js": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let text = try run(["--list-files", "--exclude", "src/gen/**", "src"], in: root)
    #expect(text.status == 0)
    #expect(
      text.stdout.split(separator: "\n") == [
        "lib/c.tsx: not reported: outside the paths given; read for the wrappers and imports of the others",
        "src/__tests__/a.test.tsx: not reported: a test, story or mock (--include-tests reports it)",
        "src/a.tsx",
        "src/gen/b.tsx: not reported: an exclude or include pattern leaves it out; read for wrappers",
      ])
    #expect(text.stderr.contains("1 file reported, 3 only read"))
    let json = try run(["--list-files", "--format", "json", "--include-tests", "src"], in: root)
    let items = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(
      items.filter { $0["reported"] as? Bool == true }.map { $0["file"] as? String } == [
        "src/__tests__/a.test.tsx", "src/a.tsx", "src/gen/b.tsx",
      ])
    #expect(try run(["--list-files", "missing"], in: root).status == 2)
  }

  /// `--print-config FILE`: each value with the file it comes from, rules merged from AMA's file and
  /// amascan.json, the package.json and tsconfig that apply, and whether a scan reports the file.
  @Test func printConfigSaysWhereEachValueComesFrom() throws {
    let root = try project([
      ".git/HEAD": "", "package.json": #"{"dependencies": {"@react-native-ama/forms": "^2.1.0"}}"#,
      "tsconfig.json": "{}", "ama.config.json": #"{"rules": {"NO_FORM_ERROR": "SHOULD"}}"#,
      "app/amascan.json":
        #"{"version": 1, "failOn": "serious", "exclude": ["legacy/**"], "rules": {"INPUT_INVALID_RETURN_KEY": "off"}}"#,
      "app/legacy/a.tsx": "", "app/b.tsx": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let printed = try run(["--print-config", "app/legacy/a.tsx"], in: root)
    #expect(printed.status == 0, "\(printed.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
    #expect((object["failOn"] as? [String: String]) == ["value": "serious", "from": "app/amascan.json"])
    #expect((object["reportTests"] as? [String: Any])?["from"] as? String == "default")
    #expect(object["reported"] as? Bool == false)
    #expect(object["notReportedBecause"] as? String == "`include` or `exclude` in app/amascan.json leaves it out")
    #expect(object["packageJson"] as? String == "package.json")
    #expect(object["amaFormsMajor"] as? Int == 2)
    #expect(object["tsconfig"] as? String == "tsconfig.json")
    let rules = try #require(object["rules"] as? [[String: Any]])
    func rule(_ code: String) -> [String]? {
      rules.first { $0["code"] as? String == code }.map {
        [$0["setting"] as? String ?? "", $0["from"] as? String ?? ""]
      }
    }
    #expect(rule("NO_FORM_ERROR") == ["warning", "ama.config.json"])
    #expect(rule("INPUT_INVALID_RETURN_KEY") == ["off", "app/amascan.json"])
    #expect(rule("NO_FORM_LABEL") == ["critical", "default"])
    #expect(try run(["--print-config", "app/b.tsx"], in: root).stdout.contains(#""reported" : true"#))
    #expect(try run(["--print-config", "package.json"], in: root).status == 2)
  }

  @Test func jsonFormat() throws {
    let root = try project(["src/a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["--format", "json", "src"], in: root)
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    let finding = (object?["findings"] as? [[String: Any]])?.first
    #expect(finding?["rule"] as? String == "NO_FORM_LABEL")
    #expect(finding?["severity"] as? String == "critical")
    #expect(finding?["level"] as? String == "error")
    #expect(finding?["file"] as? String == "src/a.tsx")
    #expect(finding?["line"] as? Int == 2)
    #expect(finding?["column"] as? Int == 24)
    #expect(finding?["endLine"] as? Int == 2)
    #expect(finding?["endColumn"] as? Int == 37)
    #expect(finding?["wcag"] as? [String] == ["3.3.2", "4.1.2"])
    #expect((finding?["helpUrl"] as? String)?.hasPrefix("https://") == true)
    let summary = object?["summary"] as? [String: Any]
    #expect(summary?["files"] as? Int == 1)
    #expect(summary?["critical"] as? Int == 1)
  }

  @Test func missingPathIsAnErrorButTheRestIsScanned() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["missing", "a.tsx"], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("missing: error: no such file or directory"))
    #expect(run.stdout.contains("a.tsx:2:24"))
  }

  @Test func unreadableFileIsAnErrorButTheRestIsScanned() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    // /proc/self/mem fails to read at offset 0 with EIO even for root, unlike a chmod 000 file.
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("mem.js").path, withDestinationPath: "/proc/self/mem")
    // Named on the command line, the link is followed even though it leads outside.
    let run = try run(["mem.js", "a.tsx"], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("mem.js: error: "))
    #expect(run.stdout.contains("a.tsx:2:24"))
  }

  @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
  func permissionDeniedNamesTheFile() throws {
    let root = try project(["a.tsx": Self.unlabelled, "locked.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    chmod(root.appendingPathComponent("locked.tsx").path, 0)
    let run = try run(["."], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("locked.tsx: error: permission denied"))
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try run(["--fail-on", "sometimes"]).status == 2)
    #expect(try run(["--jobs", "0", "examples"]).status == 2)
    #expect(try run(["--no-such-flag"]).status == 2)
  }

  @Test func versionAndRules() throws {
    let version = try run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    let rules = try run(["rules"])
    #expect(rules.status == 0)
    #expect(rules.stdout.contains("NO_FORM_LABEL"))
    #expect(rules.stdout.split(separator: "\n").count == RuleCatalog.shared.rules.count + 1)
  }

  @Test func standardInput() throws {
    let root = try project([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["--stdin", "--stdin-filename", "src/Draft.tsx"], input: Self.unlabelled, in: root)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("src/Draft.tsx:2:24: error:"))
    #expect(try self.run(["--stdin"]).status == 2, "--stdin needs a file name")
  }

  @Test func outputFileAndFormats() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    for format in ["sarif", "github", "checkstyle", "junit", "json", "text"] {
      let run = try run(["--format", format, "--output", "report.out", "a.tsx"], in: root)
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      let report = try String(contentsOf: root.appendingPathComponent("report.out"), encoding: .utf8)
      #expect(report.contains("NO_FORM_LABEL"), "\(format)")
    }
  }

  @Test func baselineRoundTrip() throws {
    let root = try project(["a.tsx": Self.unlabelled, "b.tsx": Self.asterisk])
    defer { try? FileManager.default.removeItem(at: root) }
    let write = try run(["--write-baseline", "baseline.json", "."], in: root)
    #expect(write.status == 0)
    #expect(write.stderr.contains("recorded 2 findings"))
    let clean = try run(["--baseline", "baseline.json", "."], in: root)
    #expect(clean.status == 0)
    #expect(clean.stdout.isEmpty)
    #expect(clean.stderr.contains("2 in the baseline"))
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("c.tsx"))
    let fresh = try run(["--baseline", "baseline.json", "."], in: root)
    #expect(fresh.status == 1)
    #expect(fresh.stdout.hasPrefix("c.tsx:2:24"))
  }

  @Test func failOnComesFromTheConfiguration() throws {
    let root = try project(["a.tsx": Self.asterisk, "amascan.json": "{\"version\": 1, \"failOn\": \"serious\"}"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try run(["."], in: root).status == 1)
    #expect(try run(["--fail-on", "critical", "."], in: root).status == 0, "the command line wins")
  }

  @Test func invalidConfigurationExitsTwo() throws {
    let root = try project(["a.tsx": Self.unlabelled, "amascan.json": "{\"version\": 1,\n  \"rulez\": {}}"])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try run(["."], in: root)
    #expect(run.status == 2)
    #expect(run.stderr.contains("amascan.json:2:3: error: unknown key `rulez`"))
  }

  @Test func explain() throws {
    let run = try run(["explain", "INPUT_HAS_NO_VISIBLE_LABEL"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("NO_FORM_LABEL: Form field without a label"))
    #expect(run.stdout.contains("Reported (at ↓):"))
    #expect(run.stdout.contains("Not reported:\n\n    import { TextInput } from 'react-native';"))
    // How to suppress it, with a reason, and where it is documented; AMA locks this one, so no "off".
    #expect(run.stdout.contains("amascan-disable-next-line NO_FORM_LABEL -- why this element is fine"))
    #expect(run.stdout.contains("Documentation: https://"))
    #expect(!run.stdout.contains(#""NO_FORM_LABEL": "off""#))
    #expect(
      try self.run(["explain", "INPUT_INVALID_RETURN_KEY"]).stdout.contains(#""INPUT_INVALID_RETURN_KEY": "off""#))
    #expect(try self.run(["explain", "NOPE"]).status == 2)
    #expect(try self.run(["explain", "CONTRAST_FAILED"]).stdout.contains("does not check this rule yet"))
  }

  @Test func colourOnlyWhenAsked() throws {
    let root = try project(["a.tsx": Self.unlabelled])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(!(try run(["a.tsx"], in: root)).stdout.contains("\u{1B}["), "a pipe is not a terminal")
    #expect(try run(["--color", "always", "a.tsx"], in: root).stdout.contains("\u{1B}[31merror"))
  }

  /// The README's pre-commit recipe, run for real in a scratch repository.
  @Test func preCommitHookBlocksCriticalFindings() throws {
    let root = try project([:])
    defer { try? FileManager.default.removeItem(at: root) }
    func git(_ arguments: [String]) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git", "-c", "user.email=ci@example.com", "-c", "user.name=CI"] + arguments
      process.currentDirectoryURL = root
      var environment = ProcessInfo.processInfo.environment
      environment["AMASCAN"] = Self.binary.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    #expect(try git(["init", "-q"]) == 0)
    let hook = root.appendingPathComponent(".git/hooks/pre-commit")
    try FileManager.default.copyItem(at: TestSupport.root.appendingPathComponent("recipes/pre-commit"), to: hook)
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("src/Bad Screen.tsx"))
    #expect(try git(["add", "."]) == 0)
    #expect(try git(["commit", "-q", "-m", "bad"]) != 0, "a critical finding blocks the commit")
    try TestSupport.write(Self.clean, to: root.appendingPathComponent("src/Bad Screen.tsx"))
    #expect(try git(["add", "."]) == 0)
    #expect(try git(["commit", "-q", "-m", "fixed"]) == 0)
  }

  /// The pull-request path: only changed files are reported, but wrappers in unchanged files still count.
  @Test func changedSinceReportsOnlyChangedFiles() throws {
    let wrapper =
      "import { TextInput } from 'react-native';\nexport const Field = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;\n"
    let root = try project(["old.tsx": Self.unlabelled, "Field.tsx": wrapper])
    defer { try? FileManager.default.removeItem(at: root) }
    func git(_ arguments: [String]) throws { try quietGit(arguments, in: root) }
    try git(["init", "-q"])
    try git(["add", "."])
    try git(["commit", "-q", "-m", "base"])
    try TestSupport.write(
      "import { Field } from './Field';\nexport const New = () => <Field placeholder=\"Age\" />;\n",
      to: root.appendingPathComponent("new.tsx"))
    let run = try run(["--changed-since", "HEAD", "."], in: root)
    #expect(run.status == 1)
    #expect(run.stdout.split(separator: "\n").map { String($0.prefix(11)) } == ["new.tsx:2:2", "new.tsx:2:2"])
    #expect(try self.run(["--changed-since", "no-such-ref", "."], in: root).status == 2)
  }

  /// Baseline and SARIF paths are relative to the project root, whatever folder amascan runs from; writing a
  /// baseline for some files replaces only their entries; a sub-folder's scan calls no other file's entry fixed.
  @Test func baselineAndSarifPathsAreAnchoredAtTheProjectRoot() throws {
    let root = try project([
      "package.json": "{\"name\": \"app\"}", "src/a.tsx": Self.unlabelled, "src/b.tsx": Self.asterisk,
      "lib/c.tsx": Self.unlabelled,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try run(["--write-baseline", "baseline.json", "."], in: root).status == 0)
    let src = root.appendingPathComponent("src")
    let fromSub = try run(["--baseline", "../baseline.json", "a.tsx"], in: src)
    #expect(fromSub.status == 0)
    #expect(fromSub.stdout.isEmpty)
    #expect(fromSub.stderr.contains("1 in the baseline"))
    #expect(!fromSub.stderr.contains("fixed"), "the other files' entries are not called fixed")
    // Rewritten from the sub-folder for one file, whose finding is gone: only that file's entry changes.
    try TestSupport.write(Self.clean, to: src.appendingPathComponent("a.tsx"))
    #expect(try run(["--write-baseline", "../baseline.json", "a.tsx"], in: src).status == 0)
    let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("baseline.json")))
    let paths = ((entries as? [String: Any])?["findings"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(paths == ["lib/c.tsx", "src/b.tsx"])
    let sarif = try run(["--format", "sarif", "--fail-on", "none", "b.tsx"], in: src)
    #expect(sarif.stdout.contains("\"uri\" : \"src/b.tsx\""))
    #expect(sarif.stdout.contains("file://\(root.path)/"))
  }

  /// `--changed-since` compares with the merge base, as a pull request does: a file only the base branch
  /// changed since the branch left it is not reported.
  @Test func changedSinceUsesTheMergeBase() throws {
    let root = try project(["a.tsx": Self.clean, "b.tsx": Self.clean])
    defer { try? FileManager.default.removeItem(at: root) }
    func git(_ arguments: [String]) throws { try quietGit(arguments, in: root) }
    try git(["init", "-q", "-b", "main"])
    try git(["add", "."])
    try git(["commit", "-q", "-m", "base"])
    try git(["checkout", "-q", "-b", "feature"])
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("a.tsx"))
    try git(["commit", "-q", "-am", "feature"])
    try git(["checkout", "-q", "main"])
    try TestSupport.write(Self.unlabelled, to: root.appendingPathComponent("b.tsx"))
    try git(["commit", "-q", "-am", "main moves on"])
    try git(["checkout", "-q", "feature"])
    let run = try run(["--changed-since", "main", "."], in: root)
    #expect(run.stdout.split(separator: "\n").map { String($0.prefix(5)) } == ["a.tsx"])
  }

  /// Runs git in a scratch repository with a committer set, its output dropped.
  func quietGit(_ arguments: [String], in root: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.email=ci@example.com", "-c", "user.name=CI"] + arguments
    process.currentDirectoryURL = root
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }

  @Test func sameOutputWhateverTheThreadCount() throws {
    let one = try run(["--jobs", "1", "--format", "json", "examples"])
    let four = try run(["--jobs", "4", "--format", "json", "examples"])
    func withoutTiming(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.contains("\"seconds\"") }.joined(separator: "\n")
    }
    #expect(withoutTiming(one.stdout) == withoutTiming(four.stdout))
    #expect(!one.stdout.isEmpty)
  }

  /// Tests, stories and mocks are read (a test's wrapper still links) but not reported unless asked for; the
  /// summary counts what they hold and says how to see it. A file named on the command line is reported.
  @Test func testsStoriesAndMocksAreCountedNotReported() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let defect = "import { TextInput } from 'react-native';\nexport const A = () => <TextInput />;\n"
    try TestSupport.write("{}", to: root.appendingPathComponent("package.json"))
    for path in [
      "src/Form.tsx", "src/__tests__/Form.tsx", "src/Form.test.tsx", "src/Form.spec.js", "src/Form.stories.tsx",
      "src/__mocks__/Input.js", "e2e/login.tsx", "src/latest.tsx", "src/test.tsx",
    ] {
      try TestSupport.write(defect, to: root.appendingPathComponent(path))
    }
    // A story that renders the app's wrapper: the wrapper's finding stays in the wrapper's file.
    let hidden = try run(["--no-cache", "--format", "json", "."], in: root)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(hidden.stdout.utf8)) as? [String: Any])
    let files = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    #expect(files == ["src/Form.tsx", "src/latest.tsx", "src/test.tsx"])
    #expect((json["summary"] as? [String: Any])?["testFilesNotReported"] as? Int == 6)
    let text = try run(["--no-cache", "."], in: root)
    #expect(text.stderr.contains("3 findings"))
    #expect(text.stderr.contains("6 test, story and mock files not reported (--include-tests or amascan.json"))
    let all = try run(["--no-cache", "--include-tests", "--format", "json", "."], in: root)
    #expect(all.stdout.components(separatedBy: "\"NO_FORM_LABEL\"").count - 1 == 9)
    let named = try run(["--no-cache", "src/Form.test.tsx"], in: root)
    #expect(named.stdout.contains("src/Form.test.tsx:2:24"))
    try TestSupport.write("{ \"version\": 1, \"reportTests\": true }", to: root.appendingPathComponent("amascan.json"))
    let configured = try run(["--no-cache", "--format", "json", "."], in: root)
    #expect(configured.stdout.components(separatedBy: "\"NO_FORM_LABEL\"").count - 1 == 9)
    try TestSupport.write(
      "{ \"version\": 1, \"reportTests\": \"yes\" }", to: root.appendingPathComponent("amascan.json"))
    let broken = try run(["--no-cache", "."], in: root)
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("`reportTests` must be true or false"))
  }

  /// A test, story or mock that is not reported is no call site of the app's wrappers (no user meets it), and is
  /// parsed only when a file imports it: a story's wrapper that a screen renders still links, with and without
  /// the prefilter, while a test that renders a wrapper is left unparsed and not listed among its call sites.
  @Test func testsAreNoCallSitesAndLinkWhenImported() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write("{}", to: root.appendingPathComponent("package.json"))
    let files = [
      "src/Field.tsx": "import { TextInput } from 'react-native';\nexport const Field = () => <TextInput />;\n",
      "src/Screen.tsx": "import { Field } from './Field';\nexport const Screen = () => <Field />;\n",
      "src/Field.test.tsx": "import { Field } from './Field';\nit('renders', () => render(<Field />));\n",
      "src/Labelled.stories.tsx":
        "import { TextInput } from 'react-native';\n"
        + "export const Labelled = ({ label }) => <TextInput accessibilityLabel={label} />;\n",
      "src/Demo.tsx": "import { Labelled } from './Labelled.stories';\nexport const Demo = () => <Labelled />;\n",
    ]
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    for options in [[], ["--no-prefilter"]] {
      let scan = try run(["--no-cache", "--format", "json"] + options + ["."], in: root)
      let json = try #require(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
      let findings = json["findings"] as? [[String: Any]] ?? []
      let places = findings.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "")" }
      #expect(places == ["src/Demo.tsx:2:27", "src/Field.tsx:2:28"], "\(options)")
      let sites = findings.last?["callSites"] as? [[String: Any]] ?? []
      #expect(sites.compactMap { $0["file"] as? String } == ["src/Screen.tsx"], "\(options)")
      #expect((json["summary"] as? [String: Any])?["testFilesNotReported"] as? Int == 2)
    }
    let listed = try run(["--no-cache", "--timing", "."], in: root)
    // Field.tsx at once; then Screen.tsx, the story a file imports, and Demo.tsx: not the test.
    #expect(listed.stderr.contains("parse 3 more"), "\(listed.stderr)")
    // Each step with the CPU time the process used meanwhile.
    let steps = listed.stderr.split(separator: "\n").filter { $0.hasPrefix("timing: ") }
    #expect(!steps.isEmpty && steps.allSatisfy { $0.contains(" s  (cpu ") && $0.hasSuffix(" s)") }, "\(steps)")
  }

  /// `amascan rules --format json` lists the catalogue as rules.json has it, for scripts.
  @Test func rulesAsJSON() throws {
    let listed = try run(["rules", "--format", "json"])
    #expect(listed.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
    let rules = try #require(json["rules"] as? [[String: Any]])
    #expect(rules.count == RuleCatalog.shared.rules.count)
    #expect(rules.first { $0["code"] as? String == "NO_FORM_LABEL" }?["overridable"] as? Bool == false)
    #expect(try run(["rules", "--format", "yaml"]).status == 2)
  }

  /// `amascan --help` shows the scan options (scanning is what it does), then the other commands.
  @Test func helpShowsTheScanOptions() throws {
    for flag in ["--help", "-h"] {
      let help = try run([flag])
      #expect(help.status == 0)
      #expect(help.stdout.contains("--fail-on <severity>"))
      #expect(help.stdout.contains("--max-warnings"))
      #expect(help.stdout.contains("OTHER COMMANDS:"))
    }
  }

  /// `--stats` counts findings per rule after the summary, most first.
  @Test func statsCountFindingsPerRule() throws {
    let root = try project(["a.tsx": Self.unlabelled, "b.tsx": Self.unlabelled, "c.tsx": Self.asterisk])
    defer { try? FileManager.default.removeItem(at: root) }
    let lines = try run(["--stats", "."], in: root).stderr.split(separator: "\n").suffix(2)
      .map { $0.split(separator: " ").joined(separator: " ") }
    #expect(lines == ["NO_FORM_LABEL critical 2", "NO_FORM_LABEL_ENDING_WITH_ASTERISK serious 1"])
  }
}
