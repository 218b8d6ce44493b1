import AmascanCore
import AmascanKit
import Foundation
import Testing

/// The project is the world; the paths are the view. A file's findings are the same however amascan is asked
/// about it: the whole project, the file alone, its folder, from its folder, through standard input, or as
/// the one changed file.
@Suite struct ProjectModelTests {
  /// A finding as it reads whatever the working directory: its file's absolute path, and the rest.
  struct Seen: Hashable, CustomStringConvertible {
    var file: String
    var finding: Finding

    init(_ finding: Finding, from directory: URL) {
      file = FileDiscovery.standardized(finding.path, relativeTo: directory.path)
      var finding = finding
      finding.path = ""
      // Call sites are shown from the working directory as the finding is: compared as absolute paths.
      for index in finding.callSites.indices {
        finding.callSites[index].path = FileDiscovery.standardized(
          finding.callSites[index].path, relativeTo: directory.path)
      }
      self.finding = finding
    }

    var description: String { "\(file):\(finding.range.start.line):\(finding.range.start.column) \(finding.rule)" }
  }

  func seen(_ options: ScanOptions) -> [Seen] {
    let directory = URL(fileURLWithPath: options.workingDirectory)
    return Scanner.scan(options).findings.map { Seen($0, from: directory) }
  }

  /// Every source file under a folder, as absolute paths.
  func sources(_ root: URL) -> [String] {
    FileDiscovery(workingDirectory: root.path, excludes: []).discover(["."]).files.map(\.absolutePath)
  }

  func checkEveryFile(of root: URL) throws {
    let whole = seen(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(!whole.isEmpty)
    var filesWithFindings = 0
    for file in sources(root) {
      let expected = whole.filter { $0.file == file }
      if !expected.isEmpty { filesWithFindings += 1 }
      let folder = FileDiscovery.directory(of: file)
      let name = String(file.dropFirst(folder.count + 1))
      #expect(seen(ScanOptions(paths: [file], workingDirectory: root.path)) == expected, "\(file) alone")
      #expect(seen(ScanOptions(paths: [folder], workingDirectory: root.path)).filter { $0.file == file } == expected)
      #expect(seen(ScanOptions(paths: [name], workingDirectory: folder)) == expected, "\(file) from its folder")
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: file)))
      var piped = ScanOptions(paths: [], workingDirectory: root.path)
      piped.stdin = (bytes, file)
      #expect(seen(piped) == expected, "\(file) through standard input")
      var changed = ScanOptions(paths: ["."], workingDirectory: root.path)
      changed.reportOnly = [file]
      #expect(seen(changed) == expected, "\(file) as the one changed file")
    }
    #expect(filesWithFindings > 3)
  }

  @Test func everyFileOfTheExampleApp() throws {
    try checkEveryFile(of: TestSupport.root.appendingPathComponent("examples"))
  }

  @Test func everyFileOfTheWrapperFixture() throws {
    try checkEveryFile(of: TestSupport.fixtures.appendingPathComponent("wrappers"))
  }

  /// Components that draw errors, barrels, aliases and cycles, planned within what one file imports.
  @Test func everyFileOfThePrefilterFixture() throws {
    try checkEveryFile(of: TestSupport.fixtures.appendingPathComponent("prefilter"))
  }

  /// A file scanned alone is planned within what it imports: a screen of no wrapper leads to no parse of the
  /// other screens' wrappers, and a file holding a wrapper is planned whole, for its call sites.
  @Test func aFileAloneParsesWhatItImports() {
    let root = TestSupport.fixtures.appendingPathComponent("prefilter")
    // How many files the planner parsed, from the scan's timing step.
    func plannedParses(_ path: String) -> Int? {
      let step = Scanner.scan(ScanOptions(paths: [path], workingDirectory: root.path)).timings.map(\.step)
        .first { $0.hasPrefix("plan, parse ") }
      return step.flatMap { Int($0.dropFirst("plan, parse ".count).prefix { $0.isNumber }) }
    }
    guard let whole = plannedParses("."), let screen = plannedParses("src/screens/Errors.tsx"),
      let wrapper = plannedParses("src/ui/BoxedInput.tsx")
    else {
      Issue.record("no planning step")
      return
    }
    #expect(screen < whole)
    #expect(wrapper == whole)
  }

  /// Standard input stands for the file at its path: what the editor's buffer says, not the disk, decides the
  /// file's findings, and its wrappers come from the project on disk.
  @Test func standardInputReplacesTheFileOnDisk() throws {
    let root = TestSupport.fixtures.appendingPathComponent("wrappers")
    let path = root.appendingPathComponent("src/screens/Signup.js").path
    var options = ScanOptions(paths: [], workingDirectory: root.path)
    options.stdin = (
      Array("import { EmailField } from '../forms';\nexport const S = () => <EmailField />;\n".utf8), path
    )
    let findings = Scanner.scan(options).findings
    #expect(
      findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" } == ["src/screens/Signup.js:2 NO_FORM_LABEL"])
  }

  /// Exclude patterns choose what is reported, never what is read: a screen's call sites of excluded wrappers
  /// are still judged through them. A file named explicitly that a pattern covers is skipped with a warning,
  /// unless `noIgnore`.
  @Test func excludedFilesStillLeadToFindings() {
    let root = TestSupport.fixtures.appendingPathComponent("wrappers")
    let whole = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    let excluded = Scanner.scan(
      ScanOptions(paths: ["."], excludes: ["src/forms/**", "src/ui/"], workingDirectory: root.path))
    let screens = whole.findings.filter { !$0.path.hasPrefix("src/forms/") && !$0.path.hasPrefix("src/ui/") }
    #expect(!screens.isEmpty)
    #expect(excluded.findings == screens)

    let named = Scanner.scan(
      ScanOptions(paths: ["src/forms/DropsLabel.tsx"], excludes: ["src/forms/**"], workingDirectory: root.path))
    #expect(named.findings.isEmpty)
    #expect(named.problems.map(\.kind) == [.warning])
    #expect(named.problems.first?.message.contains("--no-ignore") == true)
    var options = ScanOptions(
      paths: ["src/forms/DropsLabel.tsx"], excludes: ["src/forms/**"], workingDirectory: root.path)
    options.noIgnore = true
    #expect(Scanner.scan(options).findings == whole.findings.filter { $0.path == "src/forms/DropsLabel.tsx" })
  }

  /// Outside git, the project is the topmost folder with a package.json or tsconfig.json; a file of a package
  /// scanned alone still sees the wrappers of the package beside it.
  @Test func theProjectRootOutsideGit() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "{\"name\": \"app\", \"workspaces\": [\"packages/*\"]}", to: root.appendingPathComponent("package.json"))
    try TestSupport.write(
      "{\"name\": \"@app/ui\", \"main\": \"src/index.ts\"}", to: root.appendingPathComponent("packages/ui/package.json")
    )
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport function Field({ label, ...rest }) { return <TextInput {...rest} />; }\n",
      to: root.appendingPathComponent("packages/ui/src/Field.tsx"))
    try TestSupport.write("export * from './Field';\n", to: root.appendingPathComponent("packages/ui/src/index.ts"))
    try TestSupport.write(
      "{\"name\": \"@app/mobile\"}", to: root.appendingPathComponent("packages/mobile/package.json"))
    try TestSupport.write(
      "import { Field } from '@app/ui';\nexport const Login = () => <Field label=\"Email\" />;\n",
      to: root.appendingPathComponent("packages/mobile/src/Login.tsx"))
    #expect(
      FileDiscovery.projectRoot(of: root.appendingPathComponent("packages/mobile/src").path, isDirectory: true)
        == root.path)
    let mobile = root.appendingPathComponent("packages/mobile")
    let alone = Scanner.scan(ScanOptions(paths: ["src/Login.tsx"], workingDirectory: mobile.path))
    #expect(alone.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" } == ["src/Login.tsx:2 NO_FORM_LABEL"])
    #expect(alone.anchor == root.path)
    // Told that the package is the project, the wrapper is out of reach: unknown, so nothing is reported.
    var narrow = ScanOptions(paths: ["src/Login.tsx"], workingDirectory: mobile.path)
    narrow.projectRoot = "."
    #expect(Scanner.scan(narrow).findings.isEmpty)
  }

  /// A folder that no project holds (no package.json, tsconfig or git at or above it) around one package: the
  /// package is the project, and its notes name files from there however the scan is asked.
  @Test func aFolderAroundOnePackage() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("checkout/packages/app")
    try TestSupport.write("{\"name\": \"app\"}", to: app.appendingPathComponent("package.json"))
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport function Field(props) { return <TextInput {...props} />; }\n",
      to: app.appendingPathComponent("components/Field.tsx"))
    try TestSupport.write(
      "import { Field } from '../components/Field';\nexport const Login = () => <Field placeholder=\"Email\" />;\n",
      to: app.appendingPathComponent("screens/Login.tsx"))
    let checkout = root.appendingPathComponent("checkout").path
    let whole = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: checkout))
    let alone = Scanner.scan(ScanOptions(paths: ["packages/app/screens/Login.tsx"], workingDirectory: checkout))
    #expect(whole.anchor == app.path)
    #expect(whole.findings == alone.findings)
    let label = whole.findings.first { $0.rule == "NO_FORM_LABEL" }
    #expect(label?.notes.first?.message.contains("(components/Field.tsx:2)") == true)
  }

  /// Two packages that give one dependency name two folders: an import of that name is unknown, never the other
  /// package's folder.
  @Test func conflictingDependencyAliases() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write("{\"name\": \"repo\", \"private\": true}", to: root.appendingPathComponent("package.json"))
    for (app, ui, label) in [("a", "ui-a", "{...props}"), ("b", "ui-b", "accessibilityLabel={props.label} {...props}")]
    {
      try TestSupport.write(
        "{\"name\": \"\(app)\", \"dependencies\": {\"ui\": \"file:../../libs/\(ui)\"}}",
        to: root.appendingPathComponent("apps/\(app)/package.json"))
      try TestSupport.write(
        "import { TextInput } from 'react-native';\nexport function Input(props) { return <TextInput \(label) />; }\n",
        to: root.appendingPathComponent("libs/\(ui)/index.tsx"))
      try TestSupport.write(
        "import { Input } from 'ui';\nexport const Login = () => <Input label=\"Email\" />;\n",
        to: root.appendingPathComponent("apps/\(app)/Login.tsx"))
    }
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.summary.filesScanned == 4)
    #expect(result.problems.isEmpty)
    #expect(result.findings.filter { $0.rule == "NO_FORM_LABEL" }.isEmpty)
  }

  /// A scan that selects no file says why and fails, as ESLint does.
  @Test func aScanThatSelectsNothingIsAnError() {
    let root = TestSupport.fixtures.appendingPathComponent("wrappers")
    let result = Scanner.scan(ScanOptions(paths: ["src"], excludes: ["src/"], workingDirectory: root.path))
    #expect(result.findings.isEmpty)
    #expect(result.problems.map(\.kind) == [.error])
    #expect(result.summary.errors == 1)
  }
}
