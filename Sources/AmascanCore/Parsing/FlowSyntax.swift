/// The Flow syntax the TSX grammar cannot read, neutralized without moving a byte: variance sigils on object type
/// properties (`{ +a: T, -b: U }`) and the bars of exact object types (`{| ... |}`).
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

  /// The text with sigils blanked, and where exact-object bars (`{|`, `|}`) were blanked.
  static func blankingTypeSigilsAndBars(_ bytes: [UInt8]) -> (text: [UInt8], bars: [Int]) {
    var out = bytes
    var bars: [Int] = []
    let space = UInt8(ascii: " ")
    var index = 0
    while index < out.count {
      let byte = out[index]
      if byte == UInt8(ascii: "{"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "|") {
        out[index + 1] = space
        bars.append(index + 1)
      } else if byte == UInt8(ascii: "|"), index + 1 < out.count, out[index + 1] == UInt8(ascii: "}"),
        index == 0 || out[index - 1] != UInt8(ascii: "|")
      {
        out[index] = space
        bars.append(index)
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), isVarianceSigil(out, at: index) {
        out[index] = space
      }
      index += 1
    }
    return (out, bars)
  }

  /// `+name:` or `-name?:` right after `{`, `,`, `;` or a line start (white space allowed between).
  private static func isVarianceSigil(_ bytes: [UInt8], at index: Int) -> Bool {
    var before = index - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
    guard
      before < 0
        || [UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), 0x0A, UInt8(ascii: "|")].contains(bytes[before])
    else { return false }
    var after = index + 1
    guard after < bytes.count, isIdentifierStart(bytes[after]) else { return false }
    while after < bytes.count, isIdentifierPart(bytes[after]) { after += 1 }
    if after < bytes.count, bytes[after] == UInt8(ascii: "?") { after += 1 }
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
    return after < bytes.count && bytes[after] == UInt8(ascii: ":")
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  private static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }
}
