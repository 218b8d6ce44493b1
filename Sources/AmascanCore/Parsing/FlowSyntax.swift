/// The Flow syntax the TSX grammar cannot read, neutralized without moving a byte: variance sigils on object type
/// properties (`{ +a: T, -b: U }`, `+'a-b': T`, `+[k: K]: T`), empty type arguments (`Foo<>`), the bars of exact
/// object types (`{| ... |}`), and inside object types, spread members and unparenthesized function-type
/// parameters; the inexact marker (`{ a: T, ... }`); function types TSX reads otherwise (`(Foo<T>) => void`,
/// `name: T => U` in a class body, `=> | A | B`); an arrow function's return type in parentheses (`): ([A]) => {`).
enum FlowSyntax {
  /// A `@flow` pragma in the first comment of the file.
  static func isFlow(_ bytes: [UInt8]) -> Bool {
    let pragma: [UInt8] = Array("@flow".utf8)
    let end = min(bytes.count, 1024)
    guard end >= pragma.count else { return false }
    for start in 0...(end - pragma.count) where bytes[start] == pragma[0] {
      if (1..<pragma.count).allSatisfy({ bytes[start + $0] == pragma[$0] }) { return true }
    }
    return false
  }

  static func blankingTypeSigils(_ bytes: [UInt8]) -> [UInt8] {
    blankingTypeSigilsAndBars(bytes).text
  }

  /// The text with sigils blanked, and where exact-object bars (`{|`, `|}`) were blanked. Inside an object type,
  /// where nothing is a value (an exact one, one given as a type argument, `Foo<{ … }>`, or a type alias's value,
  /// `type T = { … }`), the members TSX cannot read are blanked too, byte for byte: a spread member (`...Other,`
  /// up to its comma, or to the closing bar), and the arrow of a function type whose parameter has no
  /// parentheses (`Account => void` reads `Account |  void`: a type, which is all the parser must see). So is
  /// that arrow in a class property's type (`validate: string => Error = message => …`, right in a class body),
  /// the one unnamed parameter of a function type that is a type with arguments (`($ReadOnlyArray<Id>) => void`),
  /// and the bar a union starts with after an arrow (`=>\n | boolean`); an arrow function's return type written in
  /// parentheses is blanked whole (`blankParenthesizedReturnType`).
  static func blankingTypeSigilsAndBars(_ bytes: [UInt8]) -> (text: [UInt8], bars: [Int]) {
    var out = bytes
    var bars: [Int] = []
    // The brace depth each open object type began at, innermost last.
    var exact: [Int] = []
    // The brace depth each open class body began at, and whether `class` was written since the line began.
    var classBodies: [Int] = []
    var pendingClass = false
    var braces = 0
    var index = 0
    while index < out.count {
      let byte = out[index]
      if byte == 0x0A || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "(") { pendingClass = false }
      // A comment's braces and words open nothing (`// e.g. {1234`); a `//` right after a `:` is a URL's.
      if byte == UInt8(ascii: "/"), index + 1 < out.count, let end = commentEnd(out, at: index) {
        index = end
        continue
      }
      if byte == UInt8(ascii: "c"), isClassKeyword(out, at: index) {
        pendingClass = true
        index += 5
        continue
      }
      if byte == UInt8(ascii: "{"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "|") {
        out[index + 1] = space
        bars.append(index + 1)
        braces += 1
        exact.append(braces)
        pendingClass = false
        index += 2
        continue
      } else if byte == UInt8(ascii: "|"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "}"),
        index == 0 || out[index - 1] != UInt8(ascii: "|")
      {
        out[index] = space
        bars.append(index)
      } else if byte == UInt8(ascii: "{") {
        braces += 1
        if opensTypeObject(out, at: index) {
          exact.append(braces)
        } else if pendingClass {
          classBodies.append(braces)
        }
        pendingClass = false
      } else if byte == UInt8(ascii: "}") {
        if exact.last == braces { exact.removeLast() }
        if classBodies.last == braces { classBodies.removeLast() }
        braces -= 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), isVarianceSigil(out, at: index) {
        out[index] = space
      } else if byte == UInt8(ascii: "<"), index > 0, index + 1 < out.count, out[index + 1] == UInt8(ascii: ">"),
        isIdentifierPart(out[index - 1]), endsTypeArguments(out, after: index + 2)
      {
        // `Foo<>`: Flow's empty type arguments (defaults). A fragment's `<>` follows no name but in JSX text
        // (`Hi<>…`), where what comes next is no `,`, `)`, `>`, `;`, `|`, `&`, `=`, `]` or `}`.
        out[index] = space
        out[index + 1] = space
        index += 2
        continue
      } else if byte == UInt8(ascii: "."), isInexactMarker(out, at: index) {
        // `{ a: T, ... }`: Flow's explicit inexact object; a spread of nothing, an error in any code.
        for offset in 0..<3 { out[index + offset] = space }
        index += 3
        continue
      } else if !exact.isEmpty, exact.last == braces, byte == UInt8(ascii: "."), isSpreadMember(out, at: index) {
        index = blankSpreadMember(&out, from: index)
        continue
      } else if byte == UInt8(ascii: "="), index + 1 < out.count, out[index + 1] == UInt8(ascii: ">") {
        blankFunctionType(
          &out, arrow: index, inType: !exact.isEmpty, inClassBody: exact.isEmpty && classBodies.last == braces)
        index += 2
        continue
      }
      index += 1
    }
    return (out, bars)
  }

  /// At an arrow (`=>` at `arrow`): makes a Flow function type TSX cannot read into one it can, or into a union
  /// of the same words. Written in an object type (`inType`) or as a class property's type (`inClassBody`, then
  /// only `name: Param =>`), a function type whose parameter has no parentheses reads as a union (`Param |  T`);
  /// anywhere, one unnamed parameter that is a type with arguments (`($ReadOnlyArray<Id>) =>`, never an arrow
  /// function's parameters) is blanked, and so is a union's leading bar after the arrow (`=>\n | boolean`).
  private static func blankFunctionType(_ out: inout [UInt8], arrow: Int, inType: Bool, inClassBody: Bool) {
    let before = lastNonBlank(out, from: arrow - 1)
    if before >= 0, out[before] == UInt8(ascii: ")"), !inType, blankParenthesizedReturnType(&out, closing: before) {
      return
    } else if before >= 0, out[before] == UInt8(ascii: ")") {
      blankUnnamedTypeParameter(&out, closing: before, inType: inType)
    } else if before >= 0, inType || (inClassBody && isClassPropertyType(out, parameterEnd: before)) {
      out[arrow] = UInt8(ascii: "|")
      out[arrow + 1] = space
    }
    var after = arrow + 2
    while after < out.count, isBlank(out[after]) { after += 1 }
    if after < out.count, out[after] == UInt8(ascii: "|"), after + 1 >= out.count || out[after + 1] != UInt8(ascii: "|")
    {
      out[after] = space
    }
  }

  /// `(…): (T) =>`, the parentheses of `(T)` closing at `closing`: an arrow function whose return type is written
  /// in parentheses (`): ([A, B]) => {`, a hook's tuple), which TSX reads as a function type whose parameters are
  /// `(T)`. The annotation is blanked from its colon, line breaks kept: types are not facts. The parameters must
  /// follow what an arrow function's can and a ternary's first branch cannot end with (`ok ? (a) : ([b]) => b`,
  /// `ok ? () => (a) : (b) => b`, `ok ? x + (a) : …`, `f(a) : …`): the start of the file, `=` (an assignment), `(`,
  /// `,`, `[`, `{`, `;`, `&&`, `||`, or `export`, `default`, `return` or `async`. Never in an object type, where
  /// `{ (x: A): (B) => C }` is a call property. False when nothing was blanked.
  private static func blankParenthesizedReturnType(_ out: inout [UInt8], closing: Int) -> Bool {
    guard let open = matchingOpen(out, closing: closing) else { return false }
    let colon = lastNonBlank(out, from: open - 1)
    guard colon >= 0, out[colon] == UInt8(ascii: ":") else { return false }
    let parametersEnd = lastNonBlank(out, from: colon - 1)
    guard parametersEnd >= 0, out[parametersEnd] == UInt8(ascii: ")"),
      let parametersStart = matchingOpen(out, closing: parametersEnd)
    else { return false }
    let before = lastNonBlank(out, from: parametersStart - 1)
    if before >= 0 {
      let byte = out[before]
      let previous = before > 0 ? out[before - 1] : 0
      let keywords: [StaticString] = ["async", "default", "return", "export"]
      let follows: Bool
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ";"): follows = true
      case UInt8(ascii: "="): follows = !Array("=!<>+-*/%&|^?".utf8).contains(previous)
      case UInt8(ascii: "&"), UInt8(ascii: "|"): follows = previous == byte
      default:
        follows =
          isIdentifierPart(byte)
          && keywords.contains(where: { isWord($0, in: out, at: before - $0.utf8CodeUnitCount + 1) })
      }
      guard follows else { return false }
    }
    for position in colon...closing where !isBlank(out[position]) { out[position] = space }
    return true
  }

  /// Where the bracket that `closing` (a `)`, `]` or `}`) closes opens, counting the brackets between; nil when
  /// none does.
  private static func matchingOpen(_ out: [UInt8], closing: Int) -> Int? {
    var depth = 0
    var index = closing
    while index >= 0 {
      switch out[index] {
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// `(Name<…>)` closing at `closing`, with no `:`, `=` or `,` inside at its own level: one parameter that is
  /// only a type with arguments, which no arrow function's parameter list can be. In an object type, where it
  /// can only be a function type's, any one unnamed parameter (`({| name: string |}) =>`, which TSX may read as a
  /// parenthesized type and fail at the arrow).
  private static func blankUnnamedTypeParameter(_ out: inout [UInt8], closing: Int, inType: Bool) {
    var depth = 0
    var open = closing - 1
    var takesArguments = false
    while open >= 0 {
      let byte = out[open]
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: ">")
      {
        depth += 1
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "<") {
        if byte == UInt8(ascii: "<"), depth == 1, open > 0, isIdentifierPart(out[open - 1]) { takesArguments = true }
        depth -= 1
        if depth < 0 { return }
      } else if byte == UInt8(ascii: "(") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ",") {
        return
      }
      open -= 1
    }
    guard open >= 0, takesArguments || (inType && open + 1 < closing) else { return }
    for position in (open + 1)..<closing where !isBlank(out[position]) { out[position] = UInt8(ascii: " ") }
  }

  /// Whether the parameter ending at `parameterEnd` is that of `name: Param =>` written as a class member (its
  /// name first on its line, or after `;`, `{` or `}`): a property's type, since a value follows `=`.
  private static func isClassPropertyType(_ out: [UInt8], parameterEnd: Int) -> Bool {
    var index = parameterEnd
    guard isIdentifierPart(out[index]) else { return false }
    while index >= 0, isIdentifierPart(out[index]) || out[index] == UInt8(ascii: ".") { index -= 1 }
    while index >= 0, isBlank(out[index]) { index -= 1 }
    guard index >= 0, out[index] == UInt8(ascii: ":") else { return false }
    index -= 1
    if index >= 0, out[index] == UInt8(ascii: "?") { index -= 1 }
    guard index >= 0, isIdentifierPart(out[index]) else { return false }
    while index >= 0, isIdentifierPart(out[index]) { index -= 1 }
    while index >= 0, out[index] == space || out[index] == 0x09 { index -= 1 }
    return index < 0 || [0x0A, UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(out[index])
  }

  private static let space = UInt8(ascii: " ")

  /// Whether the `{` at `index` opens an object type: a type argument (`Foo<{ … }>`) or a type alias's value
  /// (`type T = {`, `export type T<A> = {`).
  private static func opensTypeObject(_ out: [UInt8], at index: Int) -> Bool {
    var before = lastNonBlank(out, from: index - 1)
    guard before >= 0 else { return false }
    if out[before] == UInt8(ascii: "<") { return true }
    guard out[before] == UInt8(ascii: "="), before > 0,
      !Array("=!<>+-*/%&|^?".utf8).contains(out[before - 1])
    else { return false }
    before = lastNonBlank(out, from: before - 1)
    if before >= 0, out[before] == UInt8(ascii: ">") {
      // Type parameters: `type T<A, B: C> =`.
      var depth = 0
      while before >= 0 {
        if out[before] == UInt8(ascii: ">") { depth += 1 }
        if out[before] == UInt8(ascii: "<") {
          depth -= 1
          if depth == 0 { break }
        }
        before -= 1
      }
      before -= 1
    }
    before = lastNonBlank(out, from: before)
    guard before >= 0, isIdentifierPart(out[before]) else { return false }
    while before >= 0, isIdentifierPart(out[before]) { before -= 1 }
    before = lastNonBlank(out, from: before)
    return isWord("type", in: out, at: before - 3)
  }

  /// Where the comment starting at `index` ends (`SourceComment.end`), or nil when none starts there: `//` right
  /// after `:` is a URL's (`'http://…'`).
  private static func commentEnd(_ bytes: [UInt8], at index: Int) -> Int? {
    if bytes[index + 1] == UInt8(ascii: "/"), index > 0, bytes[index - 1] == UInt8(ascii: ":") { return nil }
    return SourceComment.end(in: bytes, at: index)
  }

  /// The keyword of a class declaration or expression: `class` at the start of a line or after `export`,
  /// `default`, `=`, `(`, `,` or `return`, followed by a name or `extends` or `{` (not `'class'` or `className`).
  private static func isClassKeyword(_ bytes: [UInt8], at index: Int) -> Bool {
    guard isWord("class", in: bytes, at: index) else { return false }
    var after = index + 5
    guard after < bytes.count, isBlank(bytes[after]) else { return false }
    while after < bytes.count, isBlank(bytes[after]) { after += 1 }
    guard after < bytes.count, isIdentifierStart(bytes[after]) || bytes[after] == UInt8(ascii: "{") else {
      return false
    }
    var before = index - 1
    while before >= 0, bytes[before] == space || bytes[before] == 0x09 { before -= 1 }
    if before < 0
      || [0x0A, UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ";")].contains(bytes[before])
    {
      return true
    }
    let keywords: [StaticString] = ["export", "default", "return"]
    return keywords.contains { isWord($0, in: bytes, at: before - $0.utf8CodeUnitCount + 1) }
  }

  /// Whether `word` is written at `index`, with no identifier character on either side.
  private static func isWord(_ word: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index >= 0, index + count <= bytes.count, index == 0 || !isIdentifierPart(bytes[index - 1]),
      index + count == bytes.count || !isIdentifierPart(bytes[index + count])
    else { return false }
    return word.withUTF8Buffer { letters in
      letters.indices.allSatisfy { bytes[index + $0] == letters[$0] }
    }
  }

  /// `...` with nothing after it but white space and `}`.
  private static func isInexactMarker(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "."), bytes[index + 2] == UInt8(ascii: ".")
    else { return false }
    var after = index + 3
    while after < bytes.count, isBlank(bytes[after]) { after += 1 }
    return after < bytes.count && bytes[after] == UInt8(ascii: "}")
  }

  /// `...` right after `{`, `,`, a blanked bar or a line start: a spread member of an object type.
  private static func isSpreadMember(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "."), bytes[index + 2] == UInt8(ascii: ".")
    else { return false }
    let before = lastNonBlank(bytes, from: index - 1)
    return before < 0 || [UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[before])
  }

  /// Blanks a spread member from its `...` through its comma (or up to the bar that closes the object), line
  /// breaks kept; returns where scanning goes on.
  private static func blankSpreadMember(_ out: inout [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < out.count {
      let byte = out[index]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return index }
        depth -= 1
      case UInt8(ascii: ">"):
        // The `>` of an arrow closes nothing.
        if index == 0 || out[index - 1] != UInt8(ascii: "=") { depth -= 1 }
      case UInt8(ascii: "|") where depth == 0 && index + 1 < out.count && out[index + 1] == UInt8(ascii: "}"):
        return index
      case UInt8(ascii: ","), UInt8(ascii: ";"):
        if depth == 0 {
          out[index] = UInt8(ascii: " ")
          return index + 1
        }
      default:
        break
      }
      if byte != 0x0A && byte != 0x0D { out[index] = UInt8(ascii: " ") }
      index += 1
    }
    return index
  }

  /// `+name:`, `-name?:` or `+[key: K]:` right after `{`, `,`, `;` or a line start (white space allowed between).
  private static func isVarianceSigil(_ bytes: [UInt8], at index: Int) -> Bool {
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
    guard
      before < 0
        || [UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), 0x0A, UInt8(ascii: "|")].contains(bytes[before])
    else { return false }
    var after = index + 1
    guard after < bytes.count else { return false }
    if bytes[after] == UInt8(ascii: "[") {
      // An indexer: `+[key: string]: T`.
      var depth = 0
      while after < bytes.count, bytes[after] != 0x0A {
        if bytes[after] == UInt8(ascii: "[") { depth += 1 }
        if bytes[after] == UInt8(ascii: "]") { depth -= 1 }
        after += 1
        if depth == 0 { break }
      }
      guard depth == 0 else { return false }
    } else if bytes[after] == UInt8(ascii: "'") || bytes[after] == UInt8(ascii: "\"") {
      // A quoted key: `+'account-pick': T`.
      let quote = bytes[after]
      after += 1
      while after < bytes.count, bytes[after] != quote, bytes[after] != 0x0A { after += 1 }
      guard after < bytes.count, bytes[after] == quote else { return false }
      after += 1
    } else {
      guard isIdentifierStart(bytes[after]) else { return false }
      while after < bytes.count, isIdentifierPart(bytes[after]) { after += 1 }
    }
    if after < bytes.count, bytes[after] == UInt8(ascii: "?") { after += 1 }
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
    return after < bytes.count && bytes[after] == UInt8(ascii: ":")
  }

  /// Whether what follows `Foo<>` (white space skipped) ends a type: `,`, `)`, `>`, `;`, `|`, `&`, `=`, `]`, `}`.
  private static func endsTypeArguments(_ bytes: [UInt8], after start: Int) -> Bool {
    var after = start
    while after < bytes.count, isBlank(bytes[after]) { after += 1 }
    return after < bytes.count && Array(",)>;|&=]}".utf8).contains(bytes[after])
  }

  /// The last position at or before `index` that holds no space, tab or line break (-1 when there is none).
  private static func lastNonBlank(_ bytes: [UInt8], from index: Int) -> Int {
    var position = index
    while position >= 0, isBlank(bytes[position]) { position -= 1 }
    return position
  }

  /// A space, tab or line break.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  private static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
