/// A 1-based position as editors show it: line, and column in UTF-16 code units.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A span of source, start inclusive, end exclusive, both as editors show them.
public struct SourceRange: Sendable, Hashable, Codable {
  public var start: SourcePosition
  public var end: SourcePosition

  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }
}

/// The bytes of one source file and the index that turns byte offsets into editor positions.
///
/// This is the only place where tree-sitter's byte offsets become lines and UTF-16 columns. Lines are split
/// on `\n` only, as tree-sitter does. A UTF-8 byte order mark is dropped before parsing, so columns on the
/// first line count from the first real character, as editors show them.
public struct SourceText: Sendable {
  public let bytes: [UInt8]
  /// Byte offset where each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]

  public init(bytes: [UInt8]) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      self.bytes = Array(bytes.dropFirst(3))
    } else {
      self.bytes = bytes
    }
    var starts = [0]
    self.bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == 0x0A {
        starts.append(index + 1)
      }
    }
    lineStarts = starts
  }

  public init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  public var lineCount: Int { lineStarts.count }

  /// The position of a byte offset on a known 0-based row (tree-sitter gives both).
  public func position(row: Int, byteOffset: Int) -> SourcePosition {
    let row = min(max(row, 0), lineStarts.count - 1)
    let start = lineStarts[row]
    let offset = min(max(byteOffset, start), bytes.count)
    return SourcePosition(line: row + 1, column: utf16Count(from: start, to: offset) + 1)
  }

  /// The position of a byte offset, finding its row by binary search.
  public func position(byteOffset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= byteOffset { low = mid } else { high = mid - 1 }
    }
    return position(row: low, byteOffset: byteOffset)
  }

  /// The text of a line without its line break, for baselines and previews.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// Decodes a byte range as UTF-8, repairing invalid sequences.
  public func text(_ start: Int, _ end: Int) -> String {
    let lower = min(max(start, 0), bytes.count)
    let upper = min(max(end, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// UTF-16 code units in a byte range: one per byte below 0x80, one per 2- or 3-byte sequence, two per
  /// 4-byte sequence. Continuation bytes add nothing; invalid bytes count as one unit (U+FFFD).
  private func utf16Count(from start: Int, to end: Int) -> Int {
    var units = 0
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte < 0x80 || (byte >= 0xC0 && byte < 0xF0) || byte > 0xF4 {
        units += 1
      } else if byte >= 0xF0 {
        units += 2
      } else if index == start {
        units += 1  // a stray continuation byte at the start is a replacement character
      }
      index += 1
    }
    return units
  }
}
