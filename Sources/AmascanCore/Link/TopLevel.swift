/// What an expression's source joins at its top, outside brackets, string literals and comments: the offsets of
/// its `&&`s, `||`s and `??`s, of its first ternary `?` and the `:` after it, whether an `||` or a ternary's `?`
/// stands there, and whether brackets enclose it whole (`(a || b)`). Read by linking's conditions
/// (`ProjectIndex.conjuncts`) and by the values an expression may show (`ErrorText.shownParts`).
struct TopLevel {
  var ands: [Int] = []
  var ors: [Int] = []
  var nullishes: [Int] = []
  var nullish: Int? { nullishes.first }
  /// The first ternary `?`, and the first `:` after it.
  var question: Int?
  var colon: Int?
  var disjunctive = false
  var enclosed = false

  init(_ bytes: [UInt8]) {
    var depth = 0
    var quote: UInt8?
    var index = 0
    // Where the bracket opened at offset 0 closes.
    var firstCloses: Int?
    func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    while index < bytes.count {
      let byte = bytes[index]
      let next = at(index + 1)
      if let open = quote {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == open { quote = nil }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "/"):
        // A `/` before `/` or `*` divides nothing here: a comment.
        if let end = SourceComment.end(in: bytes, at: index) {
          index = end
          continue
        }
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): quote = byte
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0, firstCloses == nil, bytes[0] == UInt8(ascii: "(") { firstCloses = index }
      case UInt8(ascii: "&") where depth == 0 && next == UInt8(ascii: "&"):
        ands.append(index)
        index += 2
        continue
      case UInt8(ascii: "|") where depth == 0 && next == UInt8(ascii: "|"):
        ors.append(index)
        disjunctive = true
        index += 2
        continue
      case UInt8(ascii: "?") where depth == 0:
        if next == UInt8(ascii: "?") {
          nullishes.append(index)
          index += 2
          continue
        }
        // `?.` chains (not `? .5`); a `?` that begins the source marks a branch, not a ternary.
        if !(next == UInt8(ascii: ".") && !(at(index + 2) >= 0x30 && at(index + 2) <= 0x39)), index > 0 {
          disjunctive = true
          if question == nil { question = index }
        }
      case UInt8(ascii: ":") where depth == 0 && question != nil && colon == nil:
        colon = index
      default: break
      }
      index += 1
    }
    enclosed = firstCloses == bytes.count - 1
  }
}
