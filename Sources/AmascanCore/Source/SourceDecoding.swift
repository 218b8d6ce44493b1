/// What amascan makes of a file's bytes before parsing: UTF-8 as it is (a byte order mark dropped), UTF-16
/// converted, binary refused. Everything but plain valid UTF-8 is said on stderr, never silently.
public enum SourceDecoding {
  public enum Outcome: Sendable {
    /// Scan these UTF-8 bytes; `note` says what was done to them, when anything was.
    case scan([UInt8], note: String?)
    /// Do not scan; the reason names the cause.
    case skip(String)
  }

  public static func decode(_ bytes: [UInt8]) -> Outcome {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return convertUTF16(bytes)
    }
    // A NUL byte anywhere marks the file binary (JavaScript text never holds one raw). `ByteSearch` is memchr:
    // the whole file costs less than the generic `contains` over its first 8 KB did.
    if bytes.withUnsafeBytes({ ByteSearch.contains($0, "\u{0}") }) {
      return .skip("binary content (NUL bytes), not JavaScript or TypeScript; skipped")
    }
    let bytes = breakingLinesAtLoneCarriageReturns(bytes)
    if !isValidUTF8(bytes) {
      return .scan(bytes, note: "not valid UTF-8; scanned as far as possible, invalid bytes read as U+FFFD")
    }
    return .scan(bytes, note: nil)
  }

  /// A carriage return not followed by a line feed ends a line for JavaScript and for editors, but not for
  /// tree-sitter, which counts line feeds: each becomes a line feed (same length, same meaning: a template
  /// literal reads either as a line feed), so lines and columns are the ones an editor shows.
  static func breakingLinesAtLoneCarriageReturns(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.withUnsafeBytes({ ByteSearch.contains($0, "\r") }) else { return bytes }
    var out = bytes
    for index in out.indices where out[index] == 0x0D && (index + 1 == out.count || out[index + 1] != 0x0A) {
      out[index] = 0x0A
    }
    return out
  }

  private static func convertUTF16(_ bytes: [UInt8]) -> Outcome {
    let littleEndian = bytes[0] == 0xFF
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let pair =
        littleEndian
        ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
      units.append(pair)
      index += 2
    }
    let text = String(decoding: units, as: UTF16.self)
    return .scan(
      breakingLinesAtLoneCarriageReturns(Array(text.utf8)), note: "UTF-16 encoded; scanned after converting to UTF-8")
  }

  /// A strict UTF-8 check (no overlongs, no surrogates, nothing above U+10FFFF), ASCII runs skipped fast.
  public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        // ASCII runs: 32 bytes at a time, then 8.
        let base = UnsafeRawPointer(buffer.baseAddress!)
        if index + 32 <= count {
          let block =
            base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
          if block & 0x8080_8080_8080_8080 == 0 {
            index += 32
            continue
          }
        }
        if index + 8 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return false
        }
        guard index + length <= count else { return false }
        let second = buffer[index + 1]
        guard second >= lower && second <= upper else { return false }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
        index += length
      }
      return true
    }
  }
}
