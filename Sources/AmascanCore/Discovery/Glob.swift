/// Shell-style patterns as `.gitignore` and `--exclude` use them: `*` and `?` within one path segment,
/// `[abc]`/`[!a-z]` classes, `**` across segments, `\` to escape.
public struct Glob: Sendable, Hashable {
  private let pattern: [UInt8]
  private let shape: Shape

  /// Most ignore patterns are a name, `*.ext` or `prefix*`: those are matched without the general matcher.
  private enum Shape: Hashable {
    case literal([UInt8])
    case anyThen([UInt8])
    case thenAny([UInt8])
    case general
  }

  public init(_ pattern: String) {
    let bytes = Array(pattern.utf8)
    self.pattern = bytes
    let special: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\")]
    let star = UInt8(ascii: "*")
    if !bytes.contains(where: special.contains) {
      shape = .literal(bytes)
    } else if bytes.first == star, !bytes.dropFirst().contains(where: special.contains) {
      shape = .anyThen(Array(bytes.dropFirst()))
    } else if bytes.last == star, !bytes.dropLast().contains(where: special.contains) {
      shape = .thenAny(Array(bytes.dropLast()))
    } else {
      shape = .general
    }
  }

  public func matches(_ path: String) -> Bool { matches(path[...]) }

  public func matches(_ path: Substring) -> Bool {
    let utf8 = path.utf8
    let slash = UInt8(ascii: "/")
    switch shape {
    case .literal(let bytes):
      return utf8.elementsEqual(bytes)
    case .anyThen(let bytes):
      // `*` stays within one segment: what it covers holds no slash.
      return utf8.count >= bytes.count && utf8.suffix(bytes.count).elementsEqual(bytes)
        && !utf8.prefix(utf8.count - bytes.count).contains(slash)
    case .thenAny(let bytes):
      return utf8.starts(with: bytes) && !utf8.dropFirst(bytes.count).contains(slash)
    case .general:
      break
    }
    let text = Array(utf8)
    var memo = [Int: Bool]()
    return match(0, 0, text, &memo)
  }

  private func match(_ p: Int, _ t: Int, _ text: [UInt8], _ memo: inout [Int: Bool]) -> Bool {
    let key = p &* (text.count + 1) &+ t
    if let known = memo[key] { return known }
    let result = matchUncached(p, t, text, &memo)
    memo[key] = result
    return result
  }

  private func matchUncached(_ p: Int, _ t: Int, _ text: [UInt8], _ memo: inout [Int: Bool]) -> Bool {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    if p == pattern.count { return t == text.count }
    let c = pattern[p]
    if c == star {
      if p + 1 < pattern.count, pattern[p + 1] == star {
        // `**`: any run of characters, slashes included; `**/` may also match nothing.
        var next = p + 2
        if next < pattern.count, pattern[next] == slash {
          next += 1
          if match(next, t, text, &memo) { return true }
        }
        // `**/x` may only resume at the start of a path segment; a trailing `**` matches anything.
        let anywhere = next == pattern.count
        var i = t
        while i <= text.count {
          let atSegment = i == t || text[i - 1] == slash
          if (anywhere || atSegment) && match(next, i, text, &memo) { return true }
          i += 1
        }
        return false
      }
      var i = t
      while true {
        if match(p + 1, i, text, &memo) { return true }
        if i == text.count || text[i] == slash { return false }
        i += 1
      }
    }
    guard t < text.count else { return false }
    switch c {
    case UInt8(ascii: "?"):
      return text[t] != slash && match(p + 1, t + 1, text, &memo)
    case UInt8(ascii: "["):
      guard let (matched, end) = matchClass(p, text[t]) else {
        return text[t] == c && match(p + 1, t + 1, text, &memo)
      }
      return matched && text[t] != slash && match(end, t + 1, text, &memo)
    case UInt8(ascii: "\\") where p + 1 < pattern.count:
      return text[t] == pattern[p + 1] && match(p + 2, t + 1, text, &memo)
    default:
      return text[t] == c && match(p + 1, t + 1, text, &memo)
    }
  }

  /// Whether `byte` is in the class starting at `p`, and where the class ends; nil when unterminated.
  private func matchClass(_ p: Int, _ byte: UInt8) -> (Bool, Int)? {
    var i = p + 1
    var negate = false
    if i < pattern.count, pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^") {
      negate = true
      i += 1
    }
    var matched = false
    var first = true
    while i < pattern.count {
      let c = pattern[i]
      if c == UInt8(ascii: "]") && !first { return (matched != negate, i + 1) }
      first = false
      if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
        if byte >= c && byte <= pattern[i + 2] { matched = true }
        i += 3
      } else {
        if byte == c { matched = true }
        i += 1
      }
    }
    return nil
  }
}
