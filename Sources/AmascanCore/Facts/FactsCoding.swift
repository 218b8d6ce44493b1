/// The binary form of facts kept in the on-disk cache.
///
/// Unsigned integers and counts are LEB128 varints, signed integers zigzag varints, strings their UTF-8 the
/// first time and a back reference after, arrays a count and their elements, optionals a 0 or 1 byte and the
/// value, enum cases a one-byte tag, positions a line delta from the previous position and a column. Dictionaries
/// and sets are written in sorted key order, so equal facts always give the same bytes. There is no header or
/// version here: the cache file carries amascan's version.
///
/// Decoding trusts nothing: truncated data, an over-long or non-minimal varint, an unknown tag, a count past the
/// end, a repeated key, invalid UTF-8 or values nested deeper than `ByteReader.maxDepth` throw a
/// `FactsCodingError`; no input traps.
public protocol BinaryCodable {
  func encode(to writer: inout ByteWriter)
  init(from reader: inout ByteReader) throws
}

/// Why bytes do not decode as facts; `offset` counts from the start of the decoded bytes.
public enum FactsCodingError: Error, Hashable, Sendable, CustomStringConvertible {
  case truncated(offset: Int)
  case overlongVarint(offset: Int)
  case unknownTag(UInt8, type: String, offset: Int)
  case countTooLarge(UInt64, offset: Int)
  case integerOutOfRange(offset: Int)
  case nestingTooDeep(offset: Int)
  case invalidUTF8(offset: Int)
  case unknownString(offset: Int)
  case duplicateKey(offset: Int)
  case unsortedWords(offset: Int)
  case trailingBytes(count: Int)

  public var description: String {
    switch self {
    case .truncated(let offset): "facts truncated at byte \(offset)"
    case .overlongVarint(let offset): "over-long varint at byte \(offset)"
    case .unknownTag(let tag, let type, let offset): "unknown \(type) tag \(tag) at byte \(offset)"
    case .countTooLarge(let count, let offset): "count \(count) at byte \(offset) runs past the end"
    case .integerOutOfRange(let offset): "integer out of range at byte \(offset)"
    case .nestingTooDeep(let offset): "values nested deeper than \(ByteReader.maxDepth) at byte \(offset)"
    case .invalidUTF8(let offset): "invalid UTF-8 in the string at byte \(offset)"
    case .unknownString(let offset): "reference to a string not yet read at byte \(offset)"
    case .duplicateKey(let offset): "repeated key at byte \(offset)"
    case .unsortedWords(let offset): "lexical words out of order at byte \(offset)"
    case .trailingBytes(let count): "\(count) bytes after the facts"
    }
  }
}

/// Appends values in the binary form to a byte array.
public struct ByteWriter: Sendable {
  public private(set) var bytes: [UInt8] = []
  /// Each new non-empty string written so far, in order, and the number of each.
  private var strings: [String] = []
  private var stringNumbers: [String: Int] = [:]
  /// The line of the last position written: positions are written as line deltas, mostly one byte.
  fileprivate var previousLine = 0

  public init() {}

  /// An unsigned LEB128 varint: seven bits a byte, low bits first.
  public mutating func writeVarint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  /// A signed integer, zigzag-mapped (0, -1, 1, -2, …) so that small negatives stay short.
  public mutating func writeInt(_ value: Int) {
    let wide = Int64(value)
    writeVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  public mutating func writeCount(_ count: Int) {
    writeVarint(UInt64(count))
  }

  public mutating func writeTag(_ tag: UInt8) {
    bytes.append(tag)
  }

  public mutating func writeBool(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  /// A new string as `byteCount << 1` and its UTF-8; one seen before as `number << 1 | 1`, numbering the new
  /// non-empty strings from 0; an empty one as 0. Names, modules and attributes repeat a lot.
  public mutating func writeString(_ value: String) {
    let utf8 = value.utf8
    guard !utf8.isEmpty else { return writeVarint(0) }
    // `String`'s `==` equates canonically equivalent spellings (`é` as one scalar or two): a back reference
    // needs the same bytes.
    if let number = stringNumbers[value], Self.sameBytes(strings[number], value) {
      writeVarint(UInt64(number) << 1 | 1)
    } else {
      stringNumbers[value] = strings.count
      strings.append(value)
      writeVarint(UInt64(utf8.count) << 1)
      bytes.append(contentsOf: utf8)
    }
  }

  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    guard first.utf8.count == second.utf8.count else { return false }
    let fast = first.utf8.withContiguousStorageIfAvailable { first in
      second.utf8.withContiguousStorageIfAvailable { first.elementsEqual($0) }
    }
    return (fast ?? nil) ?? first.utf8.elementsEqual(second.utf8)
  }

  public mutating func write<Value: BinaryCodable>(_ value: Value) {
    value.encode(to: &self)
  }
}

/// Reads values in the binary form, throwing `FactsCodingError` on anything malformed.
public struct ByteReader: Sendable {
  /// How deep `nested` calls may go: `ValueFact` is recursive, and a forged blob must not exhaust the stack.
  public static let maxDepth = 200
  /// The most elements a collection reserves room for before they are read: a forged count can be as large as
  /// the bytes left at every level of nesting, and must not make each level allocate that much.
  fileprivate static let maxReservation = 1024

  public let bytes: ArraySlice<UInt8>
  public private(set) var index: Int
  private var depth = 0
  /// The new non-empty strings read so far, for `writeString`'s back references.
  private var strings: [String] = []
  fileprivate var previousLine = 0

  public init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  public init(_ bytes: [UInt8]) {
    self.init(bytes[...])
  }

  /// Bytes read so far.
  public var offset: Int { index - bytes.startIndex }
  public var remaining: Int { bytes.endIndex - index }
  public var isAtEnd: Bool { index == bytes.endIndex }

  /// Throws unless every byte was read.
  public func finish() throws {
    guard isAtEnd else { throw FactsCodingError.trailingBytes(count: remaining) }
  }

  public mutating func readByte() throws -> UInt8 {
    guard index < bytes.endIndex else { throw FactsCodingError.truncated(offset: offset) }
    defer { index += 1 }
    return bytes[index]
  }

  /// An unsigned LEB128 varint of at most ten bytes, with no superfluous zero groups.
  public mutating func readVarint() throws -> UInt64 {
    // Most varints are one byte.
    if index < bytes.endIndex, bytes[index] < 0x80 {
      defer { index += 1 }
      return UInt64(bytes[index])
    }
    let start = offset
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try readByte()
      // The tenth byte holds bit 63 only; a zero last group after the first is a longer form of a shorter varint.
      guard shift < 63 || byte <= 1, byte != 0 || shift == 0 else {
        throw FactsCodingError.overlongVarint(offset: start)
      }
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return result }
      shift += 7
    }
  }

  public mutating func readInt() throws -> Int {
    let start = offset
    let zigzag = try readVarint()
    let wide = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    guard let value = Int(exactly: wide) else { throw FactsCodingError.integerOutOfRange(offset: start) }
    return value
  }

  /// A count of things of at least one byte each, so no more than the bytes left.
  public mutating func readCount() throws -> Int {
    let start = offset
    let count = try readVarint()
    guard count <= UInt64(remaining) else {
      throw FactsCodingError.countTooLarge(count, offset: start)
    }
    return Int(count)
  }

  public mutating func readTag() throws -> UInt8 {
    try readByte()
  }

  public mutating func readBool() throws -> Bool {
    let byte = try readByte()
    guard byte <= 1 else { throw FactsCodingError.unknownTag(byte, type: "Bool", offset: offset - 1) }
    return byte == 1
  }

  public mutating func readString() throws -> String {
    let start = offset
    let header = try readVarint()
    if header & 1 == 1 {
      guard header >> 1 < UInt64(strings.count) else { throw FactsCodingError.unknownString(offset: start) }
      return strings[Int(header >> 1)]
    }
    guard header >> 1 <= UInt64(remaining) else { throw FactsCodingError.countTooLarge(header >> 1, offset: start) }
    guard header != 0 else { return "" }
    let utf8 = bytes[index..<(index + Int(header >> 1))]
    index += utf8.count
    let string = String(decoding: utf8, as: UTF8.self)
    // Decoding replaces invalid sequences with U+FFFD; any replacement changes the bytes.
    guard utf8.allSatisfy({ $0 < 0x80 }) || string.utf8.elementsEqual(utf8) else {
      throw FactsCodingError.invalidUTF8(offset: start)
    }
    strings.append(string)
    return string
  }

  public mutating func read<Value: BinaryCodable>(_: Value.Type = Value.self) throws -> Value {
    try Value(from: &self)
  }

  /// Runs `body` one level deeper, throwing past `maxDepth`.
  public mutating func nested<Value>(_ body: (inout ByteReader) throws -> Value) throws -> Value {
    guard depth < Self.maxDepth else { throw FactsCodingError.nestingTooDeep(offset: offset) }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  fileprivate func unknownTag(_ tag: UInt8, of type: Any.Type) -> FactsCodingError {
    .unknownTag(tag, type: String(describing: type), offset: offset - 1)
  }
}

// MARK: - Standard types

extension Int: BinaryCodable {
  public func encode(to writer: inout ByteWriter) { writer.writeInt(self) }
  public init(from reader: inout ByteReader) throws { self = try reader.readInt() }
}

extension Bool: BinaryCodable {
  public func encode(to writer: inout ByteWriter) { writer.writeBool(self) }
  public init(from reader: inout ByteReader) throws { self = try reader.readBool() }
}

extension String: BinaryCodable {
  public func encode(to writer: inout ByteWriter) { writer.writeString(self) }
  public init(from reader: inout ByteReader) throws { self = try reader.readString() }
}

extension Array: BinaryCodable where Element: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeCount(count)
    for element in self { element.encode(to: &writer) }
  }

  public init(from reader: inout ByteReader) throws {
    let count = try reader.readCount()
    self.init()
    reserveCapacity(Swift.min(count, ByteReader.maxReservation))
    for _ in 0..<count { append(try Element(from: &reader)) }
  }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    switch self {
    case .none: writer.writeBool(false)
    case .some(let wrapped):
      writer.writeBool(true)
      wrapped.encode(to: &writer)
    }
  }

  public init(from reader: inout ByteReader) throws {
    self = try reader.readBool() ? try Wrapped(from: &reader) : nil
  }
}

/// Entries in ascending key order, so the bytes do not depend on the dictionary's hash seed.
extension Dictionary: BinaryCodable where Key == String, Value: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeCount(count)
    for (key, value) in sorted(by: { $0.key < $1.key }) {
      writer.writeString(key)
      value.encode(to: &writer)
    }
  }

  public init(from reader: inout ByteReader) throws {
    let count = try reader.readCount()
    self.init(minimumCapacity: Swift.min(count, ByteReader.maxReservation))
    for _ in 0..<count {
      let start = reader.offset
      let key = try reader.readString()
      // `updateValue`, not a subscript: assigning a nil `Value` through the subscript would remove the key.
      guard updateValue(try Value(from: &reader), forKey: key) == nil else {
        throw FactsCodingError.duplicateKey(offset: start)
      }
    }
  }
}

/// Elements in ascending order, so the bytes do not depend on the set's hash seed.
extension Set: BinaryCodable where Element == String {
  public func encode(to writer: inout ByteWriter) {
    writer.writeCount(count)
    for element in sorted() { writer.writeString(element) }
  }

  public init(from reader: inout ByteReader) throws {
    let count = try reader.readCount()
    self.init(minimumCapacity: Swift.min(count, ByteReader.maxReservation))
    for _ in 0..<count {
      let start = reader.offset
      guard insert(try reader.readString()).inserted else { throw FactsCodingError.duplicateKey(offset: start) }
    }
  }
}

// MARK: - Positions

/// The line as a delta from the previous position's: facts list positions in source order, so it is small.
extension SourcePosition: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeInt(line &- writer.previousLine)
    writer.writeInt(column)
    writer.previousLine = line
  }

  public init(from reader: inout ByteReader) throws {
    self.init(line: reader.previousLine &+ (try reader.readInt()), column: try reader.readInt())
    reader.previousLine = line
  }
}

extension SourceRange: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    start.encode(to: &writer)
    end.encode(to: &writer)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(start: try reader.read(), end: try reader.read())
  }
}

// MARK: - Facts

extension FileFacts: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(imports)
    writer.write(aliases)
    writer.write(objectLiterals)
    writer.write(elements)
    writer.write(nativeIDs)
    writer.writeBool(hasDynamicNativeID)
    writer.write(functions)
    writer.write(renderCalls)
    writer.write(scopes)
    writer.write(exports)
    writer.write(suppressions)
    writer.writeInt(syntaxErrorCount)
    writer.write(firstSyntaxError)
    writer.write(namingWords.sorted())
  }

  public init(from reader: inout ByteReader) throws {
    self.init()
    imports = try reader.read()
    aliases = try reader.read()
    objectLiterals = try reader.read()
    elements = try reader.read()
    nativeIDs = try reader.read()
    hasDynamicNativeID = try reader.readBool()
    functions = try reader.read()
    renderCalls = try reader.read()
    scopes = try reader.read()
    exports = try reader.read()
    suppressions = try reader.read()
    syntaxErrorCount = try reader.readInt()
    firstSyntaxError = try reader.read()
    namingWords = Set(try reader.read() as [String])
  }

  public func encoded() -> [UInt8] { encodedBytes(self) }

  /// Facts from `encoded()` bytes; throws on anything else, including bytes left over.
  public init(decoding bytes: [UInt8]) throws { self = try decodeAll(bytes[...]) }
  public init(decoding bytes: ArraySlice<UInt8>) throws { self = try decodeAll(bytes) }
}

extension ImportFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeString(localName)
    writer.writeString(module)
    switch imported {
    case .named(let name):
      writer.writeTag(0)
      writer.writeString(name)
    case .defaultExport: writer.writeTag(1)
    case .namespace: writer.writeTag(2)
    }
  }

  public init(from reader: inout ByteReader) throws {
    let localName = try reader.readString()
    let module = try reader.readString()
    let imported: Imported
    switch try reader.readTag() {
    case 0: imported = .named(try reader.readString())
    case 1: imported = .defaultExport
    case 2: imported = .namespace
    case let tag: throw reader.unknownTag(tag, of: Imported.self)
    }
    self.init(localName: localName, module: module, imported: imported)
  }
}

extension AliasFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeString(localName)
    switch target {
    case .reference(let path):
      writer.writeTag(0)
      writer.write(path)
    case .styledNative(let name):
      writer.writeTag(1)
      writer.writeString(name)
    case .unknown:
      writer.writeTag(2)
    case .either(let first, let second):
      writer.writeTag(3)
      writer.write(first)
      writer.write(second)
    }
  }

  public init(from reader: inout ByteReader) throws {
    let localName = try reader.readString()
    let target: Target
    switch try reader.readTag() {
    case 0: target = .reference(try reader.read())
    case 1: target = .styledNative(try reader.readString())
    case 2: target = .unknown
    case 3: target = .either(try reader.read(), try reader.read())
    case let tag: throw reader.unknownTag(tag, of: Target.self)
    }
    self.init(localName: localName, target: target)
  }
}

extension ElementFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(tag)
    writer.write(attributes)
    range.encode(to: &writer)
    writer.write(parent)
    writer.write(staticText)
    writer.write(childExpressions)
    writer.write(scope)
    writer.writeBool(isConditional)
    writer.write(guards)
    writer.writeBool(isInCallback)
    writer.write(function)
    writer.write(heldBy)
    writer.writeBool(hasTextChild)
    writer.writeVarint(valueChildren)
    writer.write(textEnd)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      tag: try reader.read(), attributes: try reader.read(), range: try reader.read(), parent: try reader.read(),
      staticText: try reader.read())
    childExpressions = try reader.read()
    scope = try reader.read()
    isConditional = try reader.readBool()
    guards = try reader.read()
    isInCallback = try reader.readBool()
    function = try reader.read()
    heldBy = try reader.read()
    hasTextChild = try reader.readBool()
    valueChildren = try reader.readVarint()
    textEnd = try reader.read()
  }
}

extension AttributeFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(name)
    value.encode(to: &writer)
    range.encode(to: &writer)
    valueRange.encode(to: &writer)
    writer.writeString(valueSource)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      name: try reader.read(), value: try reader.read(), range: try reader.read(), valueRange: try reader.read(),
      valueSource: try reader.readString())
  }
}

extension PropertyFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(key)
    value.encode(to: &writer)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(key: try reader.read(), value: try reader.read())
  }
}

extension ValueFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    switch self {
    case .string(let text):
      writer.writeTag(0)
      writer.writeString(text)
    case .partialString(let prefix, let suffix):
      writer.writeTag(1)
      writer.writeString(prefix)
      writer.writeString(suffix)
    case .boolean(let value):
      writer.writeTag(2)
      writer.writeBool(value)
    case .number(let text):
      writer.writeTag(3)
      writer.writeString(text)
    case .null: writer.writeTag(4)
    case .undefined: writer.writeTag(5)
    case .identifier(let name):
      writer.writeTag(6)
      writer.writeString(name)
    case .member(let path):
      writer.writeTag(7)
      writer.write(path)
    case .call(let callee, let arguments):
      writer.writeTag(8)
      writer.write(callee)
      writer.write(arguments)
    case .conditional(let first, let second):
      writer.writeTag(9)
      first.encode(to: &writer)
      second.encode(to: &writer)
    case .logical(let operation, let left, let right):
      writer.writeTag(10)
      writer.writeString(operation)
      left.encode(to: &writer)
      right.encode(to: &writer)
    case .element: writer.writeTag(11)
    case .object(let properties):
      writer.writeTag(12)
      writer.write(properties)
    case .array(let elements):
      writer.writeTag(13)
      writer.write(elements)
    case .function(let key):
      writer.writeTag(14)
      writer.writeInt(key)
    case .spread(let inner):
      writer.writeTag(15)
      inner.encode(to: &writer)
    case .unknown: writer.writeTag(16)
    }
  }

  public init(from reader: inout ByteReader) throws {
    self = try reader.nested(Self.decodeCase)
  }

  private static func decodeCase(_ reader: inout ByteReader) throws -> ValueFact {
    switch try reader.readTag() {
    case 0: .string(try reader.readString())
    case 1: .partialString(prefix: try reader.readString(), suffix: try reader.readString())
    case 2: .boolean(try reader.readBool())
    case 3: .number(try reader.readString())
    case 4: .null
    case 5: .undefined
    case 6: .identifier(try reader.readString())
    case 7: .member(try reader.read())
    case 8: .call(callee: try reader.read(), arguments: try reader.read())
    case 9: .conditional(try reader.read(), try reader.read())
    case 10: .logical(try reader.readString(), try reader.read(), try reader.read())
    case 11: .element
    case 12: .object(try reader.read())
    case 13: .array(try reader.read())
    case 14: .function(try reader.readInt())
    case 15: .spread(try reader.read())
    case 16: .unknown
    case let tag: throw reader.unknownTag(tag, of: ValueFact.self)
    }
  }
}

extension ScopeFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(name)
    start.encode(to: &writer)
    writer.write(props)
    writer.writeBool(isClass)
    writer.write(derived)
    writer.write(values)
    writer.write(setters)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(name: try reader.read(), start: try reader.read())
    props = try reader.read()
    isClass = try reader.readBool()
    derived = try reader.read()
    values = try reader.read()
    setters = try reader.read()
  }
}

extension PropsPattern: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(name)
    writer.write(keys)
    writer.write(rest)
    writer.write(defaults)
    writer.write(otherLocals)
    writer.write(localDefaults)
    writer.write(nameLacks)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(name: try reader.read())
    keys = try reader.read()
    rest = try reader.read()
    defaults = try reader.read()
    otherLocals = try reader.read()
    localDefaults = try reader.read()
    nameLacks = try reader.read()
  }
}

extension ExportFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeString(exported)
    writer.write(local)
    writer.write(module)
    writer.write(imported)
    writer.writeBool(star)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      exported: try reader.readString(), local: try reader.read(), module: try reader.read(),
      imported: try reader.read(), star: try reader.readBool())
  }
}

extension FocusTarget: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    switch self {
    case .ref(let path):
      writer.writeTag(0)
      writer.write(path)
    case .field(let name):
      writer.writeTag(1)
      writer.writeString(name)
    }
  }

  public init(from reader: inout ByteReader) throws {
    switch try reader.readTag() {
    case 0: self = .ref(try reader.read())
    case 1: self = .field(try reader.readString())
    case let tag: throw reader.unknownTag(tag, of: FocusTarget.self)
    }
  }
}

extension FunctionFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeInt(key)
    writer.write(name)
    writer.write(scope)
    start.encode(to: &writer)
    writer.writeBool(isEmpty)
    writer.write(focusTargets)
    writer.write(calls)
    writer.write(announcements)
    writer.write(refAssignments)
    writer.write(parameterNames)
    writer.write(certainFocusTargets)
    writer.write(certainCalls)
    writer.write(parent)
    writer.write(values)
    writer.write(derived)
    writer.write(blockBindings)
    writer.write(selections)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      key: try reader.readInt(), name: try reader.read(), scope: try reader.read(), start: try reader.read(),
      isEmpty: try reader.readBool())
    focusTargets = try reader.read()
    calls = try reader.read()
    announcements = try reader.read()
    refAssignments = try reader.read()
    parameterNames = try reader.read()
    certainFocusTargets = try reader.read()
    certainCalls = try reader.read()
    parent = try reader.read()
    values = try reader.read()
    derived = try reader.read()
    blockBindings = try reader.read()
    selections = try reader.read()
  }
}

extension LocalDefault: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeString(local)
    writer.writeInt(function)
    writer.write(value)
    writer.write(block)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      local: try reader.readString(), function: try reader.readInt(), value: try reader.read(),
      block: try reader.read())
  }
}

extension BlockBinding: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeString(name)
    range.encode(to: &writer)
    writer.write(value)
    writer.write(derived)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      name: try reader.readString(), range: try reader.read(), value: try reader.read(), derived: try reader.read())
  }
}

extension RenderCallFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.write(callee)
    writer.writeInt(element)
    position.encode(to: &writer)
    writer.writeBool(isConditional)
  }

  public init(from reader: inout ByteReader) throws {
    self.init(
      callee: try reader.read(), element: try reader.readInt(), position: try reader.read(),
      isConditional: try reader.readBool())
  }
}

extension SuppressionFact: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    switch scope {
    case .nextLine: writer.writeTag(0)
    case .file: writer.writeTag(1)
    case .line: writer.writeTag(2)
    case .blockStart: writer.writeTag(3)
    case .blockEnd: writer.writeTag(4)
    }
    writer.write(codes)
    writer.write(reason)
    position.encode(to: &writer)
    writer.writeInt(endLine)
  }

  public init(from reader: inout ByteReader) throws {
    let scope: Scope
    switch try reader.readTag() {
    case 0: scope = .nextLine
    case 1: scope = .file
    case 2: scope = .line
    case 3: scope = .blockStart
    case 4: scope = .blockEnd
    case let tag: throw reader.unknownTag(tag, of: Scope.self)
    }
    self.init(
      scope: scope, codes: try reader.read(), reason: try reader.read(), position: try reader.read(),
      endLine: try reader.readInt())
  }
}

// MARK: - Lexical facts

/// Words are written sorted, each as a varint delta from the one before, which decoding checks is positive: no
/// word comes back twice.
extension LexicalFacts: BinaryCodable {
  public func encode(to writer: inout ByteWriter) {
    writer.writeCount(words.count)
    var previous: UInt32 = 0
    for word in words.sorted() {
      writer.writeVarint(UInt64(word &- previous))
      previous = word
    }
    writer.write(modules)
    writer.write(defaultModules)
    writer.write(namedModules)
    writer.writeBool(accessibleOnOthersOnly)
    writer.writeBool(opensOnPress)
    writer.writeBool(namesControl)
    writer.writeBool(drawsAsterisk)
  }

  public init(from reader: inout ByteReader) throws {
    let count = try reader.readCount()
    var words: [UInt32] = []
    words.reserveCapacity(count)
    var previous: UInt32 = 0
    for position in 0..<count {
      let start = reader.offset
      guard let delta = UInt32(exactly: try reader.readVarint()) else {
        throw FactsCodingError.integerOutOfRange(offset: start)
      }
      let (word, overflow) = previous.addingReportingOverflow(delta)
      guard !overflow, delta > 0 || position == 0 else { throw FactsCodingError.unsortedWords(offset: start) }
      words.append(word)
      previous = word
    }
    self.init(
      words: words, modules: try reader.read(), defaultModules: try reader.read(), namedModules: try reader.read(),
      accessibleOnOthersOnly: try reader.readBool(), opensOnPress: try reader.readBool(),
      namesControl: try reader.readBool(), drawsAsterisk: try reader.readBool())
  }

  public func encoded() -> [UInt8] { encodedBytes(self) }

  /// Lexical facts from `encoded()` bytes; throws on anything else, including bytes left over.
  public init(decoding bytes: [UInt8]) throws { self = try decodeAll(bytes[...]) }
  public init(decoding bytes: ArraySlice<UInt8>) throws { self = try decodeAll(bytes) }
}

private func encodedBytes(_ value: some BinaryCodable) -> [UInt8] {
  var writer = ByteWriter()
  value.encode(to: &writer)
  return writer.bytes
}

private func decodeAll<Value: BinaryCodable>(_ bytes: ArraySlice<UInt8>) throws -> Value {
  var reader = ByteReader(bytes)
  let value = try Value(from: &reader)
  try reader.finish()
  return value
}
