/// What a look at a file's bytes, without a parser, tells about it: the words it contains and the modules it
/// may take a whole module or a default export from. The scan uses it to parse only files that can reach a
/// rule or the linker (see `ScanPlan`); `--no-prefilter` parses everything, and tests prove both give the same
/// findings.
///
/// It over-approximates on purpose: every run of identifier characters counts as a word, inside strings and
/// comments too, and anything that looks like an import records its module. A false match costs a parse; a
/// missed one would lose a finding. The one exception is the module an import, a re-export or a `require` names,
/// where the statement or the call ends right after it: a path names no binding, and its last segment is often the
/// name of what the module exports (`import { FooProps } from './Foo'` would otherwise read as a use of `Foo`).
public struct LexicalFacts: Sendable, Hashable {
  /// Hashes (`LexicalFacts.hash`) of every identifier-like word, without repeats, in no particular order: a file
  /// is asked about a handful of words, which costs less than sorting hundreds.
  public private(set) var words: [UInt32] = []
  /// Modules named by `require('m')`, `import('m')`, `import { default as X } from 'm'` or a re-export
  /// (`export * from 'm'`, `export { a } from 'm'`): a file that takes a whole module.
  public private(set) var modules: [String] = []
  /// Modules named by a default import (`import X from 'm'`, `import X, { a } from 'm'`): a file that uses the
  /// module's default export under a name of its own, or one of the names it imports beside it. Type-only
  /// imports (`import type …`, Flow's `import typeof …`) render nothing and are not recorded.
  public private(set) var defaultModules: [String] = []
  /// Modules named by an import of names only (`import { a } from 'm'`, `import * as M from 'm'`): a file that
  /// uses a component this way also has its name among its words.
  public private(set) var namedModules: [String] = []
  /// Set when the file has the word `accessible` and a pressable's name, and every `accessible` sits on a
  /// react-native element that is no pressable (`accessibleOnlyOnOtherElements`): read once with the words, so
  /// that deciding whether to parse needs no second look at the bytes.
  public private(set) var accessibleOnOthersOnly = false
  /// Set when a press handler written in place only calls a name with `true` (`onPress={() => setSheetOpen(true)}`,
  /// `toggleList(true)`): a press that may open a picker (`ValuePicker`), so the file is parsed whatever else it
  /// shows.
  public private(set) var opensOnPress = false
  /// Set when a word names a control (`Checkbox`, `TaskCheckBox`, `RadioButton`: `FileContext.controlNames`): a
  /// component so named whose pressable has no role is that control, so the file is parsed when it has a pressable.
  public private(set) var namesControl = false
  /// Set when an asterisk ends a string or the text before a tag (`' *'`, `"Email*"`, `Email *</Text>`): the file
  /// may draw a label ending in one (`RequiredMark`), which other files may render beside their fields
  /// (`AsteriskLabel`), so it is parsed.
  public private(set) var drawsAsterisk = false

  public init() {}

  /// Facts read back from the cache; `words` must hold no repeats.
  public init(
    words: [UInt32], modules: [String], defaultModules: [String] = [], namedModules: [String] = [],
    accessibleOnOthersOnly: Bool = false, opensOnPress: Bool = false, namesControl: Bool = false,
    drawsAsterisk: Bool = false
  ) {
    self.words = words
    self.modules = modules
    self.defaultModules = defaultModules
    self.namedModules = namedModules
    self.accessibleOnOthersOnly = accessibleOnOthersOnly
    self.opensOnPress = opensOnPress
    self.namesControl = namesControl
    self.drawsAsterisk = drawsAsterisk
  }

  public func contains(_ word: UInt32) -> Bool { words.contains(word) }

  /// The same words (in any order) and the same modules.
  public static func == (a: LexicalFacts, b: LexicalFacts) -> Bool {
    a.modules == b.modules && a.defaultModules == b.defaultModules && a.namedModules == b.namedModules
      && a.accessibleOnOthersOnly == b.accessibleOnOthersOnly && a.opensOnPress == b.opensOnPress
      && a.namesControl == b.namesControl && a.drawsAsterisk == b.drawsAsterisk
      && a.words.count == b.words.count
      && a.words.sorted() == b.words.sorted()
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(words.sorted())
    hasher.combine(modules)
    hasher.combine(defaultModules)
    hasher.combine(namedModules)
    hasher.combine(accessibleOnOthersOnly)
    hasher.combine(opensOnPress)
    hasher.combine(namesControl)
    hasher.combine(drawsAsterisk)
  }

  /// Whether any word of `query` is a word of the file.
  public func containsAny(_ query: WordQuery) -> Bool { words.contains(where: query.matches) }

  /// FNV-1a over the word's UTF-8 bytes.
  public static func hash(_ word: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in word.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
  }

  public static func scan(_ bytes: [UInt8]) -> LexicalFacts {
    bytes.withUnsafeBufferPointer { scan($0) }
  }

  static func scan(_ text: UnsafeBufferPointer<UInt8>) -> LexicalFacts {
    var facts = LexicalFacts()
    var seen = WordSet()
    // After `export *`, `export {` or `import { default`: the next `from 'm'` names a module to record.
    var pendingFrom = false
    // After `import X`: the next `from 'm'` names a module a default export is taken from.
    var pendingDefaultFrom = false
    // After `import {` or `import *`: the next `from 'm'` names a module names are imported from.
    var pendingNamedFrom = false
    // After `import {`: `default` among the names (`import { default as X }`) makes the module one to record.
    var inImportBraces = false
    var index = 0
    let count = text.count
    // Read once: a static in the loop would be checked for initialisation at every word.
    let (importWord, exportWord, fromWord, requireWord, defaultWord, trueWord) = (
      Keyword.import, Keyword.export, Keyword.from, Keyword.require, Keyword.default, Keyword.true
    )
    // Read once too: a word of five bytes or more whose last byte ends no control's name is no control's name.
    let controlEndings = Self.controlEndings
    wordBytes.withUnsafeBufferPointer { isWord in
      while index < count {
        let byte = text[index]
        guard isWord[Int(byte)] else {
          if byte == UInt8(ascii: "*"), !facts.drawsAsterisk, Self.endsText(text, asterisk: index) {
            facts.drawsAsterisk = true
          }
          index += 1
          continue
        }
        let start = index
        var hash: UInt32 = (2_166_136_261 ^ UInt32(byte)) &* 16_777_619
        index += 1
        while index < count {
          let next = text[index]
          guard isWord[Int(next)] else { break }
          hash = (hash ^ UInt32(next)) &* 16_777_619
          index += 1
        }
        // A word starting with a digit is a number: no name can match it.
        if byte &- 0x30 < 10 { continue }
        seen.insert(hash)
        let length = index - start
        if hash == trueWord, !facts.opensOnPress, Self.callsWithTrueOnly(text, word: start, end: index) {
          facts.opensOnPress = true
        }
        if !facts.namesControl, length >= 5, controlEndings[Int(text[index - 1])],
          Self.endsWithControlName(text[start..<index])
        {
          facts.namesControl = true
        }
        guard length >= 4 && length <= 7, start == 0 || text[start - 1] != UInt8(ascii: ".") else { continue }
        switch hash {
        case importWord:
          let next = skipSpace(text, index)
          guard next < count else { break }
          if text[next] == UInt8(ascii: "(") {
            if let (module, end) = string(text, skipSpace(text, next + 1)) {
              facts.modules.append(module)
              if closesCall(text, end), !crossesComment(text, index, end) { index = end }
            }
          } else if text[next] == UInt8(ascii: "{") || text[next] == UInt8(ascii: "*") {
            pendingFrom = false
            pendingDefaultFrom = false
            pendingNamedFrom = true
            inImportBraces = text[next] == UInt8(ascii: "{")
          } else if isWord[Int(text[next])] {
            pendingFrom = false
            pendingNamedFrom = false
            pendingDefaultFrom = !Self.isTypeOnlyImport(text, at: next)
          }
        case exportWord:
          let next = skipSpace(text, index)
          if next < count, text[next] == UInt8(ascii: "*") || text[next] == UInt8(ascii: "{") { pendingFrom = true }
        case fromWord:
          if pendingFrom || pendingDefaultFrom || pendingNamedFrom,
            let (module, end) = string(text, skipSpace(text, index))
          {
            if endsStatement(text, end), !crossesComment(text, index, end) { index = end }
            if pendingFrom {
              facts.modules.append(module)
            } else if pendingDefaultFrom {
              facts.defaultModules.append(module)
            } else {
              facts.namedModules.append(module)
            }
            pendingFrom = false
            pendingDefaultFrom = false
            pendingNamedFrom = false
          }
          inImportBraces = false
        case defaultWord:
          if inImportBraces { pendingFrom = true }
        case requireWord:
          let next = skipSpace(text, index)
          if next < count, text[next] == UInt8(ascii: "("), let (module, end) = string(text, skipSpace(text, next + 1))
          {
            facts.modules.append(module)
            if closesCall(text, end), !crossesComment(text, index, end) { index = end }
          }
        default:
          break
        }
      }
    }
    facts.words = seen.elements()
    if facts.contains(accessible), facts.containsAny(pressables) {
      facts.accessibleOnOthersOnly = accessibleOnlyOnOtherElements(text, pressables: KnownWords.pressables)
    }
    return facts
  }

  private static let accessible = hash("accessible")
  private static let pressables = WordQuery(words: KnownWords.pressables)

  /// Whether the word at `start`, right after `import`, opens a type-only import: `type` or `typeof` followed by
  /// anything but `from` or `,` (which make it the name of a default import: `import type from 'm'`).
  private static func isTypeOnlyImport(_ text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var end = start
    while end < text.count, isWordByte(text[end]) { end += 1 }
    let word = text[start..<end]
    guard word.elementsEqual("type".utf8) || word.elementsEqual("typeof".utf8) else { return false }
    let next = skipSpace(text, end)
    guard next < text.count, text[next] != UInt8(ascii: ",") else { return false }
    var after = next
    while after < text.count, isWordByte(text[after]) { after += 1 }
    return !text[next..<after].elementsEqual("from".utf8)
  }

  /// Whether the `true` at `word..<end` is the whole argument of a call of a plain name that a press handler written
  /// in place starts with (`onPress={() => setOpen(true)}`, `onPress={() => { toggleList(true)`): whether the name
  /// is a state's setter is known once the file is parsed (`ValuePicker.openedState`).
  static func callsWithTrueOnly(_ text: UnsafeBufferPointer<UInt8>, word: Int, end: Int) -> Bool {
    var open = word - 1
    while open >= 0, isBlank(text[open]) { open -= 1 }
    var close = end
    while close < text.count, isBlank(text[close]) { close += 1 }
    guard open > 0, text[open] == UInt8(ascii: "("), close < text.count, text[close] == UInt8(ascii: ")") else {
      return false
    }
    // The name may stand apart from its parenthesis (`setOpen (true)`), as the full analysis reads it.
    var nameEnd = open
    while nameEnd > 0, isBlank(text[nameEnd - 1]) { nameEnd -= 1 }
    var start = nameEnd
    while start > 0, isWordByte(text[start - 1]) { start -= 1 }
    guard start < nameEnd else { return false }
    // Backwards from the setter: `onPress`, `=`, `{`, `(`, `)`, `=>`, and perhaps `{`, with blanks between.
    var before = start - 1
    func take(_ expected: String) -> Bool {
      while before >= 0, isBlank(text[before]) { before -= 1 }
      let bytes = Array(expected.utf8)
      guard before + 1 >= bytes.count, text[(before + 1 - bytes.count)...before].elementsEqual(bytes) else {
        return false
      }
      before -= bytes.count
      return true
    }
    _ = take("{")
    return take("=>") && take(")") && take("(") && take("{") && take("=") && take("onPress")
      && (before < 0 || !isWordByte(text[before]))
  }

  /// Whether the asterisk at `index` may end a string or a tag's text: it is no `**`, and the next byte that is no
  /// blank is a quote, `<` or `{` (an expression, perhaps only a comment, may follow the text). Before a quote, its
  /// line is no comment: no `//` that starts one before it, and not only a doc comment's margin of blanks and
  /// asterisks. Before `<` or `{` (text in a tag may hold `//`), only a doc comment's margin followed by a blank on
  /// the same line (` * <Button>`) is left out: an asterisk alone on its line in a tag is kept.
  static func endsText(_ text: UnsafeBufferPointer<UInt8>, asterisk index: Int) -> Bool {
    let (star, slash) = (UInt8(ascii: "*"), UInt8(ascii: "/"))
    if index > 0, text[index - 1] == star { return false }
    var next = index + 1
    var newline = false
    while next < text.count, isBlank(text[next]) {
      if text[next] == 0x0A { newline = true }
      next += 1
    }
    guard next < text.count else { return false }
    let inTag = text[next] == UInt8(ascii: "<") || text[next] == UInt8(ascii: "{")
    switch text[next] {
    case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): break
    default: if !inTag { return false }
    }
    var before = index - 1
    var margin = true
    var comment = false
    while before >= 0, text[before] != 0x0A {
      let byte = text[before]
      // `//` that starts a comment: at the line's start or after a blank or the end of a statement or block.
      if byte == slash, before > 0, text[before - 1] == slash {
        let opening = before - 2
        if opening < 0 || isBlank(text[opening]) || ";){},".utf8.contains(text[opening]) { comment = true }
      }
      if !(isBlank(byte) || byte == star) { margin = false }
      before -= 1
    }
    if inTag { return !margin || newline || next == index + 1 }
    return !margin && !comment
  }

  /// The blanks `callsWithTrueOnly` skips, and `ValuePicker` with it: space, tab, line feed, carriage return.
  @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The last bytes of the names in `FileContext.controlNames`: most words are rejected by one comparison.
  private static let controlEndings: [Bool] = {
    let last = Set(FileContext.controlNames.compactMap { $0.suffix.utf8.last })
    return (0...255).map { last.contains(UInt8($0)) }
  }()
  private static let controlSuffixes = FileContext.controlNames.map { Array($0.suffix.utf8) }

  /// Whether a word ends with a control's name (`Checkbox`, `TaskCheckBox`), as `FileContext.namedControl` reads a
  /// component's name.
  static func endsWithControlName(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    controlSuffixes.contains { suffix in word.count >= suffix.count && word.suffix(suffix.count).elementsEqual(suffix) }
  }

  /// `isWordByte` for every byte value, read through a pointer in the hot loop.
  private static let wordBytes: [Bool] = (0...255).map { isWordByte(UInt8($0)) }

  enum Keyword {
    static let `import` = LexicalFacts.hash("import")
    static let export = LexicalFacts.hash("export")
    static let from = LexicalFacts.hash("from")
    static let require = LexicalFacts.hash("require")
    static let `default` = LexicalFacts.hash("default")
    static let `true` = LexicalFacts.hash("true")
  }

  /// Letters, digits, `_`, `$`, and every byte of a non-ASCII character.
  @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...0xFF: return true
    default: return false
    }
  }

  /// The index past white space and comments from `start`: a comment may stand wherever white space may
  /// (`export /* the forms */ * from './forms'`). Called after a keyword, where `/` followed by `*` or `/` can only
  /// open a comment.
  private static func skipSpace(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var index = start
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if let end = SourceComment.end(in: text, at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// Whether a comment opens between two indices. The scan jumps past a module's string (its words are a path,
  /// not uses of names) only when it does not: a keyword read in a string or a comment can be followed by a
  /// comment that runs far, and the words it would jump over must be kept.
  private static func crossesComment(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var index = start
    while index + 1 < end {
      if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "*") || text[index + 1] == UInt8(ascii: "/")
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether a string ending before `index` ends an import or re-export: only spaces before a `;`, the line's end or
  /// the file's. Its words are then left out of the file's; a `from` misread in a string or a comment (`"data you
  /// import from"`) can take the text between two strings for a module, and what follows there is seldom that.
  private static func endsStatement(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    var index = index
    while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
    return index == text.count || text[index] == UInt8(ascii: ";") || text[index] == 0x0A || text[index] == 0x0D
  }

  /// Whether a string ending before `index` is the argument of `require(…)` or `import(…)`: a `)` or a `,` follows.
  private static func closesCall(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    let next = skipSpace(text, index)
    return next < text.count && (text[next] == UInt8(ascii: ")") || text[next] == UInt8(ascii: ","))
  }

  /// The contents of a '…' or "…" string starting at `start`, when it is one and is short, and the index after it.
  private static func string(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> (String, end: Int)? {
    guard start < text.count, text[start] == UInt8(ascii: "'") || text[start] == UInt8(ascii: "\"") else {
      return nil
    }
    let quote = text[start]
    var end = start + 1
    while end < text.count, text[end] != quote, text[end] != 0x0A, end - start < 1024 { end += 1 }
    guard end < text.count, text[end] == quote else { return nil }
    return (String(decoding: UnsafeBufferPointer(rebasing: text[(start + 1)..<end]), as: UTF8.self), end + 1)
  }
}

/// An open-addressing set of word hashes, cheaper per insert than `Set` on the hot path.
struct WordSet: ~Copyable {
  private var slots: UnsafeMutablePointer<UInt32>
  private var capacity = 512
  private var hasZero = false
  private var count = 0

  init() {
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
  }

  deinit { slots.deallocate() }

  mutating func insert(_ hash: UInt32) {
    if hash == 0 {
      hasZero = true
      return
    }
    let mask = capacity - 1
    var slot = Int(truncatingIfNeeded: hash &* 2_654_435_761) & mask
    while true {
      let existing = slots[slot]
      if existing == hash { return }
      if existing == 0 {
        slots[slot] = hash
        count += 1
        if count * 2 > capacity { grow() }
        return
      }
      slot = (slot + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    let oldCapacity = capacity
    capacity *= 2
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0, count: capacity)
    count = 0
    for slot in 0..<oldCapacity where old[slot] != 0 { insert(old[slot]) }
    old.deallocate()
  }

  /// The words in table order (the same for the same words inserted in the same order).
  func elements() -> [UInt32] {
    var result = [UInt32]()
    result.reserveCapacity(count + 1)
    for slot in 0..<capacity where slots[slot] != 0 { result.append(slots[slot]) }
    if hasZero { result.append(0) }
    return result
  }
}

/// Word hashes to look for in many files. A bit per value of the hashes' low bits rejects almost every word of
/// a file with one load; the few that pass are looked up among the sorted hashes.
public struct WordQuery: Sendable {
  private let sorted: [UInt32]
  private let filter: [UInt64]
  private let mask: UInt32

  public init(_ hashes: some Sequence<UInt32>) {
    sorted = Array(Set(hashes)).sorted()
    // About 16 bits per word keeps the filter mostly empty (at least 1024 bits, a power of two).
    var bits = 1024
    while bits < sorted.count * 16 { bits *= 2 }
    mask = UInt32(bits - 1)
    var filter = [UInt64](repeating: 0, count: bits / 64)
    for hash in sorted {
      let bit = Int(hash & mask)
      filter[bit / 64] |= 1 << UInt64(bit % 64)
    }
    self.filter = filter
  }

  public init(words: some Sequence<String>) { self.init(words.map(LexicalFacts.hash)) }

  @inline(__always)
  public func matches(_ hash: UInt32) -> Bool {
    let bit = Int(hash & mask)
    guard filter[bit / 64] & (1 << UInt64(bit % 64)) != 0 else { return false }
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < hash { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == hash
  }
}

extension LexicalFacts {
  /// Whether every occurrence of the word `accessible` in the text is provably an attribute of an element that
  /// is not a pressable: `<Image source={…} accessible={false} />` where `Image` is imported under its own name
  /// from react-native and is not one of `pressables`. `accessible={false}` hides only the element that
  /// carries it, so such a file hides no pressable with it. Anything the backward look cannot follow (a
  /// template string, JSX inside an attribute, an object key, a comment) counts as a possible pressable.
  public static func accessibleOnlyOnOtherElements(_ bytes: [UInt8], pressables: Set<String>) -> Bool {
    bytes.withUnsafeBufferPointer { accessibleOnlyOnOtherElements($0, pressables: pressables) }
  }

  static func accessibleOnlyOnOtherElements(_ text: UnsafeBufferPointer<UInt8>, pressables: Set<String>) -> Bool {
    let named = reactNativeNamedImports(text)
    var index = 0
    while let found = word("accessible", in: text, from: index) {
      index = found + 10
      guard let tag = tagOwning(attributeAt: found, in: text), named.contains(tag), !pressables.contains(tag)
      else { return false }
    }
    return true
  }

  /// The start of the next whole word `word` at or after `start`.
  private static func word(_ word: StaticString, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var index = start
    while index + needle.count <= text.count {
      if text[index] == needle[0], !(index > 0 && isWordByte(text[index - 1])),
        !(index + needle.count < text.count && isWordByte(text[index + needle.count])),
        (0..<needle.count).allSatisfy({ text[index + $0] == needle[$0] })
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Names imported by name, not renamed, from react-native: `import { Image, View } from 'react-native'`.
  private static func reactNativeNamedImports(_ text: UnsafeBufferPointer<UInt8>) -> Set<String> {
    var names = Set<String>()
    var index = 0
    while let found = word("import", in: text, from: index) {
      index = found + 6
      guard let open = (index..<min(text.count, index + 200)).first(where: { text[$0] == UInt8(ascii: "{") }),
        let close = (open..<min(text.count, open + 4000)).first(where: { text[$0] == UInt8(ascii: "}") })
      else { continue }
      // Only `import {` or `import Default, {` before the list.
      let head = String(decoding: UnsafeBufferPointer(rebasing: text[index..<open]), as: UTF8.self)
      let headWords = head.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "," })
      guard headWords.count <= 1, headWords.allSatisfy({ $0.utf8.allSatisfy(isWordByte) }) else { continue }
      var after = close + 1
      while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
      guard word("from", in: text, from: after) == after else { continue }
      after += 4
      while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
      let module = Array("react-native".utf8)
      guard after + module.count + 2 <= text.count,
        text[after] == UInt8(ascii: "'") || text[after] == UInt8(ascii: "\""),
        (0..<module.count).allSatisfy({ text[after + 1 + $0] == module[$0] }),
        text[after + 1 + module.count] == text[after]
      else { continue }
      let list = String(decoding: UnsafeBufferPointer(rebasing: text[(open + 1)..<close]), as: UTF8.self)
      for item in list.split(separator: ",") {
        let parts = item.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        if parts.count == 1, parts[0].utf8.allSatisfy(isWordByte) { names.insert(String(parts[0])) }
      }
    }
    return names
  }

  /// The tag of the JSX opening element an attribute starting at `start` belongs to, when the text between
  /// the `<Tag` and the attribute is only attributes (names, `=`, quoted strings, balanced `{…}` without JSX
  /// or template strings), and the attribute is `accessible=`.
  private static func tagOwning(attributeAt start: Int, in text: UnsafeBufferPointer<UInt8>) -> String? {
    var after = start + 10
    while after < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[after]) { after += 1 }
    guard after < text.count, text[after] == UInt8(ascii: "=") else { return nil }
    var index = start - 1
    while index >= 0 {
      let byte = text[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: ":"):
        index -= 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        guard let open = openingQuote(of: index, in: text) else { return nil }
        index = open - 1
      case UInt8(ascii: "}"):
        var depth = 0
        while index >= 0 {
          let inner = text[index]
          if inner == UInt8(ascii: "}") { depth += 1 }
          if inner == UInt8(ascii: "{") {
            depth -= 1
            if depth == 0 { break }
          }
          if inner == UInt8(ascii: "<") || inner == UInt8(ascii: ">") || inner == UInt8(ascii: "`")
            || inner == UInt8(ascii: "/") && index > 0
              && (text[index - 1] == UInt8(ascii: "/") || text[index - 1] == UInt8(ascii: "*"))
          {
            return nil
          }
          if inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "'") {
            guard let open = openingQuote(of: index, in: text) else { return nil }
            index = open
          }
          index -= 1
        }
        guard index >= 0 else { return nil }
        index -= 1
      case UInt8(ascii: "<"):
        var end = index + 1
        while end < text.count, isWordByte(text[end]) { end += 1 }
        guard end > index + 1, end < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[end]) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[(index + 1)..<end]), as: UTF8.self)
      default:
        guard isWordByte(byte) else { return nil }
        index -= 1
      }
    }
    return nil
  }

  /// The opening quote of a one-line string whose closing quote is at `close`.
  private static func openingQuote(of close: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = close - 1
    while index >= 0, text[index] != text[close] {
      if text[index] == 0x0A || text[index] == UInt8(ascii: "\\") { return nil }
      index -= 1
    }
    return index >= 0 ? index : nil
  }
}
