#if canImport(Glibc)
  import Glibc
#endif

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
  /// For lines longer than `checkpointStride` bytes: the UTF-16 units before each multiple of the stride
  /// from the line's start, so a column on a 20 MB minified line costs at most one stride, not the line.
  private let checkpoints: [Int: [Int]]
  static let checkpointStride = 4096

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
    var checkpoints: [Int: [Int]] = [:]
    let stride = Self.checkpointStride
    for row in starts.indices {
      let start = starts[row]
      let end = row + 1 < starts.count ? starts[row + 1] : self.bytes.count
      guard end - start > stride else { continue }
      var marks = [0]
      var units = 0
      var block = start
      while block + stride < end {
        units += Self.utf16Count(self.bytes, from: block, to: block + stride, lineStart: start)
        marks.append(units)
        block += stride
      }
      checkpoints[row] = marks
    }
    self.checkpoints = checkpoints
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
    var from = start
    var units = 0
    if let marks = checkpoints[row] {
      let block = min((offset - start) / Self.checkpointStride, marks.count - 1)
      from = start + block * Self.checkpointStride
      units = marks[block]
    }
    return SourcePosition(
      line: row + 1, column: units + Self.utf16Count(bytes, from: from, to: offset, lineStart: start) + 1)
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
  public func lineText(_ line: Int, limit: Int = Int.max) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end - start > limit { end = start + limit }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// A byte range cut to the text's bounds (empty when it lies outside or is reversed).
  private func clamped(_ start: Int, _ end: Int) -> Range<Int> {
    let lower = min(max(start, 0), bytes.count)
    return lower..<min(max(end, lower), bytes.count)
  }

  /// Whether `needle` occurs in the bytes `start..<end`, without making a string of them.
  public func contains(_ needle: String, in start: Int, _ end: Int) -> Bool {
    bytes[clamped(start, end)].withUnsafeBytes { ByteSearch.contains($0, needle) }
  }

  /// Decodes a byte range as UTF-8, repairing invalid sequences.
  public func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[clamped(start, end)], as: UTF8.self)
  }

  /// A byte range decoded as `text` does, with each run of spaces, tabs and line breaks folded to one space and
  /// none at either end.
  public func folded(_ start: Int, _ end: Int) -> String {
    let range = clamped(start, end)
    return bytes.withUnsafeBufferPointer { buffer in
      var result: [UInt8] = []
      result.reserveCapacity(range.count)
      var gap = false
      for index in range {
        let byte = buffer[index]
        if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
          gap = !result.isEmpty
          continue
        }
        if gap {
          result.append(0x20)
          gap = false
        }
        result.append(byte)
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// UTF-16 code units in a byte range: one per byte below 0x80, one per 2- or 3-byte sequence, two per
  /// 4-byte sequence. Continuation bytes add nothing; invalid bytes count as one unit (U+FFFD).
  private static func utf16Count(_ bytes: [UInt8], from start: Int, to end: Int, lineStart: Int) -> Int {
    var units = 0
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte < 0x80 || (byte >= 0xC0 && byte < 0xF0) || byte > 0xF4 {
        units += 1
      } else if byte >= 0xF0 {
        units += 2
      } else if index == lineStart {
        units += 1  // a stray continuation byte at the start of a line is a replacement character
      }
      index += 1
    }
    return units
  }
}

/// Substring search byte for byte (`memchr` for the first byte, then `memcmp`). Foundation's
/// `String.contains(_:)` goes through NSString, which on Linux costs microseconds a call: too much for something
/// asked of every element or comment.
public enum ByteSearch {
  public static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { wanted in
      guard !wanted.isEmpty else { return true }
      guard let base = haystack.baseAddress, haystack.count >= wanted.count else { return false }
      let first = Int32(wanted[0])
      var offset = 0
      let last = haystack.count - wanted.count
      while offset <= last {
        guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
        let at = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(base + at, wanted.baseAddress!, wanted.count) == 0 { return true }
        offset = at + 1
      }
      return false
    }
  }
}

extension String {
  /// Whether `needle` occurs in the string, compared as UTF-8 bytes (see `ByteSearch`).
  public func includes(_ needle: String) -> Bool {
    var text = self
    return text.withUTF8 { ByteSearch.contains(UnsafeRawBufferPointer($0), needle) }
  }
}
