import AmascanCore
import Foundation

/// Each file's content key with the file's stamp when it was read (`stamps-v1.bin`, beside the facts cache), so
/// that the check whether anything changed since the last scan (`ResultCache`) stats the files it hashed before
/// instead of reading them again, as git's index does. A stamp is kept only for a file whose times were older
/// than the scan by `margin` seconds when it was read (`FileStamp.isSettled`): a write after that gives the file
/// a later change time, so a stamp that still matches stands for the same bytes. Anything else (no stamp, another
/// device, inode, size or time, a file that could not be read) is read and hashed.
struct ContentStamps: Sendable {
  static let fileName = "stamps-v1.bin"
  /// How long a file must have stood unchanged before its stamp is kept: well over the granularity of the times
  /// of any file system (FAT's are two seconds).
  static let margin: Int64 = 3

  typealias Entry = (stamp: FileStamp, key: FactsCache.Key)

  let directory: String
  private let stored: [String: Entry]

  /// The stamps a scan kept in `directory`. None when there are none, or they were written by another build
  /// (whose keys may hash differently) or cannot be read: the files are then read, and the stamps rewritten.
  init(directory: String) {
    self.directory = directory
    stored = FileReader.contents(directory + "/" + Self.fileName).flatMap { try? Self.decode($0) } ?? [:]
  }

  /// The content key `path` had when its stamp was taken, if the file still has that stamp and is read with the
  /// same grammar.
  func key(of path: String, stamp: FileStamp, dialect: SourceDialect) -> FactsCache.Key? {
    guard let found = stored[path], found.stamp == stamp, found.key.dialect == FactsCache.family(dialect) else {
      return nil
    }
    return found.key
  }

  /// Whether `entries` are exactly what is stored.
  func holds(_ entries: [String: Entry]) -> Bool {
    entries.count == stored.count
      && entries.allSatisfy { path, entry in
        stored[path].map { $0.stamp == entry.stamp && $0.key == entry.key } ?? false
      }
  }

  /// Writes the stamps of a scan's files in place of those stored; an error message when it cannot.
  static func save(_ entries: [String: Entry], directory: String) -> String? {
    var writer = ByteWriter()
    writer.writeString(FactsCache.writer)
    writer.writeCount(entries.count)
    // Sorted, so that the same scan writes the same bytes.
    for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
      writer.writeString(path)
      let stamp = entry.stamp
      writer.writeVarint(stamp.device)
      writer.writeVarint(stamp.inode)
      for value in [stamp.size, stamp.modified, stamp.modifiedNanoseconds, stamp.changed, stamp.changedNanoseconds] {
        writer.writeInt(Int(value))
      }
      writer.writeVarint(entry.key.hash)
      writer.writeInt(entry.key.length)
      writer.writeTag(entry.key.dialect)
    }
    do {
      try FactsCacheDefaults.prepare(directory)
      try Data(writer.bytes).write(to: URL(fileURLWithPath: directory + "/" + fileName), options: .atomic)
      return nil
    } catch {
      return "cannot write the cache: \(error.localizedDescription)"
    }
  }

  private static func decode(_ bytes: [UInt8]) throws -> [String: Entry] {
    var reader = ByteReader(bytes)
    guard try reader.readString() == FactsCache.writer else { return [:] }
    var entries: [String: Entry] = [:]
    for _ in 0..<(try reader.readCount()) {
      let path = try reader.readString()
      let device = try reader.readVarint()
      let inode = try reader.readVarint()
      var values: [Int64] = []
      for _ in 0..<5 { values.append(Int64(try reader.readInt())) }
      let stamp = FileStamp(
        device: device, inode: inode, size: values[0], modified: values[1], modifiedNanoseconds: values[2],
        changed: values[3], changedNanoseconds: values[4])
      let key = FactsCache.Key(
        hash: try reader.readVarint(), length: try reader.readInt(), dialect: try reader.readTag())
      entries[path] = (stamp, key)
    }
    try reader.finish()
    return entries
  }
}
