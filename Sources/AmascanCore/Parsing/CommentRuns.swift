/// Long runs of consecutive comments, which the tree-sitter runtime Debian ships (0.20.7) cannot survive: a run of
/// 65,534 or more comments with nothing but white space between them (line or block comments, at the top level,
/// in a body, in an array) leaves a tree whose deletion frees a bad pointer (tree-sitter#2134, fixed upstream
/// later), which kills the process and every other file's findings with it. Such a file is parsed with the
/// comments of its long runs blanked (same length, line breaks kept, so every position holds), and the
/// suppressions among them are read from their text instead of from the tree.
///
/// Finding comments without a parser is a guess at strings, template literals and regular expressions; it is only
/// made for files with at least `limit` comment openers, and only runs of `limit` comments are blanked, so an
/// ordinary file is never touched and a wrong guess can only leave a comment in place.
enum CommentRuns {
  /// Half the count that crashes: no hand-written file comes near it.
  static let limit = 32_768

  /// The byte ranges of the comments in runs of at least `limit`, in order; empty for almost every file, at the
  /// cost of one pass over its bytes.
  static func oversized(in bytes: [UInt8], limit: Int = limit) -> [Range<Int>] {
    bytes.withUnsafeBufferPointer { text in
      guard openers(text) >= limit else { return [] }
      var found: [Range<Int>] = []
      var run: [Range<Int>] = []
      func close() {
        if run.count >= limit { found += run }
        run.removeAll(keepingCapacity: true)
      }
      scan(text, comment: { run.append($0) }, code: close)
      close()
      return found
    }
  }

  /// The text with the given ranges blanked: every byte a space but line breaks, so byte offsets and rows stay.
  static func blanking(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> [UInt8] {
    var out = bytes
    for range in ranges {
      for index in range where out[index] != 0x0A && out[index] != 0x0D { out[index] = 0x20 }
    }
    return out
  }

  /// How many `//` and `/*` the text holds: more than its comments, never fewer.
  private static func openers(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var index = 0
    while index + 1 < text.count {
      if text[index] == slash, text[index + 1] == slash || text[index + 1] == star {
        count += 1
        index += 2
      } else {
        index += 1
      }
    }
    return count
  }

  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")

  /// Walks the text calling `comment` for each comment and `code` for each token that is not one (white space is
  /// neither). Strings and template literals are skipped (a template's `${...}` is code); a `/` that cannot
  /// end an expression (after an operator, an opening bracket, a keyword that takes an operand, or at the start)
  /// starts a regular expression, which ends on its line.
  private static func scan(
    _ text: UnsafeBufferPointer<UInt8>, comment: (Range<Int>) -> Void, code: () -> Void
  ) {
    let count = text.count
    var index = 0
    // Whether a `/` here would start a regular expression: no operand before it.
    var expectsOperand = true
    // The brace depth at which each open template literal resumes (`${` ... `}`).
    var templates: [Int] = []
    var depth = 0
    func isWord(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }
    // Skips a template literal's text from `index` (after its backtick or a `}` closing a `${`).
    func template() {
      while index < count {
        let byte = text[index]
        if byte == UInt8(ascii: "\\") {
          index += 2
        } else if byte == UInt8(ascii: "`") {
          index += 1
          return
        } else if byte == UInt8(ascii: "$"), index + 1 < count, text[index + 1] == UInt8(ascii: "{") {
          index += 2
          depth += 1
          templates.append(depth)
          return
        } else {
          index += 1
        }
      }
    }
    while index < count {
      let byte = text[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        index += 1
      case slash where index + 1 < count && text[index + 1] == slash:
        let start = index
        while index < count, text[index] != 0x0A { index += 1 }
        comment(start..<index)
      case slash where index + 1 < count && text[index + 1] == star:
        let start = index
        index += 2
        while index + 1 < count, !(text[index] == star && text[index + 1] == slash) { index += 1 }
        index = min(count, index + 2)
        comment(start..<index)
      case slash where expectsOperand:
        code()
        index += 1
        var inClass = false
        while index < count, text[index] != 0x0A {
          let next = text[index]
          index += 1
          if next == UInt8(ascii: "\\") {
            index += 1
          } else if next == UInt8(ascii: "[") {
            inClass = true
          } else if next == UInt8(ascii: "]") {
            inClass = false
          } else if next == slash, !inClass {
            break
          }
        }
        expectsOperand = false
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        code()
        index += 1
        while index < count, text[index] != byte, text[index] != 0x0A {
          index += text[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        expectsOperand = false
      case UInt8(ascii: "`"):
        code()
        index += 1
        template()
        expectsOperand = false
      case UInt8(ascii: "{"):
        code()
        depth += 1
        index += 1
        expectsOperand = true
      case UInt8(ascii: "}"):
        code()
        index += 1
        if let resume = templates.last, resume == depth {
          templates.removeLast()
          depth -= 1
          template()
          expectsOperand = false
        } else {
          depth -= 1
          expectsOperand = true
        }
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        code()
        index += 1
        expectsOperand = false
      default:
        code()
        guard isWord(byte) else {
          index += 1
          expectsOperand = true
          continue
        }
        let start = index
        while index < count, isWord(text[index]) { index += 1 }
        expectsOperand = operandKeywords.contains(Array(text[start..<index]))
      }
    }
  }

  /// Words after which a `/` starts a regular expression.
  private static let operandKeywords: Set<[UInt8]> = Set(
    [
      "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "instanceof", "yield",
      "await",
    ].map { Array($0.utf8) })
}
