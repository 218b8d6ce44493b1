#if canImport(Glibc)
  import Glibc
#endif

/// Paths as the system gives them, bytes that need not be UTF-8, held in Swift strings. A byte that is not part
/// of valid UTF-8 is kept as the private-use scalar U+10FF00 plus the byte (U+10FF80 to U+10FFFF), so the string
/// maps back to the very bytes the system named the file with; shown to people, each is U+FFFD. (A name that
/// really holds one of those 128 private-use characters would be misread; none is known to.)
public enum SystemPath {
  private static let escapeBase: UInt32 = 0x10_FF00

  /// The string of a path's bytes.
  public static func decode(_ bytes: some Collection<UInt8>) -> String {
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var scalars = String.UnicodeScalarView()
    let bytes = Array(bytes)
    var index = 0
    while index < bytes.count {
      if let (scalar, length) = scalar(in: bytes, at: index) {
        scalars.append(scalar)
        index += length
      } else {
        scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
        index += 1
      }
    }
    return String(scalars)
  }

  /// The string of a C string the system returned (a directory entry, `realpath`, `getcwd`).
  public static func decode(cString: UnsafePointer<CChar>) -> String {
    decode(
      UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString)))
  }

  /// Calls `body` with the path as the system knows it, a NUL-terminated C string.
  public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
    -> Result
  {
    guard hasEscapes(path) else { return try path.withCString(body) }
    var bytes: [CChar] = []
    for scalar in path.unicodeScalars {
      if let byte = escapedByte(scalar) {
        bytes.append(CChar(bitPattern: byte))
      } else {
        bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
      }
    }
    bytes.append(0)
    return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The path as people read it: each byte that was not UTF-8 shown as U+FFFD.
  public static func displayed(_ path: String) -> String {
    guard hasEscapes(path) else { return path }
    return String(String.UnicodeScalarView(path.unicodeScalars.map { escapedByte($0) == nil ? $0 : "\u{FFFD}" }))
  }

  /// The program's arguments, decoded as paths are: a file name given in any bytes names that file.
  public static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in CommandLine.unsafeArgv[index].map { decode(cString: $0) } }
  }

  /// The working directory, as `getcwd` gives it; nil when it cannot be told.
  public static func currentDirectory() -> String? {
    guard let raw = getcwd(nil, 0) else { return nil }
    defer { free(raw) }
    return decode(cString: raw)
  }

  private static func hasEscapes(_ path: String) -> Bool {
    // An escape is four bytes starting F4 8F: a plain scan for 0xF4 rules nearly every path out.
    path.utf8.contains(0xF4) && path.unicodeScalars.contains { escapedByte($0) != nil }
  }

  private static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF ? UInt8(scalar.value - escapeBase) : nil
  }

  /// The scalar a valid UTF-8 sequence at `index` encodes, with its length; nil when the bytes there are not one.
  private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return nil
    }
    guard index + length <= bytes.count,
      let decoded = String(validating: bytes[index..<index + length], as: UTF8.self),
      let scalar = decoded.unicodeScalars.first
    else { return nil }
    return (scalar, length)
  }
}
