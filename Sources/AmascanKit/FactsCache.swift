import AmascanCore
import Foundation
import Synchronization

/// What a scan learnt about one file's content, kept between scans: its facts when it was parsed, else its
/// lexical facts. Facts depend only on the bytes, the grammar (from the extension) and amascan's version, so
/// a file whose content is unchanged is not parsed again; configuration, linking and rules run on every scan,
/// so a changed `amascan.json`, tsconfig or package.json can never be answered from stale findings.
///
/// One file, `facts-v1.bin`, in the cache folder (`.amascan-cache/` by default), written atomically at the
/// end of a scan that learnt something, holding the entries of the files of that scan. A cache written by
/// another amascan version is ignored and replaced; an unreadable one is reported and replaced.
final class FactsCache: Sendable {
  struct Key: Hashable, Sendable {
    var hash: UInt64
    var length: Int
    var dialect: UInt8
  }

  /// A parsed file's facts come with its words, so that a scan can decide from the cache alone whether it
  /// needs the file parsed, without reading it.
  enum Entry: Sendable {
    case facts(FileFacts, LexicalFacts)
    case lexical(LexicalFacts)

    var lexical: LexicalFacts {
      switch self {
      case .facts(_, let lexical), .lexical(let lexical): lexical
      }
    }
  }

  private enum Kind: UInt8 {
    case facts = 1
    case lexical = 2
  }

  static let fileName = "facts-v1.bin"
  /// What a cache must have been written by to be read: this amascan, this encoding of facts (bump the
  /// number whenever `FactsCoding` changes), and this very build (the running executable's size and time), so
  /// that a rebuilt amascan never reads what an older build of the same version wrote.
  static let writer: String = {
    var info = stat()
    let build = stat("/proc/self/exe", &info) == 0 ? " build/\(info.st_size)-\(info.st_mtim.tv_sec)" : ""
    return AmascanVersion.string + " facts/43" + build
  }()
  private static let magic = Array("AMASCAN\u{1}".utf8)

  let directory: String
  /// Why the cache on disk could not be used, when it was there but unreadable.
  let loadProblem: String?
  private let buffer: [UInt8]
  private let stored: [Key: (kind: Kind, payload: Range<Int>, checksum: UInt64)]
  private let state = Mutex(State())

  private struct State {
    var used = Set<Key>()
    var added: [Key: (kind: Kind, payload: [UInt8])] = [:]
  }

  /// Opens the cache in a folder (which need not exist yet).
  init(directory: String) {
    self.directory = directory
    let path = directory + "/" + Self.fileName
    guard let bytes = FileReader.contents(path) else {
      buffer = []
      stored = [:]
      loadProblem = nil
      return
    }
    do {
      stored = try Self.index(bytes)
      loadProblem = nil
    } catch CacheError.otherVersion {
      stored = [:]
      loadProblem = nil
    } catch {
      stored = [:]
      loadProblem = "the cache is unreadable (\(error)); it is rebuilt"
    }
    buffer = bytes
  }

  /// The entry for a content, when a scan stored one, it is intact and it decodes. A parsed file's facts are
  /// decoded only when `needsFacts` says its words call for them: else the entry holds its words alone, as a file
  /// the scan only reads (the facts of a file the plan parses later are looked up then).
  func lookup(_ key: Key, needsFacts: (LexicalFacts) -> Bool = { _ in true }) -> Entry? {
    guard let found = stored[key] else { return nil }
    let payload = buffer[found.payload]
    guard payload.withUnsafeBytes(Self.digest) == found.checksum else { return nil }
    let entry: Entry?
    switch found.kind {
    case .facts:
      // The words' length, then the words, then the facts.
      guard payload.count >= 8, let length = Int(exactly: Self.littleEndian(payload.prefix(8))),
        length <= payload.count - 8,
        let lexical = try? LexicalFacts(decoding: payload.dropFirst(8).prefix(length))
      else { return nil }
      if !needsFacts(lexical) {
        entry = .lexical(lexical)
      } else {
        guard let facts = try? FileFacts(decoding: payload.dropFirst(8 + length)) else { return nil }
        entry = .facts(facts, lexical)
      }
    case .lexical: entry = (try? LexicalFacts(decoding: payload)).map(Entry.lexical)
    }
    if entry != nil { state.withLock { _ = $0.used.insert(key) } }
    return entry
  }

  /// Records what this scan learnt about a content.
  func record(_ key: Key, _ entry: Entry) {
    let encoded: (kind: Kind, payload: [UInt8])
    switch entry {
    case .facts(let facts, let lexical):
      let words = lexical.encoded()
      var payload: [UInt8] = []
      Self.append(UInt64(words.count), to: &payload)
      encoded = (.facts, payload + words + facts.encoded())
    case .lexical(let lexical): encoded = (.lexical, lexical.encoded())
    }
    state.withLock {
      $0.used.insert(key)
      $0.added[key] = encoded
    }
  }

  /// Writes the entries of this scan's files when anything changed; an error message when it cannot. `keepingUnused`
  /// keeps the entries this scan did not use: a scan of part of the project (an editor's buffer) adds to the cache
  /// and never shrinks it.
  func save(keepingUnused keepsUnused: Bool = false) -> String? {
    var (used, added) = state.withLock { ($0.used, $0.added) }
    if keepsUnused { used.formUnion(stored.keys) }
    guard !added.isEmpty || used.count != stored.count else { return nil }
    var out = Self.magic
    // Grown once: the old entries and the new ones, with their headers.
    out.reserveCapacity(
      buffer.count + added.values.reduce(0) { $0 + $1.payload.count } + (used.count + 1) * 40 + Self.writer.utf8.count)
    Self.append(UInt64(Self.writer.utf8.count), to: &out)
    out += Array(Self.writer.utf8)
    Self.append(UInt64(used.count), to: &out)
    // Sorted, so that the same scan writes the same bytes.
    for key in used.sorted(by: { ($0.hash, $0.length, $0.dialect) < ($1.hash, $1.length, $1.dialect) }) {
      let kind: Kind
      let payload: ArraySlice<UInt8>
      let checksum: UInt64
      if let new = added[key] {
        (kind, payload) = (new.kind, new.payload[...])
        checksum = payload.withUnsafeBytes(Self.digest)
      } else if let old = stored[key] {
        // Copied as it was read, with its checksum: an entry damaged on disk stays one that reading rejects.
        (kind, payload, checksum) = (old.kind, buffer[old.payload], old.checksum)
      } else {
        continue
      }
      Self.append(key.hash, to: &out)
      Self.append(UInt64(key.length), to: &out)
      out.append(key.dialect)
      out.append(kind.rawValue)
      Self.append(UInt64(payload.count), to: &out)
      Self.append(checksum, to: &out)
      out += payload
    }
    return FactsCacheDefaults.write(out, named: Self.fileName, in: directory, saying: "cannot write the cache")
  }

  /// A content's key: a 64-bit hash of the bytes as read, their length and the grammar family.
  static func key(_ bytes: [UInt8], dialect: SourceDialect) -> Key {
    Key(hash: bytes.withUnsafeBytes(digest), length: bytes.count, dialect: family(of: dialect))
  }

  /// The grammar family a key records.
  static func family(of dialect: SourceDialect) -> UInt8 {
    switch dialect {
    case .typescript: 1
    case .tsx: 2
    case .javascript: 3
    }
  }

  /// A 64-bit hash of bytes, eight at a time (not cryptographic: it tells contents apart, it does not resist
  /// forgery).
  static func digest(_ raw: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
    var offset = 0
    while offset + 8 <= raw.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 31
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < raw.count {
      tail |= UInt64(raw[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 29)
  }

  enum CacheError: Error, CustomStringConvertible {
    case otherVersion
    case malformed(String)

    var description: String {
      switch self {
      case .otherVersion: return "written by another version"
      case .malformed(let what): return what
      }
    }
  }

  private static func index(_ bytes: [UInt8]) throws -> [Key: (kind: Kind, payload: Range<Int>, checksum: UInt64)] {
    var offset = 0
    func take(_ count: Int) throws -> Range<Int> {
      guard count >= 0, count <= bytes.count - offset else { throw CacheError.malformed("truncated") }
      defer { offset += count }
      return offset..<(offset + count)
    }
    func number() throws -> UInt64 {
      littleEndian(bytes[try take(8)])
    }
    func count() throws -> Int {
      guard let value = Int(exactly: try number()), value <= bytes.count else {
        throw CacheError.malformed("a length past the end")
      }
      return value
    }
    guard bytes.starts(with: magic) else { throw CacheError.malformed("not an amascan cache") }
    offset = magic.count
    let version = bytes[try take(try count())]
    guard version.elementsEqual(writer.utf8) else { throw CacheError.otherVersion }
    var entries: [Key: (kind: Kind, payload: Range<Int>, checksum: UInt64)] = [:]
    for _ in 0..<(try count()) {
      let hash = try number()
      // The source file's length: it may well exceed the cache's own size.
      guard let length = Int(exactly: try number()) else { throw CacheError.malformed("a length out of range") }
      let header = try take(2)
      guard let kind = Kind(rawValue: bytes[header.upperBound - 1]) else { throw CacheError.malformed("bad entry") }
      let size = try count()
      let checksum = try number()
      let payload = try take(size)
      entries[Key(hash: hash, length: length, dialect: bytes[header.lowerBound])] = (kind, payload, checksum)
    }
    guard offset == bytes.count else { throw CacheError.malformed("bytes after the last entry") }
    return entries
  }

  /// The number eight bytes hold, least significant first: what `append` writes.
  static func littleEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reversed().reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
  }

  static func append(_ value: UInt64, to out: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }
}

/// Where the command line keeps the cache unless told otherwise: beside the scan, like `.ruff_cache`.
public enum FactsCacheDefaults {
  public static let folder = ".amascan-cache"

  /// Makes the cache folder when it is missing, with a `.gitignore` so that tools walking the tree (git,
  /// backups) leave it alone. Both caches call it before writing.
  static func prepare(_ directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let ignore = directory + "/.gitignore"
    if !FileManager.default.fileExists(atPath: ignore) {
      try Data("# Created by amascan.\n*\n".utf8).write(to: URL(fileURLWithPath: ignore))
    }
  }

  /// Writes one of the cache's files whole (the folder made when missing), atomically; `failure` and the cause when
  /// it cannot (`cannot write the cache: facts-v1.bin: is a directory`).
  static func write(_ bytes: [UInt8], named name: String, in directory: String, saying failure: String) -> String? {
    do {
      try prepare(directory)
      try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name), options: .atomic)
      return nil
    } catch {
      let cause = SystemError.describe(error)
      let within = directory.hasSuffix("/") ? directory : directory + "/"
      return "\(failure): " + (cause.hasPrefix(within) ? String(cause.dropFirst(within.count)) : cause)
    }
  }
}
