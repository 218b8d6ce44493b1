import AmascanCore
import Foundation
import Testing

@testable import AmascanCore

@Suite struct ParsingTests {
  static let grammarFixtures = [
    "plain.js", "commonjs.cjs", "module.mjs", "component.jsx", "flow-types.js", "flow-class.js",
  ]

  func errorNodes(_ file: String, _ grammar: Grammar) throws -> Int {
    let bytes = try FileReader.read(TestSupport.fixtures.appendingPathComponent("grammar/\(file)").path)
    let tree = try #require(SourceParser().parse(SourceText(bytes: bytes), grammar: grammar))
    return tree.errorNodeCount()
  }

  /// Every node kind and field name extraction reads exists in the grammars: a misspelt name would read as an
  /// absent node or field and silently lose facts. TypeScript has no JSX fields; some kinds belong to one
  /// grammar (`type_assertion` to TypeScript, `field_definition` to JavaScript); ERROR has no symbol.
  @Test func namesExistInTheGrammars() {
    let jsx: Set<FieldName> = [.openTag, .attribute]
    for field in FieldName.allCases {
      #expect(GrammarVocabulary.tsx.fields[field.rawValue] != 0, "tsx \(field.grammarName)")
      #expect(GrammarVocabulary.javascript.fields[field.rawValue] != 0, "js \(field.grammarName)")
      #expect((GrammarVocabulary.typescript.fields[field.rawValue] != 0) == !jsx.contains(field), "ts \(field)")
    }
    let all = [GrammarVocabulary.tsx, .typescript, .javascript]
    for kind in NodeKind.allCases where kind != .other && kind != .error {
      #expect(all.contains { $0.kinds.contains(kind) }, "\(kind.rawValue)")
    }
    #expect(
      !GrammarVocabulary.tsx.kinds.contains(.typeAssertion)
        && GrammarVocabulary.typescript.kinds.contains(.typeAssertion))
  }

  /// A node's named children taken by cursor are those taken one by one by index (hidden nodes descended the
  /// same way), for every node of the grammar fixtures and the example app.
  @Test func namedChildrenByCursorMatchByIndex() throws {
    var files = Self.grammarFixtures.map { TestSupport.fixtures.appendingPathComponent("grammar/\($0)") }
    let app = TestSupport.root.appendingPathComponent("examples/src")
    let listed = FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil)
    while let url = listed?.nextObject() as? URL {
      if SourceDialect(path: url.path) != nil { files.append(url) }
    }
    #expect(files.count > 10)
    var nodes = 0
    for url in files {
      let dialect = try #require(SourceDialect(path: url.path))
      let parsed = try #require(
        SourceParser().parse(SourceText(bytes: try FileReader.read(url.path)), dialect: dialect))
      var stack = [parsed.tree.root]
      while let node = stack.popLast() {
        nodes += 1
        // Same place and same kind: the nodes are the same.
        let byIndex = (0..<node.namedChildCount).map { node.namedChild($0) }.map { ($0.startByte, $0.endByte, $0.kind) }
        let byCursor = node.namedChildren.map { ($0.startByte, $0.endByte, $0.kind) }
        #expect(byCursor.elementsEqual(byIndex, by: ==), "\(url.lastPathComponent)")
        stack += (0..<node.childCount).map(node.child)
      }
    }
    #expect(nodes > 1000)
  }

  /// The byte search finds a needle wherever it is, first byte repeated or not, and nothing that is not there.
  @Test func byteSearchAgreesWithANaiveOne() {
    func naive(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
      if needle.isEmpty { return true }
      if needle.count > text.count { return false }
      return (0...(text.count - needle.count)).contains { Array(text[$0..<$0 + needle.count]) == needle }
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aab/é".utf8)
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
      }
      let string = String(decoding: text, as: UTF8.self)
      let wanted = String(decoding: needle, as: UTF8.self)
      let expected = naive(Array(string.utf8), Array(wanted.utf8))
      #expect(string.includes(wanted) == expected, "\(string) / \(wanted)")
      let source = SourceText(bytes: Array(string.utf8))
      #expect(source.contains(wanted, in: 0, source.bytes.count) == expected, "\(string) / \(wanted)")
    }
    #expect("FieldError".includes("Error") && !"FieldErro".includes("Error") && "Error".includes("Error"))
    let source = SourceText(bytes: Array("// amascan-disable x".utf8))
    #expect(source.contains("amascan", in: 3, 10) && !source.contains("amascan", in: 4, 20))
  }

  /// Expression and text sources are kept with white space folded, whatever the line endings: a CRLF file reads
  /// as its LF twin (a `\r\n` is one Character in Swift, so splitting on Characters missed it).
  @Test func foldedSourcesIgnoreLineEndings() throws {
    let lf = "const a = <X label={first &&\n    second}>\n  Hello,\n  world\n</X>;\n"
    for text in [lf, lf.replacingOccurrences(of: "\n", with: "\r\n")] {
      let facts = try #require(FactExtraction.facts(of: SourceText(text), dialect: .tsx, parser: SourceParser()))
      let element = try #require(facts.elements.first)
      #expect(element.attributes.first?.valueSource == "first && second")
      #expect(element.staticText == "Hello, world")
    }
    #expect(SourceText("  a \t\r\n b  é ").folded(0, 16) == "a b é")
    #expect(SourceText(" \n ").folded(0, 3).isEmpty)
  }

  /// The measurement behind the `.js` policy: TSX first, the JavaScript grammar when TSX leaves errors, the
  /// tree with fewer error nodes kept.
  @Test(arguments: grammarFixtures)
  func javaScriptFilesKeepTheCleanestTree(_ file: String) throws {
    let tsx = try errorNodes(file, .tsx)
    let javascript = try errorNodes(file, .javascript)
    let bytes = try FileReader.read(TestSupport.fixtures.appendingPathComponent("grammar/\(file)").path)
    let dialect = try #require(SourceDialect(path: file))
    let chosen = try #require(SourceParser().parse(SourceText(bytes: bytes), dialect: dialect))
    #expect(chosen.errorNodes <= min(tsx, javascript))
    if file.hasPrefix("flow") {
      #expect(tsx < javascript, "TSX reads Flow better: tsx \(tsx), javascript \(javascript)")
      #expect(chosen.errorNodes == 0, "with variance sigils and exact-object bars blanked, TSX reads it cleanly")
    } else {
      #expect(tsx == 0 && javascript == 0)
    }
  }

  @Test(arguments: grammarFixtures)
  func findsTheInputInEveryDialect(_ file: String) throws {
    let source = try String(contentsOf: TestSupport.fixtures.appendingPathComponent("grammar/\(file)"), encoding: .utf8)
    let dialect = try #require(SourceDialect(path: file))
    let facts = try #require(FactExtraction.facts(of: SourceText(source), dialect: dialect, parser: SourceParser()))
    let resolver = IdentityResolver(facts: facts)
    #expect(facts.elements.contains { resolver.identity(of: $0) == .nativeTextInput })
  }

  @Test func flowBlankingKeepsEveryByteInPlace() {
    let source = "// @flow\ntype P = {| +a: string, -b?: number |};\nconst x = a - b + c;\nfoo(-1, +2);\n"
    let blanked = String(decoding: FlowSyntax.blankingTypeSigils(Array(source.utf8)), as: UTF8.self)
    #expect(blanked == "// @flow\ntype P = {   a: string,  b?: number  };\nconst x = a - b + c;\nfoo(-1, +2);\n")
    #expect(!FlowSyntax.isFlow(Array("const a = 1;".utf8)))
  }

  /// A bar in code makes the text unreadable to TSX, so the blanked copy is parsed first and kept when clean;
  /// bars only inside strings, templates, comments or regular expressions leave the text itself first in line.
  @Test func flowCopyFirstOnlyWhenABarIsInCode() throws {
    let head = "// @flow\nimport { TextInput } from 'react-native';\n"
    let field = "export const F = () => <TextInput accessibilityLabel=\"Name {|*\" />;\n"
    let quoted = head + "const a = `{| ${b} |}`; // {| |}\nconst r = /{|}/;\n" + field
    let parsedQuoted = try #require(SourceParser().parse(SourceText(quoted), dialect: .javascript))
    #expect(parsedQuoted.errorNodes == 0)
    #expect(parsedQuoted.text.bytes == Array(quoted.utf8), "the text parses cleanly and comes first")
    let typed = head + "type P = {| a: string |};\n" + field
    let parsedTyped = try #require(SourceParser().parse(SourceText(typed), dialect: .javascript))
    #expect(parsedTyped.errorNodes == 0)
    #expect(parsedTyped.text.bytes == FlowSyntax.blankingTypeSigils(Array(typed.utf8)))
    let tree = try #require(SourceParser().parse(SourceText(quoted), grammar: .tsx))
    let bars = FlowSyntax.blankingTypeSigilsAndBars(Array(quoted.utf8)).bars
    // Those in the template and the regular expression; a comment's are not even blanked.
    #expect(bars.count == 4 && !bars.contains(where: tree.isCode))
    let typedTree = try #require(
      SourceParser().parse(SourceText(bytes: FlowSyntax.blankingTypeSigils(Array(typed.utf8))), grammar: .tsx))
    #expect(FlowSyntax.blankingTypeSigilsAndBars(Array(typed.utf8)).bars.map(typedTree.isCode) == [true, true, false])
  }

  /// Flow's exact object types as real apps write them: spread members (`...Other,`, `...Config<typeof X>,`),
  /// unparenthesized function parameters (`onSelect: Account => void`), variance on quoted keys (`+'a-b': T`),
  /// the empty `{||}`, and inexact objects (`{ a: T, ... }`). Blanked in place inside `{| |}` only, they parse cleanly, and what is outside keeps
  /// its meaning (an arrow function and an object spread in code).
  @Test func flowExactObjectMembersParseCleanly() throws {
    let source = """
      // @flow
      import { TextInput } from 'react-native';
      type Identity = {| realm: string |};
      export type Status = {|
        ...Identity,
        ...$ReadOnly<{| a: number, b: $ReadOnlyArray<string> |}>,
        +'account-pick': Identity => Promise<void> | void,
        onSelect: Identity => Promise<void> | void,
        map: (Identity) => void,
        empty: {||},
        inexact: { +problems: string, ... },
        open: { ... },
        last: boolean,
      |};
      const handlers = { ...base, onPress: item => select(item) };
      export const F = (props: {| ...Status |}) => <TextInput {...props} onChangeText={t => set(t)} />;

      """
    let parsed = try #require(SourceParser().parse(SourceText(source), dialect: .javascript))
    #expect(parsed.errorNodes == 0)
    #expect(parsed.text.bytes.count == Array(source.utf8).count)
    let text = String(decoding: parsed.text.bytes, as: UTF8.self)
    #expect(text.contains("const handlers = { ...base, onPress: item => select(item) };"))
    #expect(text.contains("onChangeText={t => set(t)}"))
    let facts = try #require(
      FactExtraction.facts(of: SourceText(source), dialect: .javascript, parser: SourceParser()))
    #expect(facts.syntaxErrorCount == 0)
    #expect(facts.elements.map(\.range.start) == [SourcePosition(line: 16, column: 46)])
  }

  /// Flow types outside exact objects that TSX cannot read: a function type whose one parameter is a type with
  /// arguments and no name (`($ReadOnlyArray<Id>) => void`), a union after an arrow that starts with a bar
  /// (`=>\n | boolean`), spread members of an object type that is a type argument or a type alias's value
  /// (`$ReadOnly<{ ...A, ...B }>`, `type T = { ...A, b: C }`), and a class property whose type is a function of
  /// one unparenthesized parameter (`validate: string => Error[] = message => …`). Arrow functions and spreads in
  /// code keep their meaning, also after a brace in a comment and the word `class` in a string.
  @Test func flowFunctionTypesAndOpenObjectSpreadsParseCleanly() throws {
    let source = """
      // @flow
      import { TextInput } from 'react-native';
      type Props = $ReadOnly<{|
        onDone: ($ReadOnlyArray<Id>) => void,
        onCreate: ({| name: string |}) =>
          | boolean
          | Promise<boolean>,
      |}>;
      type Partial = $ReadOnly<{ ...$Rest<State, { ... }>, ...Keys }>;
      type Open = { ...Partial, extra: string };
      type Code = {
        // the code, e.g. {1234 (http://example.com/{id})
        +length: number,
      };
      const tracking = { kind: 'class', events: { change: value => log(value) } };
      class Form extends React.Component<Props> {
        validate: string => $ReadOnlyArray<Problem> = message => check(message);
        choose: ($ReadOnlyArray<Id>) => void = ids => this.setState({ ids });
        render() {
          const merged = { ...this.props, onPress: item => this.choose([item]) };
          return <TextInput {...merged} onChangeText={text => this.validate(text)} />;
        }
      }

      """
    let parsed = try #require(SourceParser().parse(SourceText(source), dialect: .javascript))
    #expect(parsed.errorNodes == 0)
    #expect(parsed.text.bytes.count == Array(source.utf8).count)
    let text = String(decoding: parsed.text.bytes, as: UTF8.self)
    #expect(text.contains("message => check(message);"))
    #expect(text.contains("ids => this.setState({ ids });"))
    #expect(text.contains("const merged = { ...this.props, onPress: item => this.choose([item]) };"))
    #expect(text.contains("events: { change: value => log(value) } };"))
    let facts = try #require(
      FactExtraction.facts(of: SourceText(source), dialect: .javascript, parser: SourceParser()))
    #expect(facts.syntaxErrorCount == 0)
    #expect(facts.elements.map(\.range.start) == [SourcePosition(line: 21, column: 12)])
  }

  /// An arrow function whose return type is written in parentheses (`(…): ([A, (B => C) => void]) => {`, as a hook
  /// that returns a tuple is typed) reads, to TSX, as a function type with a destructured parameter: the annotation
  /// is blanked, and what is inside it with it (an unnamed parenthesized union parameter, `((A) | B) => void`).
  /// A ternary whose second branch is an arrow (`ok ? (a) : ([b]) => b`, `ok ? () => (a) : (b) => b`, after a
  /// call, an operator or `!`) and an object type's call property (`{ (x: A): (B) => C }`) keep theirs.
  @Test func flowParenthesizedReturnTypesParseCleanly() throws {
    let source = """
      /* @flow strict-local */
      import { TextInput } from 'react-native';
      type State = {| +value: string |};
      type Curried = { (x: number): (string) => void };
      export default (initial: {| +value?: string |}): ([
        {| current: TextInput | null |},
        ((State => State['value']) | State['value']) => void,
        {| +onChangeText: string => void |},
      ]) => {
        const pick = ready ? (a) : ([b]) => b;
        const other = check(a) ? (x) : ([y]) => y;
        const third = ready ? () => (a) : (b) => b;
        const fourth = ready ? x + (a) : (b) => b;
        const fifth = ready ? !(a) : ([b]) => b;
        return [pick, other];
      };
      export const Field = () => <TextInput />;

      """
    let parsed = try #require(SourceParser().parse(SourceText(source), dialect: .javascript))
    #expect(parsed.errorNodes == 0)
    let text = String(decoding: parsed.text.bytes, as: UTF8.self)
    #expect(text.contains("export default (initial: {   value?: string  })    \n"))
    #expect(text.contains("const pick = ready ? (a) : ([b]) => b;"))
    #expect(text.contains("const other = check(a) ? (x) : ([y]) => y;"))
    #expect(text.contains("const third = ready ? () => (a) : (b) => b;"))
    #expect(text.contains("const fourth = ready ? x + (a) : (b) => b;"))
    #expect(text.contains("const fifth = ready ? !(a) : ([b]) => b;"))
    #expect(text.contains("type Curried = { (x: number): ("))
    let facts = try #require(
      FactExtraction.facts(of: SourceText(source), dialect: .javascript, parser: SourceParser()))
    #expect(facts.syntaxErrorCount == 0)
    #expect(facts.elements.map(\.range.start) == [SourcePosition(line: 17, column: 28)])
  }

  /// Indexers with variance (`+[name: string]: T`) and empty type arguments (`Foo<>`, Flow's defaults) parse
  /// cleanly; a fragment written right after JSX text (`Hi<>`) is left alone.
  @Test func flowIndexersAndEmptyTypeArgumentsParseCleanly() throws {
    let source = """
      // @flow
      import { Text, View } from 'react-native';
      type Params = {| +[name: string]: void |};
      type Props = $ReadOnly<{| navigation: NavigationProp<>, route: RouteProp<'a', Params> |}>;
      const select = (n: NavigationProp<>): Methods => n;
      export const Hello = (props: Props) => <View>Hi<><Text>there</Text></></View>;

      """
    let parsed = try #require(SourceParser().parse(SourceText(source), dialect: .javascript))
    #expect(parsed.errorNodes == 0)
    let text = String(decoding: parsed.text.bytes, as: UTF8.self)
    #expect(text.contains("<View>Hi<><Text>there</Text></></View>"))
    #expect(text.contains("NavigationProp  , route"))
    let facts = try #require(
      FactExtraction.facts(of: SourceText(source), dialect: .javascript, parser: SourceParser()))
    #expect(facts.syntaxErrorCount == 0)
    #expect(facts.elements.map(\.tag) == [["View"], [], ["Text"]])
  }

  @Test func dialectFollowsTheExtension() {
    #expect(SourceDialect(path: "a/b.ts") == .typescript)
    #expect(SourceDialect(path: "a/b.tsx") == .tsx)
    for ext in ["js", "jsx", "mjs", "cjs", "JS"] { #expect(SourceDialect(path: "x.\(ext)") == .javascript) }
    #expect(SourceDialect(path: "README.md") == nil)
    #expect(SourceDialect(path: "dir.js/file") == nil)
  }

  @Test func typeScriptCastsAreNotElements() {
    let source = "const a = <TextInput>b;\nconst ref = useRef<TextInput>(null);\n"
    let facts = FactExtraction.facts(of: SourceText(source), dialect: .typescript, parser: SourceParser())
    #expect(facts?.elements.isEmpty == true)
    #expect(facts?.syntaxErrorCount == 0)
  }

  @Test func jsxInAVariableIsAnElement() {
    let found = TestSupport.findings(
      "import { TextInput } from 'react-native';\nconst field = <TextInput />;\nexport default () => field;\n")
    #expect(found.map(\.range.start) == [SourcePosition(line: 2, column: 15)])
  }

  @Test func columnsCountUTF16UnitsAfterAnEmoji() {
    let source = "import { TextInput } from 'react-native';\nconst a = '😀é'; const b = <TextInput />;\n"
    // `😀` is two UTF-16 units and four bytes, `é` one unit and two bytes.
    #expect(TestSupport.findings(source).map(\.range.start) == [SourcePosition(line: 2, column: 28)])
  }

  @Test func byteOrderMarkAndCRLFDoNotShiftPositions() {
    let source = "\u{FEFF}import { TextInput } from 'react-native';\r\nconst b = <TextInput />;\r\n"
    #expect(TestSupport.findings(source).map(\.range.start) == [SourcePosition(line: 2, column: 11)])
  }

  @Test func endOfRangeIsTheEndOfTheOpeningTag() {
    let source = "import { TextInput } from 'react-native';\nconst b = <TextInput\n  multiline\n/>;\n"
    let finding = TestSupport.findings(source).first
    #expect(finding?.range.end == SourcePosition(line: 4, column: 3))
  }

  @Test func syntaxErrorsAreCountedAndTheRestIsScanned() {
    let source = "import { TextInput } from 'react-native';\nconst x = ;\nconst b = <TextInput />;\n"
    let result = AmascanCoreProbe.facts(source, path: "a.tsx")
    #expect(result?.syntaxErrorCount ?? 0 > 0)
    #expect(TestSupport.findings(source).count == 1)
  }

  /// The grammar reads an object type given before a template (`` styled.View<{ dense: boolean }>`…` ``) as missing a
  /// `!`: valid TypeScript, no syntax error. A real error after it is still counted, at its own place.
  @Test func anObjectTypeBeforeATemplateIsNoSyntaxError() {
    let styled = "const Box = styled.View<{ dense: boolean }>`\n  margin: 0;\n`;\n"
    for path in ["a.ts", "a.tsx"] {
      #expect(AmascanCoreProbe.facts(styled, path: path)?.syntaxErrorCount == 0)
      let broken = AmascanCoreProbe.facts(styled + "const x = ;\n", path: path)
      #expect(broken?.syntaxErrorCount == 1)
      #expect(broken?.firstSyntaxError?.line == 4)
    }
  }

  @Test func sourceTextPositions() {
    let text = SourceText("ab\n😀c\n")
    #expect(text.position(byteOffset: 0) == SourcePosition(line: 1, column: 1))
    #expect(text.position(byteOffset: 3) == SourcePosition(line: 2, column: 1))
    #expect(text.position(byteOffset: 7) == SourcePosition(line: 2, column: 3))
    #expect(text.lineText(2) == "😀c")
  }

  @Test func stringValuesAreDecoded() {
    let source = """
      import { TextInput } from 'react-native';
      const a = <TextInput accessibilityLabel={'Name\\u0020*'} />;
      """
    #expect(TestSupport.findings(source, rule: "NO_FORM_LABEL_ENDING_WITH_ASTERISK").count == 1)
  }
}

enum AmascanCoreProbe {
  static func facts(_ source: String, path: String) -> FileFacts? {
    guard let dialect = SourceDialect(path: path) else { return nil }
    return FactExtraction.facts(of: SourceText(source), dialect: dialect, parser: SourceParser())
  }
}
