/// The Flow syntax the TSX grammar cannot read, neutralized without moving a byte: variance sigils on object type
/// properties (`{ +a: T, -b: U }`, `+'a-b': T`, `+[k: K]: T`), empty type arguments (`Foo<>`), the bars of exact object types (`{| ... |}`), and inside those,
/// spread members and unparenthesized function-type parameters; and the inexact marker (`{ a: T, ... }`).
enum FlowSyntax {
  /// A `@flow` pragma in the first comment of the file.
  static func isFlow(_ bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(1024)
    let pragma = Array("@flow".utf8)
    guard head.count >= pragma.count else { return false }
    for start in 0...(head.count - pragma.count) where Array(head[start..<start + pragma.count]) == pragma {
      return true
    }
    return false
  }

  static func blankingTypeSigils(_ bytes: [UInt8]) -> [UInt8] {
    blankingTypeSigilsAndBars(bytes).text
  }

  /// The text with sigils blanked, and where exact-object bars (`{|`, `|}`) were blanked. Inside an exact object
  /// type, where nothing is a value, the members TSX cannot read are blanked too, byte for byte: a spread member
  /// (`...Other,` up to its comma, or to the closing bar), and the arrow of a function type whose parameter has
  /// no parentheses (`Account => void` reads `Account |  void`: a type, which is all the parser must see).
  static func blankingTypeSigilsAndBars(_ bytes: [UInt8]) -> (text: [UInt8], bars: [Int]) {
    var out = bytes
    var bars: [Int] = []
    let space = UInt8(ascii: " ")
    // The brace depth each open exact object type began at, innermost last.
    var exact: [Int] = []
    var braces = 0
    var index = 0
    while index < out.count {
      let byte = out[index]
      if byte == UInt8(ascii: "{"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "|") {
        out[index + 1] = space
        bars.append(index + 1)
        braces += 1
        exact.append(braces)
        index += 2
        continue
      } else if byte == UInt8(ascii: "|"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "}"),
        index == 0 || out[index - 1] != UInt8(ascii: "|")
      {
        out[index] = space
        bars.append(index)
      } else if byte == UInt8(ascii: "{") {
        braces += 1
      } else if byte == UInt8(ascii: "}") {
        if exact.last == braces { exact.removeLast() }
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
      } else if !exact.isEmpty, byte == UInt8(ascii: "="), index + 1 < out.count, out[index + 1] == UInt8(ascii: ">") {
        var before = index - 1
        while before >= 0, out[before] == space || out[before] == 0x0A || out[before] == 0x09 { before -= 1 }
        if before >= 0, out[before] != UInt8(ascii: ")") {
          out[index] = UInt8(ascii: "|")
          out[index + 1] = space
        }
        index += 2
        continue
      }
      index += 1
    }
    return (out, bars)
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
    var before = index - 1
    while before >= 0, isBlank(bytes[before]) { before -= 1 }
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
