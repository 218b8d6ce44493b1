import AmascanCore
import AmascanKit
import AmascanReporters
import Foundation
import Testing

/// A multi-file project: tsconfig paths with `extends`, a barrel with renames and `export *`, a JS screen
/// importing TSX wrappers, CommonJS, a workspace package imported by name, wrappers of wrappers, a wrapper
/// that drops its label, a design-system input with a label fallback, Paper 5 and 6, and an import cycle.
@Suite struct WrapperTests {
  static let root = TestSupport.fixtures.appendingPathComponent("wrappers")

  static let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))

  @Test func findingsMatchTheGoldenFile() throws {
    let rendered = TextReporter.render(Self.result.findings)
    let golden = TestSupport.fixtures.appendingPathComponent("wrappers.expected")
    if TestSupport.recording { try Data(rendered.utf8).write(to: golden) }
    #expect(rendered == (try String(contentsOf: golden, encoding: .utf8)))
    #expect(Self.result.problems.isEmpty)
  }

  func lines(_ path: String, _ rule: String = "NO_FORM_LABEL") -> [Int] {
    Self.result.findings.filter { $0.path == path && $0.rule == rule }.map(\.range.start.line)
  }

  @Test func callSitesAreJudgedThroughTheWrapper() {
    // 7: label from t(); 9: label through a wrapper of a wrapper; 13: the design input's `title` fallback;
    // 15: an opaque spread. All silent. 8, 10, 14 pass nothing that names the input.
    #expect(lines("src/screens/Signup.js") == [8, 10, 14])
    #expect(lines("src/legacy/OldScreen.js") == [4], "CommonJS wrapper forwarding props.caption")
    #expect(
      lines("packages/legacy-app/src/Coupon.tsx") == [9, 11, 12, 14],
      "Paper 5, and a workspace package by name, by a workspace alias and as a folder")
    #expect(lines("src/screens/PaperScreen.tsx").isEmpty, "Paper 6 labels from `label`")
  }

  @Test func aWrapperInACycleOfComponentsListsItsCallSites() {
    let own = Self.result.findings.filter { $0.path == "src/cycles/Menu.tsx" && $0.rule == "NO_FORM_LABEL" }
    #expect(own.map(\.range.start.line) == [13])
    #expect(
      own.first?.callSites.map { "\($0.path):\($0.position.line)" } == [
        "src/cycles/Menu.tsx:7", "src/cycles/MenuScreen.tsx:4",
      ])
  }

  @Test func aWrapperThatCanNeverLabelIsReportedOnceWithItsCallSites() {
    let own = Self.result.findings.filter { $0.path == "src/forms/DropsLabel.tsx" }
    #expect(own.count == 1)
    #expect(own.first?.notes.first?.message.contains("2 call sites") == true)
    #expect(lines("src/screens/Signup.js").allSatisfy { $0 != 11 && $0 != 12 })
  }

  @Test func aFieldNoCallSiteCanNameListsEveryPlaceItIsUsed() {
    func sites(_ path: String) -> [String] {
      Self.result.findings.filter { $0.path == path }.flatMap(\.callSites).map {
        "\($0.path):\($0.position.line)"
      }
    }
    // Through a wrapper of it (`ToggleRow`), its uses too; a call site of a wrapper that forwards the name, inside
    // a wrapper that does not (`SwitchItem`), lists that wrapper's uses.
    #expect(
      sites("src/uses/Toggle.js") == [
        "src/uses/Preferences.js:13", "src/uses/Preferences.js:14", "src/uses/ToggleRow.js:9",
      ])
    #expect(sites("src/uses/SwitchItem.js") == ["src/uses/Preferences.js:17", "src/uses/Preferences.js:18"])
    // Rendered in one branch of the wrapper (`if (type === 'toggle')`): only the call sites whose values take that
    // branch are listed (not `type="arrow"`).
    #expect(sites("src/uses/OptionRow.js") == ["src/uses/Preferences.js:15"])
    // The same through the negations of an `else if` chain and constants of the wrapper's file, and through a
    // wrapper of it that computes `type` from its caller's (`SettingChoice`, a local `const` and a ternary;
    // `PickChoice`, `type || 'select'` before a spread of the rest).
    #expect(
      sites("src/uses/Choice.js") == [
        "src/uses/PickChoice.js:6", "src/uses/Preferences.js:19", "src/uses/Preferences.js:22",
        "src/uses/Preferences.js:24", "src/uses/SettingChoice.js:9",
      ])
    #expect(lines("src/uses/Preferences.js").isEmpty)
  }

  @Test func keyboardPropsForwardedByAWrapperAreCheckedAtTheCallSite() {
    #expect(lines("src/screens/Signup.js", "NO_KEYBOARD_TRAP") == [16])
  }

  @Test func errorPropsShownButNotAttachedAreReportedAtTheCallSite() {
    // 17 passes `error` that LabeledInput shows beside its input; 18 also passes it as the hint.
    #expect(lines("src/screens/Signup.js", "NO_FORM_ERROR") == [17])
  }

  @Test func importCyclesEndWithoutAFinding() {
    #expect(Self.result.findings.filter { $0.path.hasPrefix("src/cycle/") }.isEmpty)
  }

  @Test func sameFileWrapper() {
    let source = """
      import { TextInput } from 'react-native';
      function Field({ label, ...rest }) { return <TextInput accessibilityLabel={label} {...rest} />; }
      export const Form = () => <><Field label="Name" /><Field /></>;
      """
    let found = TestSupport.findings(source, rule: "NO_FORM_LABEL")
    #expect(found.map(\.range.start) == [SourcePosition(line: 3, column: 51)])
  }

  @Test func keyboardDefaultsOfAWrapperApplyAtTheCallSite() {
    let source = """
      import { TextInput } from 'react-native';
      const Field = ({ label, blurOnSubmit = false, ...rest }) => (
        <TextInput accessibilityLabel={label} blurOnSubmit={blurOnSubmit} {...rest} />
      );
      export const Form = ({ next }) => (
        <>
          <Field label="A" />
          <Field label="B" onSubmitEditing={next} />
          <Field label="C" blurOnSubmit />
        </>
      );
      """
    #expect(TestSupport.findings(source, rule: "NO_KEYBOARD_TRAP").map(\.range.start.line) == [7])
  }

  @Test func wrappersThatNameTheirInputThemselves() {
    let source = """
      import { Text, TextInput, View } from 'react-native';
      function ByText({ label, ...rest }) {
        return <View><Text nativeID="l">{label}</Text><TextInput accessibilityLabelledBy="l" {...rest} /></View>;
      }
      function Search({ search, ...rest }) { return <TextInput accessibilityLabel="search" {...rest} />; }
      export const Form = () => <><ByText /><Search search="shoes" /></>;
      """
    #expect(TestSupport.findings(source, rule: "NO_FORM_LABEL").isEmpty)
  }

  @Test func platformFilesAndESMStyleSpecifiersResolve() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let wrapper =
      "import { TextInput } from 'react-native';\nexport const Field = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;\n"
    try TestSupport.write(wrapper, to: root.appendingPathComponent("ui/Field.ios.tsx"))
    try TestSupport.write(wrapper, to: root.appendingPathComponent("ui/Other.tsx"))
    try TestSupport.write(
      "import { Field } from './ui/Field';\nimport { Field as Other } from './ui/Other.js';\nexport const A = () => <><Field /><Other /></>;\n",
      to: root.appendingPathComponent("a.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(
      result.findings.filter { $0.path == "a.tsx" && $0.rule == "NO_FORM_LABEL" }.map(\.range.start.column) == [26, 35])
  }

  @Test func tsconfigExtendsCycleIsReportedNotFollowedForever() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write("{ \"extends\": \"./b.json\" }", to: root.appendingPathComponent("tsconfig.json"))
    try TestSupport.write("{ \"extends\": \"./tsconfig.json\" }", to: root.appendingPathComponent("b.json"))
    try TestSupport.write(
      "import { Field } from 'ui/Field';\nexport const A = () => <Field />;\n", to: root.appendingPathComponent("a.tsx")
    )
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.problems.contains { $0.message.contains("`extends` forms a cycle") })
    #expect(result.findings.isEmpty)
  }

  /// `"extends": [ ... ]` (TypeScript 5): every base is read, in order, a later one's `baseUrl` and `paths`
  /// replacing an earlier one's and the file's own replacing both; two bases that extend one common file are no
  /// cycle; a base named as a package is looked up in `node_modules`.
  @Test func tsconfigExtendsAnArrayOfBases() throws {
    let wrapper =
      "import { TextInput } from 'react-native';\nexport const Field = ({ label, ...rest }) => <TextInput accessibilityLabel={label} {...rest} />;\n"
    let root = try TestSupport.project([
      "src/design/Field.tsx": wrapper,
      "src/kit/Input.tsx": wrapper,
      "config/common.json": "{}",
      "config/first.json":
        "{ \"extends\": \"./common.json\", \"compilerOptions\": { \"paths\": { \"@wrong/*\": [\"../nowhere/*\"] } } }",
      "config/second.json":
        "{ \"extends\": \"./common.json\", \"compilerOptions\": { \"baseUrl\": \"..\", \"paths\": { \"@ds/*\": [\"src/design/*\"] } } }",
      "node_modules/@acme/tsconfig/base.json": "{ \"compilerOptions\": { \"baseUrl\": \"../../../src\" } }",
      "tsconfig.json": "{ \"extends\": [\"./config/first\", \"./config/second.json\"] }",
      "other/tsconfig.json": "{ \"extends\": [\"@acme/tsconfig/base.json\"] }",
      "a.tsx": "import { Field } from '@ds/Field';\nexport const A = () => <Field />;\n",
      "other/b.tsx": "import { Field } from 'kit/Input';\nexport const B = () => <Field />;\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.problems.isEmpty, "\(result.problems)")
    let callSites = result.findings.filter { $0.rule == "NO_FORM_LABEL" }
    #expect(callSites.map(\.path) == ["a.tsx", "other/b.tsx"])
    #expect(callSites.map(\.range.start) == [SourcePosition(line: 2, column: 24), SourcePosition(line: 2, column: 24)])
  }
}

/// The shapes of findings that were judged wrong on real apps (bench/corpus/judged.tsv), each in a file of its
/// own beside the shapes that must still be reported: the expected findings are exact.
@Suite struct PrecisionTests {
  static let root = TestSupport.fixtures.appendingPathComponent("precision")

  @Test func findingsMatchTheGoldenFile() throws {
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: Self.root.path))
    let rendered = TextReporter.render(result.findings)
    let golden = TestSupport.fixtures.appendingPathComponent("precision.expected")
    if TestSupport.recording { try Data(rendered.utf8).write(to: golden) }
    #expect(rendered == (try String(contentsOf: golden, encoding: .utf8)))
    #expect(result.problems.isEmpty)
  }
}
