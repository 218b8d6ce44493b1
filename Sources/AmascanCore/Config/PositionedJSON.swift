/// A JSON value with the position of each value and key, so configuration errors can name line and column.
public struct JSONNode: Sendable {
  public indirect enum Value: Sendable {
    case object([Member])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  public struct Member: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: JSONNode
  }

  public var value: Value
  public var position: SourcePosition

  /// The JSON type's name, for "expected X, found Y" messages.
  public var typeName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

public struct JSONSyntaxError: Error, Sendable {
  public var message: String
  public var position: SourcePosition
}

/// A strict JSON parser (RFC 8259) that keeps positions. Nesting deeper than 256 levels is an error, not a
/// stack overflow.
public struct PositionedJSONParser {
  private let text: SourceText
  private let bytes: [UInt8]
  private var index = 0
  private static let maxDepth = 256

  public init(_ text: SourceText) {
    self.text = text
    self.bytes = text.bytes
  }

  public static func parse(_ text: SourceText) throws(JSONSyntaxError) -> JSONNode {
    var parser = PositionedJSONParser(text)
    parser.skipWhitespace()
    let node = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
    return node
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, position: text.position(byteOffset: index))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    guard depth < Self.maxDepth else { throw error("nesting is deeper than \(Self.maxDepth) levels") }
    guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
    let position = text.position(byteOffset: index)
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [JSONNode.Member] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return JSONNode(value: .object(members), position: position)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file: expected a key") }
        guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
        let keyPosition = text.position(byteOffset: index)
        let key = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
        index += 1
        skipWhitespace()
        let value = try parseValue(depth: depth + 1)
        members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file: expected ',' or '}'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return JSONNode(value: .object(members), position: position)
        }
        throw error("expected ',' or '}'")
      }
    case UInt8(ascii: "["):
      index += 1
      var items: [JSONNode] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return JSONNode(value: .array(items), position: position)
      }
      while true {
        skipWhitespace()
        items.append(try parseValue(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file: expected ',' or ']'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return JSONNode(value: .array(items), position: position)
        }
        throw error("expected ',' or ']'")
      }
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try parseString()), position: position)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONNode(value: .bool(true), position: position)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONNode(value: .bool(false), position: position)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONNode(value: .null, position: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), position: position)
    default:
      throw error("expected a value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("expected a value (object, array, string, number, true, false or null)")
    }
    index += utf8.count
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    while index < bytes.count,
      digits.contains(bytes[index])
        || [
          UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
          UInt8(ascii: "-"),
        ].contains(bytes[index])
    {
      index += 1
    }
    guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      index = start
      throw error("malformed number")
    }
    return number
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string: escape it") }
      if byte == UInt8(ascii: "\\") {
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        switch bytes[index] {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          guard index + 4 < bytes.count,
            let code = UInt32(String(decoding: bytes[index + 1...index + 4], as: UTF8.self), radix: 16)
          else { throw error("malformed \\u escape") }
          index += 4
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          throw error("unknown escape in a string")
        }
        index += 1
        run = index
        continue
      }
      index += 1
    }
    throw error("unterminated string")
  }
}
