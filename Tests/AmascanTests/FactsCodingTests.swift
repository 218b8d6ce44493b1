import AmascanCore
import Foundation
import Testing

/// The cache's binary form of facts: it gives back what it was given, the same bytes every time, and it throws
/// rather than traps on anything else.
@Suite struct FactsCodingTests {
  /// Every source file of the example app and the fixtures.
  static let sources: [(path: String, bytes: [UInt8])] = {
    var found: [(String, [UInt8])] = []
    for folder in ["examples", "Tests/AmascanTests/Fixtures"] {
      let base = TestSupport.root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where ["js", "jsx", "ts", "tsx"].contains(url.pathExtension) {
        guard let data = FileManager.default.contents(atPath: url.path) else { continue }
        found.append((url.path, Array(data)))
      }
    }
    return found.sorted { $0.0 < $1.0 }
  }()

  static func facts(_ bytes: [UInt8], path: String) -> FileFacts? {
    guard let dialect = SourceDialect(path: path) else { return nil }
    return FactExtraction.facts(of: SourceText(bytes: bytes), dialect: dialect, parser: SourceParser())
  }

  /// The facts of the largest example screen, a realistic blob for the robustness tests.
  static let sample: [UInt8] = {
    let source = sources.first { $0.path.hasSuffix("CheckoutScreen.tsx") }
    return source.flatMap { facts($0.bytes, path: $0.path) }?.encoded() ?? []
  }()

  @Test func extractedFactsRoundTrip() throws {
    var checked = 0
    for source in Self.sources {
      guard let facts = Self.facts(source.bytes, path: source.path) else { continue }
      let bytes = facts.encoded()
      #expect(try FileFacts(decoding: bytes) == facts, "\(source.path)")
      #expect(facts.encoded() == bytes, "\(source.path)")
      // Decoding and encoding again gives the same bytes too: the form is canonical.
      #expect(try FileFacts(decoding: bytes).encoded() == bytes, "\(source.path)")
      checked += 1
    }
    #expect(checked >= 40)
  }

  @Test func everyCaseRoundTrips() throws {
    let position = SourcePosition(line: 3, column: 7)
    let range = SourceRange(start: position, end: SourcePosition(line: 5, column: 1))
    let leaves: [ValueFact] = [
      .string("héllo 👋"), .partialString(prefix: "Hi ", suffix: "!"), .boolean(true), .boolean(false),
      .number("4.2e1"), .null, .undefined, .identifier("label"), .member(["this", "props", "x"]), .element,
      .function(-12), .function(Int.max), .unknown, .string(""),
    ]
    let nested: ValueFact = .conditional(
      .logical("??", .call(callee: ["t"], arguments: leaves), .array([.spread(.identifier("rest")), .null])),
      .object([
        PropertyFact(key: "a", value: .object([PropertyFact(key: nil, value: .spread(.member(["o"])))])),
        PropertyFact(key: nil, value: .array(leaves)),
      ]))
    var element = ElementFact(
      tag: ["RN", "TextInput"],
      attributes: [
        AttributeFact(name: "value", value: nested, range: range, valueRange: range, valueSource: "a ?? b"),
        AttributeFact(name: nil, value: .spread(.identifier("props")), range: range, valueRange: range),
      ], range: range, parent: nil, staticText: nil)
    element.childExpressions = ["count", ""]
    element.scope = 0
    element.isConditional = true
    element.isInCallback = true
    element.function = 3
    var child = ElementFact(tag: [], attributes: [], range: range, parent: 0, staticText: "Text")
    child.scope = nil

    var facts = FileFacts()
    facts.imports = [
      ImportFact(localName: "TextInput", module: "react-native", imported: .named("TextInput")),
      ImportFact(localName: "RN", module: "react-native", imported: .defaultExport),
      ImportFact(localName: "NS", module: "./ns", imported: .namespace),
    ]
    facts.aliases = [
      AliasFact(localName: "Input", target: .reference(["RN", "TextInput"])),
      AliasFact(localName: "Styled", target: .styledNative("TextInput")),
    ]
    facts.objectLiterals = [
      FileFacts.objectLiteralKey("hidden", scope: nil): [PropertyFact(key: "accessible", value: .boolean(false))],
      FileFacts.objectLiteralKey("twice", scope: 2): nil,
      FileFacts.objectLiteralKey("empty", scope: 0): [],
    ]
    facts.elements = [element, child]
    facts.nativeIDs = ["email", "password", "émail"]
    facts.hasDynamicNativeID = true
    var function = FunctionFact(key: 120, name: ["this", "submit"], scope: 0, start: position, isEmpty: false)
    function.focusTargets = [.ref(["emailRef"]), .field("password")]
    function.calls = [["submit"], ["this", "props", "onDone"]]
    function.announcements = ["'Saved'"]
    function.refAssignments = [["this", "input"]]
    function.parameterNames = ["event", "r"]
    function.parent = 1
    function.values = ["mark": "ok ? '✔' : '❌'", "twice": ""]
    function.derived = ["message": ["errors.email", "*"], "item": [ScopeFact.notAllRead]]
    function.blockBindings = [
      BlockBinding(name: "message", range: range, value: "status.text", derived: ["status.text"]),
      BlockBinding(name: "row", range: range, derived: [ScopeFact.notAllRead]),
    ]
    facts.functions = [
      function, FunctionFact(key: 0, name: nil, scope: nil, start: SourcePosition(line: 1, column: 1), isEmpty: true),
    ]
    var pattern = PropsPattern(name: nil)
    pattern.keys = ["label": "label", "error": "err"]
    pattern.rest = "rest"
    pattern.otherLocals = ["title": "label"]
    pattern.nameLacks = ["ref", "style"]
    pattern.localDefaults = [
      LocalDefault(local: "label", function: 0, value: .unknown),
      LocalDefault(local: "err", function: 2, value: nil, block: range),
    ]
    pattern.defaults = ["returnKeyType": .string("done"), "editable": .boolean(true)]
    var component = ScopeFact(name: "Field", start: position)
    component.props = pattern
    var screen = ScopeFact(name: nil, start: position)
    screen.isClass = true
    screen.props = PropsPattern(name: "props")
    facts.scopes = [component, screen, ScopeFact(name: "helper", start: position)]
    facts.exports = [
      ExportFact(exported: "default", local: "Field"),
      ExportFact(exported: "Input", local: nil, module: "./Input", imported: "default"),
      ExportFact(exported: "*", local: nil, module: "./forms", star: true),
    ]
    facts.suppressions = [
      SuppressionFact(scope: .nextLine, codes: ["A", "B"], reason: "why", position: position, endLine: 3),
      SuppressionFact(scope: .file, codes: [], reason: nil, position: position, endLine: 9),
    ]
    facts.syntaxErrorCount = 2
    facts.firstSyntaxError = SourcePosition(line: 0, column: -1)

    let bytes = facts.encoded()
    #expect(try FileFacts(decoding: bytes) == facts)
    #expect(try FileFacts(decoding: ([0] + bytes + [0])[1...bytes.count]) == facts)
    // The same dictionary and set built in another order and capacity iterate differently, not encode differently.
    var copy = facts
    copy.objectLiterals = .init(minimumCapacity: 64)
    for (key, value) in facts.objectLiterals.reversed() { copy.objectLiterals.updateValue(value, forKey: key) }
    copy.nativeIDs = .init(minimumCapacity: 64)
    for id in facts.nativeIDs.reversed() { copy.nativeIDs.insert(id) }
    #expect(copy == facts)
    #expect(copy.encoded() == bytes)
    #expect(try FileFacts(decoding: FileFacts().encoded()) == FileFacts())
  }

  @Test func primitives() throws {
    var writer = ByteWriter()
    let numbers: [UInt64] = [0, 1, 127, 128, 300, 16_383, 16_384, UInt64(UInt32.max), UInt64.max]
    for number in numbers { writer.writeVarint(number) }
    let integers = [0, -1, 1, -64, 64, Int.min, Int.max]
    for integer in integers { writer.writeInt(integer) }
    var reader = ByteReader(writer.bytes)
    for number in numbers { #expect(try reader.readVarint() == number) }
    for integer in integers { #expect(try reader.readInt() == integer) }
    try reader.finish()

    // A new string is its byte count shifted left and its UTF-8; a string seen before, its number shifted left
    // and 1; an empty string, 0.
    var small = ByteWriter()
    small.writeVarint(300)
    small.writeInt(-1)
    for string in ["é", "", "x", "é", "x"] { small.writeString(string) }
    #expect(small.bytes == [0xAC, 0x02, 0x01, 0x04, 0xC3, 0xA9, 0x00, 0x02, 0x78, 0x01, 0x03])
    var strings = ByteReader(small.bytes)
    _ = try strings.readVarint()
    _ = try strings.readInt()
    for expected in ["é", "", "x", "é", "x"] { #expect(try strings.readString() == expected) }
    // Canonically equivalent spellings are equal Strings, but each keeps its own bytes.
    var spellings = ByteWriter()
    for string in ["\u{E9}", "e\u{301}", "e\u{301}"] { spellings.writeString(string) }
    var spelled = ByteReader(spellings.bytes)
    for expected: [UInt8] in [[0xC3, 0xA9], [0x65, 0xCC, 0x81], [0x65, 0xCC, 0x81]] {
      #expect(Array(try spelled.readString().utf8) == expected)
    }
    #expect(spellings.bytes.last == 0x03)

    func decodeError<Value: BinaryCodable>(_ bytes: [UInt8], as type: Value.Type) -> FactsCodingError? {
      var reader = ByteReader(bytes)
      do {
        _ = try reader.read(type)
        try reader.finish()
        return nil
      } catch {
        return error as? FactsCodingError
      }
    }
    #expect(decodeError([0x80, 0x00], as: Int.self) == .overlongVarint(offset: 0))
    #expect(decodeError([UInt8](repeating: 0xFF, count: 9) + [0x02], as: Int.self) == .overlongVarint(offset: 0))
    #expect(decodeError([UInt8](repeating: 0xFF, count: 11), as: Int.self) == .overlongVarint(offset: 0))
    #expect(decodeError([0x80], as: Int.self) == .truncated(offset: 1))
    #expect(decodeError([2], as: Bool.self) == .unknownTag(2, type: "Bool", offset: 0))
    #expect(decodeError([4, 0xC3, 0x28], as: String.self) == .invalidUTF8(offset: 0))
    #expect(decodeError([6, 0xEF, 0xBF, 0xBD], as: String.self) == nil)
    #expect(decodeError([6, 0x61], as: String.self) == .countTooLarge(3, offset: 0))
    #expect(decodeError([1], as: String.self) == .unknownString(offset: 0))
    #expect(decodeError([2, 0, 1], as: [String].self) == .unknownString(offset: 2))
    #expect(decodeError([2, 2, 0x61, 3], as: [String].self) == .unknownString(offset: 3))
    #expect(decodeError([1, 0, 0], as: Int.self) == .trailingBytes(count: 2))
    #expect(decodeError([2, 2, 0x61, 1], as: Set<String>.self) == .duplicateKey(offset: 3))
    #expect(decodeError([2, 2, 0x61, 0, 2, 0x61, 0], as: [String: [Int]?].self) == .duplicateKey(offset: 4))
    #expect(decodeError([17], as: ValueFact.self) == .unknownTag(17, type: "ValueFact", offset: 0))
    #expect(decodeError([2, 5], as: FocusTarget.self) == .unknownTag(2, type: "FocusTarget", offset: 0))
  }

  @Test func everyStrictPrefixThrows() {
    #expect(Self.sample.count > 1000)
    for length in 0..<Self.sample.count {
      #expect(throws: FactsCodingError.self) { try FileFacts(decoding: Self.sample[..<length]) }
    }
  }

  /// Corrupt bytes either throw or decode to some facts; nothing traps.
  @Test func corruptBytesNeverTrap() throws {
    try #require(Self.sample.count > 1000)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(truncatingIfNeeded: state >> 1)
    }
    var thrown = 0
    let trials = 4000
    for _ in 0..<trials {
      var bytes = Self.sample
      for _ in 0...(next() % 3) {
        bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next())
      }
      do {
        _ = try FileFacts(decoding: bytes)
      } catch {
        #expect(error is FactsCodingError)
        thrown += 1
      }
    }
    // Most corruptions are caught; the rest decode to other facts, which is what the cache's checksum is for.
    #expect(thrown > trials / 4)
  }

  @Test func hugeCountsThrow() {
    // A count of 2^64 - 1 imports, then nothing.
    let huge = [UInt8](repeating: 0xFF, count: 9) + [0x01]
    #expect(throws: FactsCodingError.countTooLarge(UInt64.max, offset: 0)) {
      try FileFacts(decoding: huge)
    }
    #expect(throws: FactsCodingError.self) { try FileFacts(decoding: [0xE8, 0x07] + [UInt8](repeating: 0, count: 20)) }
    #expect(throws: FactsCodingError.self) { try LexicalFacts(decoding: [0xFF, 0xFF, 0x03]) }
  }

  @Test func nestingPastTheLimitThrows() throws {
    func spreads(_ depth: Int) -> ValueFact {
      (1..<depth).reduce(ValueFact.unknown) { inner, _ in .spread(inner) }
    }
    func decode(_ value: ValueFact) throws -> ValueFact {
      var writer = ByteWriter()
      writer.write(value)
      var reader = ByteReader(writer.bytes)
      return try reader.read(ValueFact.self)
    }
    let deepest = spreads(ByteReader.maxDepth)
    #expect(try decode(deepest) == deepest)
    #expect(throws: FactsCodingError.nestingTooDeep(offset: ByteReader.maxDepth)) {
      try decode(spreads(ByteReader.maxDepth + 1))
    }
    // Through objects and arrays too, and far past the limit: no stack overflow.
    var bytes: [UInt8] = []
    for _ in 0..<100_000 { bytes += [12, 1, 0, 13, 1] }
    var reader = ByteReader(bytes + [16])
    #expect(throws: FactsCodingError.self) { try reader.read(ValueFact.self) }
  }

  @Test func lexicalFactsRoundTrip() throws {
    var checked = 0
    for source in Self.sources {
      let facts = LexicalFacts.scan(source.bytes)
      let bytes = facts.encoded()
      #expect(try LexicalFacts(decoding: bytes) == facts, "\(source.path)")
      checked += 1
    }
    #expect(checked >= 40)
    let edges = LexicalFacts(
      words: [0, 1, UInt32.max - 1, UInt32.max], modules: ["react-native", ""], accessibleOnOthersOnly: true)
    #expect(try LexicalFacts(decoding: edges.encoded()) == edges)
    // Read with the words: every `accessible` on a react-native element that is no pressable.
    let decorative =
      "import { Image, Pressable } from 'react-native';\nexport const I = () => <Image accessible={false} />;\n"
    #expect(LexicalFacts.scan(Array(decorative.utf8)).accessibleOnOthersOnly)
    #expect(
      !LexicalFacts.scan(Array(decorative.replacingOccurrences(of: "<Image", with: "<Pressable").utf8))
        .accessibleOnOthersOnly)
    #expect(try LexicalFacts(decoding: LexicalFacts().encoded()) == LexicalFacts())
    // Words must come sorted without repeats: a zero delta after the first, or one past UInt32.max, throws.
    #expect(throws: FactsCodingError.unsortedWords(offset: 2)) { try LexicalFacts(decoding: [2, 5, 0, 0]) }
    #expect(throws: FactsCodingError.unsortedWords(offset: 2)) {
      try LexicalFacts(decoding: [2, 5, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0])
    }
  }
}
