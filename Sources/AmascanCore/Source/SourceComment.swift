/// JavaScript comments found in raw bytes, where the caller knows a `/` there cannot divide or open a regular
/// expression (right after a keyword, or in the type syntax Flow writes).
enum SourceComment {
  /// Where the comment starting at `index` ends: after its `*/` (the end of the text when it is never closed), or
  /// at the line break that ends a `//` one; nil when no comment starts there.
  static func end<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Int) -> Int?
  where Bytes.Index == Int {
    let count = bytes.endIndex
    guard index + 1 < count, bytes[index] == UInt8(ascii: "/") else { return nil }
    var end = index + 2
    switch bytes[index + 1] {
    case UInt8(ascii: "/"):
      while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      return end
    case UInt8(ascii: "*"):
      while end + 1 < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
      return min(end + 2, count)
    default:
      return nil
    }
  }
}
