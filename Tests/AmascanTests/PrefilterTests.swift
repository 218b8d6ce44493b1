import AmascanCore
import AmascanKit
import AmascanRules
import Foundation
import Testing

@testable import AmascanCore

/// The prefilter only skips work: with and without it the findings are the same.
@Suite struct PrefilterTests {
  /// A module path without its extension resolves as Metro tries it: platforms ("", native, ios, android), each
  /// with every extension in order, then an `index` file of a folder of that name.
  @Test func modulePathsResolveInMetrosOrder() {
    let files = [
      "/p/a.tsx", "/p/a.ios.tsx", "/p/a.native.js", "/p/b.android.ts", "/p/b.ios.js", "/p/c/index.js",
      "/p/c/index.tsx", "/p/c.android.ts", "/p/d/index.ios.tsx", "/p/e.ts", "/p/e/index.tsx",
    ]
    var resolver = ModuleResolver(files: Set(files), packages: [:])
    let expected: [String: String?] = [
      "./a": "/p/a.tsx", "./a.ios": "/p/a.ios.tsx", "./a.native": "/p/a.native.js", "./b": "/p/b.ios.js",
      "./c": "/p/c.android.ts", "./c/index": "/p/c/index.tsx", "./d": nil, "./d/index": "/p/d/index.ios.tsx",
      "./e": "/p/e.ts", "./e/index": "/p/e/index.tsx", "./e.ts": "/p/e.ts", "./f": nil,
    ]
    for (specifier, target) in expected {
      #expect(resolver.resolve(specifier, from: "/p/x.ts") == target, "\(specifier)")
    }
  }

  /// A press handler written in place that only calls a name with `true` may open a picker (`ValuePicker`): the
  /// file is parsed whatever else it shows (whether the name is a state's setter is known once it is). Other calls
  /// with `true` are not one.
  @Test(arguments: [
    ("<P onPress={() => setOpen(true)} />", true),
    ("<P onPress = { ( ) =>\n  {\n    setSheetOpen( true );\n  }} />", true),
    ("<P onPress={() => {\n  setSheetOpen(true);\n}} />", true),
    ("<P\n  onPress={() => setShowPicker(true)}\n/>", true),
    ("<P onPress={() => toggleList(true)} />", true),
    ("<P onPress={() => setOpen(false)} />", false),
    ("<P onPress={() => list.toggle(true)} />", false),
    ("<P onPress={() => (true)} />", false),
    ("<P onPress={() => toggle(setOpen(true))} />", false),
    ("useEffect(() => setLoading(true));", false),
    ("<P onPressIn={() => setOpen(true)} />", false),
    ("<P xonPress={() => setOpen(true)} />", false),
    ("<P onLongPress={() => setOpen(true)} />", false),
  ])
  func pressesThatMayOpenAPicker(source: String, opens: Bool) {
    #expect(LexicalFacts.scan(Array(source.utf8)).opensOnPress == opens, "\(source)")
  }

  /// The lexical pass and `ValuePicker` read a press handler alike: where the full analysis sees a name called with
  /// `true` alone, the file is marked, or `--no-prefilter` would find pickers the default scan does not. Blanks
  /// other than space, tab, line feed and carriage return are no such press.
  @Test(arguments: [
    "() => setOpen(true)", "() =>\r\n  setOpen(true)", "() =>\u{00A0}setOpen(true)", "() =>\u{000C}setOpen(true)",
    "() =>\u{000B}setOpen(true)", "() =>\u{2028}setOpen(true)", "() => setÖffnen(true)", "() => { setOpen( true ); }",
    "() => setOpen(\u{00A0}true)", "() => toggleList(true)", "() => _open$(true)", "() => setOpen (true)",
  ])
  func pressesReadAlikeByBothPasses(handler: String) {
    let marked = LexicalFacts.scan(Array("<P onPress={\(handler)} />".utf8)).opensOnPress
    #expect(marked == (ValuePicker.openingCall(handler) != nil), "\(handler.debugDescription)")
  }

  /// An asterisk that may end a label's text marks the file (`LexicalFacts.drawsAsterisk`): a component of it may be
  /// a label other files render beside their fields. Doc comments, line comments and `**` do not.
  @Test(arguments: [
    ("<Text>{' *'}</Text>", true), ("<Text>Email *</Text>", true), ("const a = \"Name*\";", true),
    ("<Text>{`${label} *`}</Text>", true), ("{required && '*'}", true), ("<Text style={s}>\n  *\n</Text>", true),
    ("<Text>http://example.com *</Text>", true), ("<Text>Email *{/* required */}</Text>", true),
    ("<Text>{label}*{}</Text>", true), ("<Text>\n  {label}\n  *</Text>", true), ("<Text>Start // End *</Text>", true),
    ("x = y * z;", false), ("/**\n * `code` here\n */", false),
    (" *  * <Button>", false), ("// see *'s value'", false), ("a(); // *'x'", false), ("'**'", false),
    ("`${name}**`", false),
  ])
  func asterisksThatMayEndALabel(source: String, draws: Bool) {
    #expect(LexicalFacts.scan(Array(source.utf8)).drawsAsterisk == draws, "\(source)")
  }

  /// A word that ends with a control's name marks the file (`LexicalFacts.namesControl`), as
  /// `FileContext.namedControl` reads a component's name; other words do not.
  @Test(arguments: [
    ("function Checkbox() {}", true), ("const TaskCheckBox = () => null;", true), ("class RadioButton {}", true),
    ("export const Radio = 1;", true), ("const Checkboxes = [];", false), ("radio();", false),
    ("const RadioGroup = 1;", false),
  ])
  func wordsThatNameAControl(source: String, names: Bool) {
    #expect(LexicalFacts.scan(Array(source.utf8)).namesControl == names, "\(source)")
  }

  /// Findings that need a file the lexical pass leaves waiting are found with the prefilter too, as with
  /// `--no-prefilter`:
  /// - controls by role or by name whose pressable holds only the project's icon, and rows whose icon draws a radio
  ///   button's or a checkbox's state;
  /// - a field given what a hook returns: the hook is a `.ts` file the planner parses for linking
  ///   (`ProjectIndex.hookLocals`), or a function of the file itself;
  /// - a picker whose pressable is a component of the project (`TrackedPressable` passes its props on): the file is
  ///   parsed for its press, and the planner parses the pressable's module.
  @Test(arguments: [
    (
      "precision/src/labels/controls",
      [
        "GlyphRadios.tsx:11", "GlyphRadios.tsx:45", "IconFolder.tsx:11", "OptionSheet.tsx:36", "PaperRadios.tsx:10",
        "PaperRadios.tsx:17", "TickInText.tsx:8",
        "Toggles.tsx:9",
        "Toggles.tsx:20",
      ]
    ),
    ("precision/src/labels/hooks", ["Compose.tsx:13", "LocalHook.tsx:18"]),
    (
      "precision/src/labels/asterisk",
      [
        "Barrel.tsx:9", "Profile.tsx:10", "TextSetting.tsx:9", "TextSetting.tsx:10", "ToggleSetting.tsx:9",
        "ToggleSetting.tsx:11",
      ]
    ),
    (
      "precision/src/pickers",
      [
        "ControlledPickers.tsx:10", "ControlledPickers.tsx:35", "ControlledPickers.tsx:145", "Shapes.tsx:17",
        "Shapes.tsx:33", "ValueButtons.tsx:23", "ValueButtons.tsx:37", "ValueButtons.tsx:108",
      ]
    ),
  ])
  func foundWithThePrefilter(folder: String, expected: [String]) {
    let root = TestSupport.fixtures.appendingPathComponent(folder)
    let planned = findings(root, prefilter: true)
    #expect(planned.map { "\($0.path):\($0.range.start.line)" } == expected)
    #expect(planned == findings(root, prefilter: false))
  }

  @Test func dependencyAliasesName() {
    let manifest = "/repo/apps/main/package.json"
    let expected: [String: String?] = [
      "workspace:@acme/ui@*": "@acme/ui", "workspace:@acme/ui": "@acme/ui", "workspace:ui@^1.0.0": "ui",
      "workspace:*": nil, "workspace:^1.2.0": nil, "workspace:~": nil, "file:../../libs/ui": "/repo/libs/ui",
      "link:./vendor/x": "/repo/apps/main/vendor/x", "portal:/abs/ui": "/abs/ui", "file:": nil, "npm:other@1": nil,
      "^1.0.0": nil,
    ]
    for (range, target) in expected {
      #expect(ProjectLookup.aliasTarget(range, manifest: manifest) == target, "\(range)")
    }
  }

  @Test func wordsAndModules() {
    let facts = LexicalFacts.scan(
      Array(
        """
        import Field, { Other } from './Field';
        import { Named } from './named';
        import * as NS from "./ns";
        import { default as Box, Other2 } from './box';
        import { named2 } from './not-default';
        import type { T } from './types';
        import type Props from './props';
        import typeof Flow from './flow';
        import type from './named-type';
        import Both, * as All from './both';
        export * from './forms';
        export { default as Input } from './Input';
        const X = require('./X');
        const Lazy = React.lazy(() => import('./Lazy'));
        obj.import('./not-a-module');
        const n = 42;
        """.utf8))
    // A type-only import renders nothing: it is not listed. A default import is listed apart: the default route
    // needs the module's default export to matter, or one of its names among the words.
    #expect(facts.modules == ["./box", "./forms", "./Input", "./X", "./Lazy"])
    #expect(facts.defaultModules == ["./Field", "./named-type", "./both"])
    // Names only: the name route also needs one of the names among the words.
    #expect(facts.namedModules == ["./named", "./ns", "./not-default"])
    for word in ["Field", "Other", "Named", "NS", "Input", "Lazy", "React", "lazy", "obj"] {
      #expect(facts.contains(LexicalFacts.hash(word)), "\(word)")
    }
    #expect(!facts.contains(LexicalFacts.hash("42")))
    #expect(!facts.contains(LexicalFacts.hash("Fiel")))
    // The module an import, a re-export, `require` or `import()` names is a path, not a use of a name.
    for word in ["named", "ns", "box", "both", "forms"] {
      #expect(!facts.contains(LexicalFacts.hash(word)), "\(word)")
    }
    #expect(facts.containsAny(WordQuery(words: ["nothing", "Named"])))
    #expect(!facts.containsAny(WordQuery(words: ["nothing"])))
    #expect(!facts.containsAny(WordQuery(words: [])))
    // Many names: a bigger filter, wherever the match falls.
    let absent = (0..<2000).map { "Absent\($0)" }
    #expect(!facts.containsAny(WordQuery(words: absent)))
    for word in ["Field", "obj", "React", "Lazy"] {
      #expect(facts.containsAny(WordQuery(words: absent + [word])), "\(word)")
    }
  }

  /// A comment may stand wherever white space may: between `export` and `*`, `import` and its names, `from` or
  /// `require(` and the module. The module is recorded all the same, so a barrel whose re-export carries a comment
  /// is followed as the parser follows it.
  @Test func commentsBetweenAKeywordAndItsModule() {
    let facts = LexicalFacts.scan(
      Array(
        """
        export /* the forms */ * from './forms';
        export // the inputs
          { Input } from './inputs';
        import /* default */ Field from /* here */ './Field';
        import /** names */ { Named } from './named';
        const X = require(/* lazy */ './X');
        export { B } from // the buttons
          './b';
        const Y = require('./Y' /* eager */);
        import type /* only types */ { T } from './types';
        // The words a comment jumps over are kept: see require(/* the TextInput */ './z')
        """.utf8))
    #expect(facts.modules == ["./forms", "./inputs", "./X", "./b", "./Y", "./z"])
    #expect(facts.defaultModules == ["./Field"])
    #expect(facts.namedModules == ["./named"])
    for word in ["Named", "TextInput"] {
      #expect(facts.contains(LexicalFacts.hash(word)), "\(word)")
    }
    // A file that ends inside a comment after a keyword.
    #expect(LexicalFacts.scan(Array("export /* unfinished".utf8)).modules.isEmpty)
  }

  /// The scan's words are the runs of word bytes not starting with a digit, on random texts of names, numbers,
  /// punctuation, white space and non-ASCII letters.
  @Test func scanFindsEveryRunOfWordBytes() {
    var generator = SystemRandomNumberGenerator()
    let parts = [
      "a", "Zz", "_x", "$y", "9", "42px", "é", "名前", " ", "\n", ".", "<", "/>", "=", "{", "'", "-", "ab_cd$ef01",
    ]
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
        .joined()
      let bytes = Array(text.utf8)
      var expected = Set<UInt32>()
      var start: Int?
      for index in 0...bytes.count {
        let isWord = index < bytes.count && LexicalFacts.isWordByte(bytes[index])
        if isWord, start == nil { start = index }
        if !isWord, let first = start {
          if !(0x30...0x39).contains(bytes[first]) {
            expected.insert(LexicalFacts.hash(String(decoding: bytes[first..<index], as: UTF8.self)))
          }
          start = nil
        }
      }
      #expect(Set(LexicalFacts.scan(bytes).words) == expected, "\(text)")
    }
  }

  /// The scan hashes every word as `hash` does, whatever its length and
  /// wherever it sits (first, between others, last in the buffer); distinct words get distinct hashes.
  @Test func scanAndHashAgreeOnEveryLength() {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$")
    var hashes = Set<UInt32>()
    for length in 1...40 {
      let word = String((0..<length).map { letters[($0 * 7 + length) % letters.count] })
      for text in [word, "x.\(word) + y", "(a) \(word)"] {
        #expect(LexicalFacts.scan(Array(text.utf8)).contains(LexicalFacts.hash(word)), "\(length) in \(text)")
      }
      hashes.insert(LexicalFacts.hash(word))
    }
    #expect(hashes.count == 40)
    let many = (0..<20_000).map { "name\($0)" } + (0..<20_000).map { "Component\($0)Field" }
    #expect(Set(many.map(LexicalFacts.hash)).count >= many.count - 2, "next to no collisions among 40,000 names")
    #expect(LexicalFacts.hash("ab") != LexicalFacts.hash("ba") && LexicalFacts.hash("a") != LexicalFacts.hash("a\0"))
  }

  /// The filter only rejects: a hash is matched exactly when it is one of the query's, also among hashes that
  /// share their low bits (the filter's slot) with members.
  @Test func wordQueryMatchesExactlyItsWords() {
    var generator = SystemRandomNumberGenerator()
    for size in [0, 1, 7, 64, 300, 5000] {
      let members = Set((0..<size).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) })
      let query = WordQuery(members)
      for member in members { #expect(query.matches(member)) }
      // Same low 16 bits as a member, different high bits: the filter lets them through, the lookup must not.
      for member in members.prefix(200) {
        let twin = member ^ 0x8000_0000
        #expect(query.matches(twin) == members.contains(twin))
      }
      for _ in 0..<2000 {
        let other = UInt32.random(in: 0...UInt32.max, using: &generator)
        #expect(query.matches(other) == members.contains(other))
      }
    }
  }

  /// `ModuleResolver.Reach` may let through specifiers that resolve elsewhere, never drop one that resolves to a
  /// target: checked for every pair of importer folder and specifier over a small tree.
  @Test func reachNeverDropsAResolution() {
    let files = [
      "/app/src/forms/index.ts", "/app/src/forms/Input.tsx", "/app/src/forms/Input.native.tsx",
      "/app/src/forms/Field.android.js", "/app/src/ui/Button.tsx", "/app/src/ui/index.js",
      "/app/src/screens/Login.screen.tsx", "/app/src/screens/a.b/index.tsx", "/app/src/Esm.ts",
      "/app/src/screens/Home.tsx", "/app/src/.hidden.ts",
    ]
    let specifiers = [
      ".", "..", "./", "../", "./forms", "../forms", "./forms/", "./forms/index", "./forms/Input", "./Input",
      "./Input.js", "./Input.native", "./Field", "../ui", "./ui/Button", "../Esm.js", "./Esm", "../../src/Esm",
      "./Login.screen", "./Login", "./a.b", "../screens/a.b/index", "./Home", "./Home.tsx", "../forms/../ui",
      "../.hidden", "./.hidden", "./nothing", "forms", "@app/forms",
    ]
    let folders = ["/app", "/app/src", "/app/src/forms", "/app/src/screens", "/app/src/screens/a.b", "/app/src/ui"]
    var resolver = ModuleResolver(files: Set(files), packages: [:])
    for count in 1...files.count {
      let targets = Set(files.prefix(count))
      let reach = ModuleResolver.Reach(files: targets)
      for folder in folders {
        for specifier in specifiers {
          guard let found = resolver.resolve(specifier, from: folder + "/importer.ts"), targets.contains(found)
          else { continue }
          #expect(reach.mayResolve(specifier), "\(specifier) from \(folder) resolves to \(found)")
        }
      }
    }
    // And it does filter: a relative name unlike every target's is not resolved.
    let reach = ModuleResolver.Reach(files: ["/app/src/forms/index.ts", "/app/src/forms/Input.tsx"])
    #expect(!reach.mayResolve("./Button"))
    #expect(!reach.mayResolve("../ui/Other.js"))
    #expect(reach.mayResolve("../forms"))
    #expect(reach.mayResolve("./Input.ios"))
    #expect(reach.mayResolve("@app/anything"))
  }

  @Test func accessibleOnOtherElements() {
    func other(_ text: String) -> Bool {
      LexicalFacts.accessibleOnlyOnOtherElements(Array(text.utf8), pressables: KnownWords.pressables)
    }
    let imports = "import { Image, Pressable, View } from 'react-native';\n"
    #expect(other(imports + "<Image source={{ uri: 'a{b}.png' }} style={s.x} accessible={false} />"))
    #expect(other(imports + "<View>\n  <Image\n    alt=\"x\"\n    accessible={false} />\n</View>"))
    #expect(!other(imports + "<Image accessible />"))
    // On a pressable, through an object, renamed, not imported from react-native, or not followed.
    #expect(!other(imports + "<Pressable accessible={false} onPress={go} />"))
    #expect(!other(imports + "const hide = { accessible: false };"))
    #expect(!other("import { Image as Img } from 'react-native';\n<Img accessible={false} />"))
    #expect(!other("import { Image } from './Image';\n<Image accessible={false} />"))
    #expect(!other(imports + "<Image onLoad={() => <X />} accessible={false} />"))
    #expect(!other(imports + "<Image title={`a`} accessible={false} />"))
    #expect(!other(imports + "<UI.Image accessible={false} />"))
    #expect(!other(imports + "// accessible = false"))
  }

  /// Default imports under other names, a wrapper of a wrapper, a barrel with renames and `export *`,
  /// `require` of a module, pressables hidden directly, renamed and through a spread, decorative images, and
  /// components of no field that draw an error they are given (a container, a footer behind a barrel, a local
  /// alias of one, and two barrels that re-export each other), and pressables of the project (a component that
  /// renders react-native's `Pressable` with its props, a styled alias of it in a `.ts` barrel) given a control's
  /// role in a file that names no pressable, or holding a toggle.
  @Test func sameFindingsWhateverTheRoute() {
    let root = TestSupport.fixtures.appendingPathComponent("prefilter")
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    let filtered = Scanner.scan(options)
    options.prefilter = false
    let full = Scanner.scan(options)
    #expect(filtered.findings == full.findings)
    #expect(
      Set(filtered.findings.map { "\($0.path):\($0.range.start.line) \($0.rule)" }) == [
        "src/screens/Hidden.tsx:8 INTERACTIVE_NOT_FOCUSABLE", "src/screens/Spread.tsx:6 INTERACTIVE_NOT_FOCUSABLE",
        "src/screens/Profile.tsx:8 NO_FORM_LABEL", "src/screens/Profile.tsx:9 NO_FORM_LABEL",
        "src/screens/Profile.tsx:8 INPUT_INVALID_RETURN_KEY", "src/screens/Settings.js:5 NO_FORM_LABEL",
        "src/screens/Namespace.tsx:5 NO_FORM_LABEL", "src/screens/Deep.tsx:5 NO_FORM_LABEL",
        "src/screens/Profile.tsx:9 INPUT_FORMAT_MISMATCH", "src/screens/Deep.tsx:5 INPUT_FORMAT_MISMATCH",
        "src/screens/Errors.tsx:13 NO_FORM_ERROR", "src/screens/Errors.tsx:13 INPUT_INVALID_RETURN_KEY",
        "src/screens/Errors.tsx:13 INPUT_FORMAT_MISMATCH", "src/screens/Errors.tsx:15 NO_FORM_ERROR",
        "src/screens/Errors.tsx:15 INPUT_INVALID_RETURN_KEY", "src/screens/Errors.tsx:19 NO_FORM_ERROR",
        // Pressables of the project: a bare one given a control's role and no name (not one that draws a title, nor
        // one named, nor any in Named.tsx: each names what it renders or may not render it), and the row of a
        // toggle without the toggle's role (not the row with it, nor its toggle).
        "src/screens/Consent.tsx:8 NO_FORM_LABEL", "src/screens/Toggles.tsx:14 CONTROL_ROW_NO_ROLE",
      ])
    // Files that name a component the ui folder exports without importing it need no tree, nor does one taking
    // a default export that renders nothing (Dynamic), nor a `.ts` file that names TextInput but can make no
    // alias of it; one with a suppression comment does (its unknown rule code is reported).
    #expect(
      filtered.unparsedFiles == [
        "src/hooks/useField.ts", "src/legacy/Collision.tsx", "src/legacy/Dynamic.tsx", "src/legacy/Plain.ts",
        "src/legacy/types.ts", "src/screens/Gallery.tsx", "src/ui/errors/Markdown.tsx",
      ])
    #expect(filtered.problems.map(\.path) == ["src/hooks/useFocus.ts", "src/hooks/useFocus.ts"])
    #expect(filtered.problems == full.problems)
    #expect(full.unparsedFiles.isEmpty)
    #expect(filtered.summary.filesScanned == full.summary.filesScanned)
  }

  /// Planning follows the module graph one step per link of a chain: 300 wrappers, each rendering the one
  /// before (only the first names TextInput, so the others wait until the one they import is parsed), a barrel
  /// taking the last by `export *`, a screen parsed at once that uses it through the barrel and is used by an
  /// app, a default export of one, and a file that imports another name from a link and renders nothing. Every link is parsed, the plain file is not, and the findings are those of parsing
  /// everything, on any number of threads.
  @Test func planningFollowsAChainOfWrappers() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let count = 300
    for i in 0..<count {
      let body =
        i == 0
        ? "import { TextInput } from 'react-native';\nexport function W0(p) { return <TextInput {...p} />; }\n"
        : "import { W\(i - 1) } from './w\(i - 1)';\nexport function W\(i)(p) { return <W\(i - 1) {...p} />; }\n"
      try TestSupport.write(body, to: root.appendingPathComponent("src/w\(i).tsx"))
    }
    try TestSupport.write("export * from './w\(count - 1)';\n", to: root.appendingPathComponent("src/barrel.ts"))
    // The screen is parsed at once (its comment names TextInput), before the barrel: once the barrel is parsed,
    // it is looked at again, its component renders a field, and the file using that component is parsed.
    try TestSupport.write(
      "// renders a TextInput through the barrel\nimport { W\(count - 1) } from './barrel';\n"
        + "export const Screen = (p) => <W\(count - 1) {...p} />;\n",
      to: root.appendingPathComponent("src/screen.tsx"))
    try TestSupport.write(
      "import { Screen } from './screen';\nexport const App = () => <Screen />;\n",
      to: root.appendingPathComponent("src/app.tsx"))
    try TestSupport.write(
      "import { W5 } from './w5';\nexport default function D(p) { return <W5 {...p} />; }\n",
      to: root.appendingPathComponent("src/def.tsx"))
    try TestSupport.write(
      "import D from './def';\nexport const Other = () => <D placeholder=\"x\" />;\n",
      to: root.appendingPathComponent("src/other.tsx"))
    try TestSupport.write(
      "import { View } from 'react-native';\nimport { helper } from './w7';\nexport const Plain = () => <View />;\n",
      to: root.appendingPathComponent("src/plain.tsx"))
    func scan(jobs: Int, prefilter: Bool) -> ScanResult {
      var options = ScanOptions(paths: ["."], jobs: jobs, workingDirectory: root.path)
      options.prefilter = prefilter
      return Scanner.scan(options)
    }
    let full = scan(jobs: 2, prefilter: false)
    #expect(Set(full.findings.map(\.path)) == ["src/app.tsx", "src/other.tsx"])
    for jobs in [1, 2, 4] {
      let planned = scan(jobs: jobs, prefilter: true)
      #expect(planned.findings == full.findings, "\(jobs) threads")
      #expect(planned.unparsedFiles == ["src/plain.tsx"], "\(jobs) threads")
    }
  }

  /// A component asked what it draws through a barrel's `export *` is looked for only in the modules that can
  /// export its name: those with the name among their words or an `export *` of their own (followed on, here to
  /// the module that defines it). The others stay unparsed, and the findings are those of parsing everything.
  @Test func barrelAskedForANameParsesOnlyTheModulesThatCanExportIt() throws {
    let root = try TestSupport.project([
      "src/ui/index.ts": "export * from './Badge';\nexport * from './more';\n",
      "src/ui/Badge.tsx":
        "import { Text } from 'react-native';\nexport const Badge = ({ count }) => <Text>{count}</Text>;\n",
      "src/ui/more.ts": "export * from './ErrorBox';\n",
      "src/ui/ErrorBox.tsx": """
      import { Text, View } from 'react-native';
      export const ErrorBox = ({ error, children }) => (
        <View>
          {children}
          {error ? <Text>{error}</Text> : null}
        </View>
      );

      """,
      "src/Form.tsx": """
      import { TextInput, View } from 'react-native';
      import { Badge, ErrorBox } from './ui';
      export function Form({ pinError }) {
        return (
          <View>
            <Badge count={1} />
            <ErrorBox error={pinError}>
              <TextInput accessibilityLabel="PIN" />
            </ErrorBox>
          </View>
        );
      }

      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let planned = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(planned.findings == findings(root, prefilter: false))
    #expect(
      planned.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column) \($0.rule)" } == [
        "src/Form.tsx:8:9 NO_FORM_ERROR"
      ])
    #expect(planned.unparsedFiles == ["src/ui/Badge.tsx"])
  }

  /// With hundreds of waiting files the plan resolves their imports on several threads, each with its own copy
  /// of the resolver: the files it parses and the findings are those of one thread and of no prefilter.
  @Test func planningOnSeveralThreads() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let fixture = TestSupport.fixtures.appendingPathComponent("prefilter")
    for item in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(item), to: root.appendingPathComponent(item))
    }
    // Every third filler imports the wrapper by default import (so it must be parsed), the others import a
    // module that renders no field.
    var reaching: Set<String> = []
    for index in 0..<900 {
      let path = "src/filler/f\(String(format: "%03d", index)).ts"
      let module = index % 3 == 0 ? "../ui/BaseField" : "../legacy/Plain"
      if index % 3 == 0 { reaching.insert(path) }
      try TestSupport.write(
        "import thing from '\(module)';\nexport const v\(index) = thing;\n", to: root.appendingPathComponent(path))
    }
    func scan(jobs: Int, prefilter: Bool) -> ScanResult {
      var options = ScanOptions(paths: ["."], jobs: jobs, workingDirectory: root.path)
      options.prefilter = prefilter
      return Scanner.scan(options)
    }
    let one = scan(jobs: 1, prefilter: true)
    let two = scan(jobs: 2, prefilter: true)
    let four = scan(jobs: 4, prefilter: true)
    #expect(one.findings.count == 18)
    #expect(one.findings == scan(jobs: 2, prefilter: false).findings)
    #expect(two.findings == one.findings && four.findings == one.findings)
    let unparsed = Set(one.unparsedFiles)
    #expect(unparsed.isDisjoint(with: reaching))
    #expect(unparsed.count == 600 + 7)
    #expect(Set(two.unparsedFiles) == unparsed && Set(four.unparsedFiles) == unparsed)
  }

  /// A broken tsconfig is reported whether or not the files it governs are parsed: one folder's only file
  /// holds nothing a rule reads, so the prefilter never parses it, and the warning is the same both ways.
  @Test func brokenPathConfigurationOfUnparsedFiles() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport const A = () => <TextInput placeholder=\"x\" />;\n",
      to: root.appendingPathComponent("app/A.tsx"))
    try TestSupport.write("export const add = (a: number) => a + 1;\n", to: root.appendingPathComponent("lib/add.ts"))
    try TestSupport.write(
      "{ \"compilerOptions\": { \"baseUrl\": ", to: root.appendingPathComponent("lib/tsconfig.json"))
    func scan(prefilter: Bool) -> ScanResult {
      var options = ScanOptions(paths: ["."], jobs: 2, workingDirectory: root.path)
      options.prefilter = prefilter
      return Scanner.scan(options)
    }
    let on = scan(prefilter: true)
    let off = scan(prefilter: false)
    #expect(on.unparsedFiles == ["lib/add.ts"])
    #expect(on.problems.map(\.path) == ["lib/tsconfig.json"])
    #expect(on.problems.map(\.message) == off.problems.map(\.message))
    #expect(on.problems.map(\.path) == off.problems.map(\.path))
    #expect(on.findings == off.findings && on.findings.count == 1)
  }

  /// `import { default as X }` reaches a default export as `import X` does: the importing file is parsed.
  @Test func defaultImportedByName() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\n"
        + "export default function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/Field.tsx"))
    try TestSupport.write(
      "import { default as LoginBox } from './Field';\nexport const Screen = () => <LoginBox />;\n",
      to: root.appendingPathComponent("src/Screen.tsx"))
    let full = findings(root, prefilter: false)
    #expect(full.map(\.path).contains("src/Screen.tsx"))
    #expect(Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path)).findings == full)
  }

  /// A component with two inputs of its own wraps neither (`WrapperSummary`): the files that render it, and those
  /// that render them, judge nothing and are not parsed. A component with one is a wrapper, and its importer is.
  @Test func twoInputsAreNoWrapper() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput, Switch } from 'react-native';\n"
        + "export function LoginForm() { return <><TextInput /><Switch /></>; }\n"
        + "export function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/forms.tsx"))
    try TestSupport.write(
      "import { LoginForm } from './forms';\nexport const Login = () => <LoginForm />;\n",
      to: root.appendingPathComponent("src/Login.tsx"))
    try TestSupport.write(
      "import { Login } from './Login';\nexport const App = () => <Login />;\n",
      to: root.appendingPathComponent("src/App.tsx"))
    try TestSupport.write(
      "import { Field } from './forms';\nexport const Name = () => <Field />;\n",
      to: root.appendingPathComponent("src/Name.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.unparsedFiles == ["src/App.tsx", "src/Login.tsx"])
    #expect(
      result.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == [
        "src/Name.tsx:2:27", "src/forms.tsx:2:40", "src/forms.tsx:2:53",
      ])
    #expect(result.findings == findings(root, prefilter: false))
  }

  /// Components whose inputs a planner could miscount, so that a component with one input looks like a form of two
  /// and the screen that renders it is not parsed (each lost a finding in a planner that climbed only through
  /// components with fewer than two inputs, reverted): an inner wrapper's call site written `autoFocus` (linking
  /// counts it), an inner wrapper gated by a prop its caller never passes (no summary), and two components that
  /// render each other under a condition (a cycle: no summary). The screen's call site is judged either way.
  static let miscountedShapes: [(shape: String, files: [(String, String)])] = [
    (
      "autoFocus",
      [
        (
          "src/W.tsx",
          "import { TextInput } from 'react-native';\nexport function W(props) { return <TextInput {...props} />; }\n"
        ),
        (
          "src/T.tsx",
          "import { TextInput, View } from 'react-native';\nimport { W } from './W';\nexport function T({ set }) {\n"
            + "  return <View><TextInput accessibilityLabel=\"Name\" onChangeText={set} /><W accessibilityLabel=\"Code\" autoFocus /></View>;\n}\n"
        ),
        (
          "src/K.tsx",
          "import { TextInput, View } from 'react-native';\nimport { T } from './T';\n"
            + "export function K(props) { return <View><T set={props.set} /><TextInput {...props} /></View>; }\n"
        ),
      ]
    ),
    (
      "gated",
      [
        (
          "src/Inner.tsx",
          "import { TextInput } from 'react-native';\n"
            + "export function Inner({ show, ...rest }) { return show && <TextInput {...rest} />; }\n"
            + "export function Outer({ label, set }) { return <Inner accessibilityLabel={label} onChangeText={set} />; }\n"
        ),
        (
          "src/K.tsx",
          "import { TextInput, View } from 'react-native';\nimport { Outer } from './Inner';\n"
            + "export function K(props) { return <View><Outer label=\"Town\" set={props.set} /><TextInput {...props} /></View>; }\n"
        ),
      ]
    ),
    (
      "cycle",
      [
        (
          "src/A.tsx",
          "import { TextInput, View } from 'react-native';\nimport { B } from './B';\nexport function A({ depth, set }) {\n"
            + "  return <View><TextInput accessibilityLabel=\"a\" onChangeText={set} />"
            + "{depth > 0 && <B depth={depth - 1} onChangeText={set} />}</View>;\n}\n"
        ),
        (
          "src/B.tsx",
          "import { TextInput, View } from 'react-native';\nimport { A } from './A';\nexport function B({ depth, set }) {\n"
            + "  return <View><TextInput accessibilityLabel=\"b\" onChangeText={set} />"
            + "{depth > 0 && <A depth={depth - 1} onChangeText={set} />}</View>;\n}\n"
        ),
        (
          "src/K.tsx",
          "import { TextInput, View } from 'react-native';\nimport { A } from './A';\nimport { B } from './B';\n"
            + "export function K(props) {\n  return <View><A depth={2} onChangeText={props.set} />"
            + "<B depth={1} onChangeText={props.set} /><TextInput {...props} /></View>;\n}\n"
        ),
      ]
    ),
  ]

  @Test func aComponentWithOneInputKeepsItsCallSites() throws {
    for (shape, files) in Self.miscountedShapes {
      try keepsItsCallSites(shape: shape, files: files)
    }
  }

  func keepsItsCallSites(shape: String, files: [(String, String)]) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    try TestSupport.write(
      "import { K } from './K';\nexport const Screen = () => <K onChangeText={() => {}} />;\n",
      to: root.appendingPathComponent("src/Screen.tsx"))
    try TestSupport.write("export const Unrelated = 1;\n", to: root.appendingPathComponent("src/other.ts"))
    for jobs in [1, 2, 8] {
      let result = planned(root, jobs: jobs)
      #expect(result.unparsed == ["src/other.ts"], "\(shape), \(jobs) threads")
      #expect(result.findings.contains("NO_FORM_LABEL src/Screen.tsx:2:29"), "\(shape), \(jobs) threads")
    }
  }

  /// A component first seen with two wrappers' fields is a wrapper after all when one of them turns out to have two
  /// inputs (a file parsed later shows the second): the planner works out again the components that render it, and
  /// the file that renders the wrapper is parsed.
  @Test func aWrapperFoundWhenAnInnerOneTurnsOutNoWrapper() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\n"
        + "export function D(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/D.tsx"))
    // Names no field: parsed only once `D` is known to render one.
    try TestSupport.write(
      "import { D } from './D';\nexport function C(p) { return <D label={p.label} />; }\n",
      to: root.appendingPathComponent("src/C.tsx"))
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nimport { C } from './C';\n"
        + "export function A({ set }) {\n"
        + "  return <><TextInput accessibilityLabel=\"Name\" /><C label=\"Town\" onChangeText={set} /></>;\n}\n",
      to: root.appendingPathComponent("src/A.tsx"))
    try TestSupport.write(
      "import { TextInput } from 'react-native';\n"
        + "export function B(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/B.tsx"))
    try TestSupport.write(
      "import { A } from './A';\nimport { B } from './B';\n"
        + "export function K(p) { return <><A onChangeText={p.set} /><B label={p.label} onChangeText={p.set} /></>; }\n",
      to: root.appendingPathComponent("src/K.tsx"))
    try TestSupport.write(
      "import { K } from './K';\nexport const G = () => <K />;\n", to: root.appendingPathComponent("src/G.tsx"))
    try TestSupport.write("export const Unrelated = 1;\n", to: root.appendingPathComponent("src/other.ts"))
    for jobs in [1, 2] {
      let result = planned(root, jobs: jobs)
      #expect(result.unparsed == ["src/other.ts"], "\(jobs) threads")
      #expect(result.findings == ["NO_FORM_LABEL src/G.tsx:2:24"], "\(jobs) threads")
    }
  }

  /// A wrapper's call site written read-only (`editable={false}`, no change handler) is settled by linking as a text
  /// display, none of its component's inputs: the planner does not count it toward two, so the component with one
  /// other field stays a wrapper and the file that renders it is parsed.
  @Test func aReadOnlyCallSiteIsNoSecondInput() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport function Field(p) { return <TextInput {...p} />; }\n",
      to: root.appendingPathComponent("src/Field.tsx"))
    try TestSupport.write(
      "import { Field } from './Field';\n"
        + "export function Form({ label, set }) {\n"
        + "  return <><Field accessibilityLabel={label} onChangeText={set} />"
        + "<Field editable={false} value=\"fixed\" /></>;\n}\n",
      to: root.appendingPathComponent("src/A_form.tsx"))
    try TestSupport.write(
      "import { Form } from './A_form';\nexport const Z = () => <Form />;\n",
      to: root.appendingPathComponent("src/Z.tsx"))
    try TestSupport.write("export const Unrelated = 1;\n", to: root.appendingPathComponent("src/other.ts"))
    let result = planned(root)
    #expect(result.unparsed == ["src/other.ts"])
    #expect(result.findings == ["NO_FORM_LABEL src/Z.tsx:2:24"])
  }

  /// A form of wrappers' fields is no wrapper, but the errors it shows are judged there: the planner asks what the
  /// components it shows them with draw (`<Message>{errorMessage}</Message>`, a `Text` of a barrel), as linking
  /// reads it.
  @Test func aFormOfWrappersIsLookedAtForItsErrors() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\n"
        + "export function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/Field.tsx"))
    try TestSupport.write(
      "import { Text } from 'react-native';\n"
        + "export default function Message(p) { return <Text style={p.style}>{p.children}</Text>; }\n",
      to: root.appendingPathComponent("src/text/Message.tsx"))
    try TestSupport.write(
      "export { default as Message } from './Message';\n", to: root.appendingPathComponent("src/text/index.ts"))
    try TestSupport.write(
      "import { useState } from 'react';\nimport { View } from 'react-native';\nimport { Field } from './Field';\n"
        + "import { Message } from './text';\n"
        + "export function SignUp() {\n  const [errorMessage, setErrorMessage] = useState('');\n"
        + "  return (\n    <View>\n      <Field label=\"Email\" onChangeText={setErrorMessage} />\n"
        + "      <Message>{errorMessage}</Message>\n"
        + "      <Field label=\"Password\" onChangeText={setErrorMessage} />\n    </View>\n  );\n}\n",
      to: root.appendingPathComponent("src/SignUp.tsx"))
    try TestSupport.write("export const Unrelated = 1;\n", to: root.appendingPathComponent("src/other.ts"))
    let result = planned(root)
    #expect(result.unparsed == ["src/other.ts"])
    #expect(result.findings == ["NO_FORM_ERROR src/SignUp.tsx:9:7"])
  }

  /// An input a component shows only from an event handler (`Airship.show(bridge => <TextInput />)`) is no input
  /// of it (`ProjectIndex.shownImperatively`), for the planner as for linking: the component with one other input
  /// is a wrapper, so the file that renders it is parsed and listed as its call site.
  @Test func inputShownFromAHandlerIsNoSecondInput() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput, Pressable } from 'react-native';\nimport { Airship } from 'react-native-airship';\n"
        + "export function Field({ value }) {\n"
        + "  const handlePress = () => Airship.show(b => <TextInput accessibilityLabel=\"Note\" />);\n"
        + "  return <><TextInput value={value} /><Pressable onPress={handlePress} /></>;\n}\n",
      to: root.appendingPathComponent("src/Field.tsx"))
    try TestSupport.write(
      "import { Field } from './Field';\nexport const Name = () => <Field value=\"a\" />;\n",
      to: root.appendingPathComponent("src/Name.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.unparsedFiles.isEmpty)
    let label = result.findings.filter { $0.rule == "NO_FORM_LABEL" }
    #expect(label.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == ["src/Field.tsx:5:12"])
    #expect(label.first?.callSites.map { "\($0.path):\($0.position.line)" } == ["src/Name.tsx:2"])
    #expect(result.findings == findings(root, prefilter: false))
  }

  /// Inputs known only through other files (aliases re-exported by two modules) do not count toward two inputs:
  /// whether they are known when the planner first looks depends on which files were parsed before, and which files
  /// are parsed must not. The component stays a candidate, so the file that renders it is parsed, whatever order the
  /// threads finish in.
  @Test func inputsKnownAcrossFilesDoNotUnwrap() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nimport styled from 'styled-components/native';\n"
        + "export const A = styled(TextInput)``;\nexport const B = styled(TextInput)``;\n",
      to: root.appendingPathComponent("src/inputs.tsx"))
    try TestSupport.write("export { A } from './inputs';\n", to: root.appendingPathComponent("src/a.ts"))
    try TestSupport.write("export { B } from './inputs';\n", to: root.appendingPathComponent("src/b.ts"))
    try TestSupport.write(
      "import { A } from './a';\nimport { B } from './b';\nexport const K = () => <><A /><B /></>;\n",
      to: root.appendingPathComponent("src/K.tsx"))
    try TestSupport.write(
      "import { K } from './K';\nexport const G = () => <K />;\n", to: root.appendingPathComponent("src/G.tsx"))
    for jobs in [1, 2, 4] {
      var options = ScanOptions(paths: ["."], workingDirectory: root.path)
      options.jobs = jobs
      let result = Scanner.scan(options)
      #expect(result.unparsedFiles.isEmpty, "\(jobs) threads")
      #expect(result.findings == findings(root, prefilter: false), "\(jobs) threads")
    }
  }

  /// A default import is followed only when the default export renders a field, or when a name imported beside
  /// it does; a type-only import never is.
  @Test func defaultRoute() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // The module's name is not the component's.
    try TestSupport.write(
      "import { TextInput, View } from 'react-native';\n"
        + "export function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n"
        + "export default function Card(p) { return <View>{p.children}</View>; }\n",
      to: root.appendingPathComponent("src/widgets.tsx"))
    try TestSupport.write(
      "import Card from './widgets';\nexport const A = () => <Card />;\n", to: root.appendingPathComponent("src/A.tsx"))
    try TestSupport.write(
      "import Card, { Field } from './widgets';\nexport const B = () => <Card><Field /></Card>;\n",
      to: root.appendingPathComponent("src/B.tsx"))
    try TestSupport.write(
      "import type { Field } from './widgets';\nexport const C = (p: Field) => null;\n",
      to: root.appendingPathComponent("src/C.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.unparsedFiles == ["src/A.tsx", "src/C.tsx"])
    #expect(result.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == ["src/B.tsx:2:30"])
    #expect(result.findings == findings(root, prefilter: false))
  }

  /// A module named after the component it exports (`./Field`) does not make a file that imports something else
  /// from it (`FieldProps`) a call site: the name route reads the words of the code, not of the paths it imports.
  @Test func modulePathIsNoUseOfTheName() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { TextInput } from 'react-native';\nexport type FieldProps = { label: string };\n"
        + "export function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/Field.tsx"))
    try TestSupport.write(
      "import { FieldProps } from './Field';\nexport const Card = (p: FieldProps) => <Box />;\n",
      to: root.appendingPathComponent("src/Card.tsx"))
    try TestSupport.write(
      "import { Field } from './Field';\nexport const Name = () => <Field />;\n",
      to: root.appendingPathComponent("src/Name.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.unparsedFiles == ["src/Card.tsx"])
    #expect(
      result.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == ["src/Name.tsx:2:27"])
    #expect(result.findings == findings(root, prefilter: false))
  }

  /// A `from` in a string (`"… you import from"`) is no import: the text up to the next quote is not a module path
  /// whose words are left out, unless the statement ends after it, so the role written there still has the file
  /// parsed. No word of a known component is taken from a path: default exports are matched by module.
  @Test func fromInAStringKeepsTheWordsAfterIt() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      "import { Pressable, View } from 'react-native';\nexport const Row = ({ toggle }) => (\n"
        + "  <Pressable accessibilityHint=\"Keeps the contacts you import from\" accessibilityRole=\"checkbox\" "
        + "onPress={toggle}>\n    <View />\n  </Pressable>\n);\n",
      to: root.appendingPathComponent("src/Row.tsx"))
    let result = Scanner.scan(ScanOptions(paths: ["."], workingDirectory: root.path))
    #expect(result.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == ["src/Row.tsx:3:3"])
    #expect(result.findings == findings(root, prefilter: false))
    let pressables = KnownModules.exports.flatMap { module, exports in
      exports.filter { $0.key == "default" && ($0.value.isPressable || module == KnownModules.reactNative) }
    }
    #expect(pressables.isEmpty)
  }

  /// Imports that are not relative are resolved as files are read, among all the files found; one that leads
  /// to a file then skipped (over the size limit) is resolved again among the files read, as linking does: here
  /// to the folder's index.
  @Test func aliasToASkippedFile() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(
      #"{ "compilerOptions": { "baseUrl": ".", "paths": { "@ui/*": ["src/ui/*"] } } }"#,
      to: root.appendingPathComponent("tsconfig.json"))
    try TestSupport.write(
      "export const Big = 1;\n" + String(repeating: "// padding\n", count: 100),
      to: root.appendingPathComponent("src/ui/Field.tsx"))
    try TestSupport.write(
      "import { TextInput } from 'react-native';\n"
        + "export function Field(p) { return <TextInput accessibilityLabel={p.label} />; }\n",
      to: root.appendingPathComponent("src/ui/Field/index.tsx"))
    try TestSupport.write(
      "import { Field } from '@ui/Field';\nexport const Screen = () => <Field />;\n",
      to: root.appendingPathComponent("src/Screen.tsx"))
    func scan(prefilter: Bool) -> ScanResult {
      var options = ScanOptions(paths: ["."], workingDirectory: root.path)
      options.maxFileSize = 400
      options.prefilter = prefilter
      return Scanner.scan(options)
    }
    let on = scan(prefilter: true)
    #expect(on.findings.map { "\($0.path):\($0.range.start.line):\($0.range.start.column)" } == ["src/Screen.tsx:2:29"])
    #expect(on.findings == scan(prefilter: false).findings)
  }

  func findings(_ root: URL, prefilter: Bool) -> [Finding] {
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    options.prefilter = prefilter
    let result = Scanner.scan(options)
    if prefilter { #expect(!result.unparsedFiles.isEmpty, "the prefilter parsed every file of \(root.path)") }
    return result.findings
  }

  /// Scans a project with the prefilter on `jobs` threads and checks that it finds what parsing every file finds;
  /// returns the files it left unparsed and its findings as `RULE path:line:column`.
  func planned(_ root: URL, jobs: Int? = nil) -> (unparsed: [String], findings: [String]) {
    var options = ScanOptions(paths: ["."], workingDirectory: root.path)
    if let jobs { options.jobs = jobs }
    let result = Scanner.scan(options)
    #expect(result.findings == findings(root, prefilter: false), "\(jobs ?? 0) threads")
    return (
      result.unparsedFiles,
      result.findings.map { "\($0.rule) \($0.path):\($0.range.start.line):\($0.range.start.column)" }
    )
  }

  @Test func sameFindingsOnTheFixtures() {
    for root in [
      TestSupport.root.appendingPathComponent("examples"), TestSupport.fixtures.appendingPathComponent("wrappers"),
    ] {
      let filtered = findings(root, prefilter: true)
      #expect(!filtered.isEmpty)
      #expect(filtered == findings(root, prefilter: false), "\(root.lastPathComponent)")
    }
  }

  @Test func sameFindingsOnAGeneratedCodebase() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", TestSupport.root.appendingPathComponent("bench/generate").path, "--out", root.path, "--mb", "2",
      "--force",
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let filtered = findings(root, prefilter: true)
    #expect(filtered.count > 10)
    #expect(filtered == findings(root, prefilter: false))
  }
}
