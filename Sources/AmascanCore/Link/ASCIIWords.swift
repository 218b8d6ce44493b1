/// Byte-level twins of the word splitters linking runs on every attribute and expression (`ErrorText.words`,
/// `ProjectIndex.tokens`): for ASCII text they give what the `Character` versions give, without a `Character`'s
/// Unicode property lookups; for other text they return nil and the `Character` versions run.
enum ASCIIWords {
  @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  /// The words of identifiers, split at case changes and punctuation, lowercased; nil for text that is not ASCII.
  static func words(_ text: some StringProtocol) -> [String]? {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var words: [String] = []
    var current: [UInt8] = []
    var previousWasLower = false
    for byte in utf8 {
      if isLetter(byte) || isDigit(byte) {
        let isUpper = byte >= 0x41 && byte <= 0x5A
        if isUpper && previousWasLower {
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
        current.append(isUpper ? byte | 0x20 : byte)
        previousWasLower = !isUpper
      } else {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
        previousWasLower = false
      }
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// The identifiers of a source text outside string literals, each with whether a `.` comes right before it;
  /// nil for text that is not ASCII.
  static func tokens(of source: String) -> [(name: String, afterDot: Bool)]? {
    let utf8 = source.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    var tokens: [(name: String, afterDot: Bool)] = []
    var token: [UInt8] = []
    var previousEndedWithDot = false
    var quote: UInt8?
    func flush() {
      if !token.isEmpty { tokens.append((String(decoding: token, as: UTF8.self), previousEndedWithDot)) }
      token.removeAll(keepingCapacity: true)
    }
    for byte in utf8 {
      // Words inside string literals are text, not props.
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
        flush()
        previousEndedWithDot = false
        continue
      }
      if isIdentifierByte(byte) {
        token.append(byte)
      } else {
        flush()
        previousEndedWithDot = byte == UInt8(ascii: ".")
      }
    }
    if quote == nil { flush() }
    return tokens
  }
}
