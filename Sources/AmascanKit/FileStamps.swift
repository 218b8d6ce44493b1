import AmascanCore
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The content key each file had when a scan last read it, by the file's stamp (`FileReader.Stamp`): a file whose
/// stamp has not changed is known without being read, as git's index knows a clean file. Reading is what a scan
/// with a warm cache spends its time on once the system has dropped the files from memory, which it does within a
/// minute of their last read on a busy machine; a `stat` costs a small fraction of a read then.
///
/// A stamp is trusted only when the file's content and inode changed more than a second before the scan that
/// recorded it started (`isSettled`): a file written again within the same tick of the file system's clock as
/// the write before it keeps its modification time, so a stamp that recent may hide a change, and the file is
/// read again. Kept in the cache folder beside the facts (`stamps-v1.bin`).
final class FileStamps: Sendable {
  static let fileName = "stamps-v1.bin"
  private static let magic = Array("AMASCAN\u{2}".utf8)

  private struct Inode: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  private struct Remembered {
    var stamp: FileReader.Stamp
    var key: FactsCache.Key
  }

  let directory: String
  private let keepsUnused: Bool
  /// When this scan started, in nanoseconds since 1970, before it read any file: what the stamps it records
  /// are judged against when they are next read.
  private let started: Int64
  private let stored: [Inode: Remembered]
  private let state = Mutex(State())

  private struct State {
    var kept: [Inode: Remembered] = [:]
    /// The stamp and key each path was last known by in this scan.
    var byPath: [String: Remembered] = [:]
    /// A stamp recorded that the stored ones did not already hold as trusted.
    var changed = false
  }

  /// Opens the stamps in a cache folder (which need not exist yet); an unreadable or foreign file holds none.
  /// `keepsUnused` keeps, when saved, the stamps this scan did not use, as `FactsCache` does.
  /// `started` stands for the clock, for tests.
  init(directory: String, keepsUnused: Bool = false, started: Int64? = nil) {
    self.directory = directory
    self.keepsUnused = keepsUnused
    self.started = started ?? Self.now()
    stored = FileReader.contents(directory + "/" + Self.fileName).flatMap(Self.decode) ?? [:]
  }

  /// The key of the file at `path` as last read, when its stamp says it has not changed since, the stamp is
  /// settled, the key is of the same grammar family and the file is within the size limit; else nil, and the
  /// file must be read.
  func key(of path: String, dialect: SourceDialect, limit: Int) -> FactsCache.Key? {
    guard !stored.isEmpty, let stamp = FileReader.Stamp.of(path) else { return nil }
    let inode = Inode(device: stamp.device, inode: stamp.inode)
    guard let found = stored[inode], found.stamp == stamp, found.key.dialect == FactsCache.family(of: dialect),
      stamp.size <= limit
    else { return nil }
    state.withLock {
      $0.kept[inode] = found
      $0.byPath[path] = found
    }
    return found.key
  }

  /// Records the key of a file just read, with the stamp it had when opened.
  func record(_ stamp: FileReader.Stamp, key: FactsCache.Key, path: String? = nil) {
    let inode = Inode(device: stamp.device, inode: stamp.inode)
    let remembered = Remembered(stamp: stamp, key: key)
    state.withLock {
      $0.kept[inode] = remembered
      if let path { $0.byPath[path] = remembered }
      if let old = stored[inode], old.stamp == stamp, old.key == key { return }
      $0.changed = true
    }
  }

  /// The stamp a file had when this scan last knew its content by `key` (from a stamp or by reading it); nil when
  /// it knew the file by another key or not at all.
  func stamp(of path: String, key: FactsCache.Key) -> FileReader.Stamp? {
    state.withLock { $0.byPath[path] }.flatMap { $0.key == key ? $0.stamp : nil }
  }

  /// Writes the stamps of this scan's files when any changed; an error message when it cannot.
  func save() -> String? {
    var (kept, changed) = state.withLock { ($0.kept, $0.changed) }
    if keepsUnused {
      for (inode, remembered) in stored where kept[inode] == nil { kept[inode] = remembered }
    }
    guard changed || kept.count != stored.count else { return nil }
    var out = Self.magic
    out.reserveCapacity(out.count + 32 + FactsCache.writer.utf8.count + kept.count * 73)
    FactsCache.append(UInt64(FactsCache.writer.utf8.count), to: &out)
    out += Array(FactsCache.writer.utf8)
    FactsCache.append(UInt64(bitPattern: started), to: &out)
    FactsCache.append(UInt64(kept.count), to: &out)
    // Sorted, so that the same scan writes the same bytes.
    for (inode, remembered) in kept.sorted(by: { ($0.key.device, $0.key.inode) < ($1.key.device, $1.key.inode) }) {
      let stamp = remembered.stamp
      for number in [
        inode.device, inode.inode, UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified),
        UInt64(bitPattern: stamp.modifiedNanoseconds), UInt64(bitPattern: stamp.changed),
        UInt64(bitPattern: stamp.changedNanoseconds), remembered.key.hash,
        UInt64(bitPattern: Int64(remembered.key.length)),
      ] {
        FactsCache.append(number, to: &out)
      }
      out.append(remembered.key.dialect)
    }
    return FactsCacheDefaults.write(
      out, named: Self.fileName, in: directory, saying: "cannot write the cache's file stamps")
  }

  /// The system's clock, the one file times are taken from, in nanoseconds since 1970.
  static func now() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }

  /// The settled stamps a file holds; nil when it is not one this build wrote or is damaged (the files are then
  /// read, which is always right).
  private static func decode(_ bytes: [UInt8]) -> [Inode: Remembered]? {
    var offset = 0
    func number() -> UInt64? {
      guard bytes.count - offset >= 8 else { return nil }
      defer { offset += 8 }
      return FactsCache.littleEndian(bytes[offset..<(offset + 8)])
    }
    guard bytes.starts(with: magic) else { return nil }
    offset = magic.count
    let writer = Array(FactsCache.writer.utf8)
    guard let length = number(), length == writer.count, bytes.count - offset >= writer.count,
      bytes[offset..<(offset + writer.count)].elementsEqual(writer)
    else { return nil }
    offset += writer.count
    guard let started = number().map(Int64.init(bitPattern:)), let count = number(),
      count <= UInt64(bytes.count / 73)
    else { return nil }
    var stamps: [Inode: Remembered] = [:]
    stamps.reserveCapacity(Int(count))
    for _ in 0..<count {
      var fields: [UInt64] = []
      for _ in 0..<9 {
        guard let field = number() else { return nil }
        fields.append(field)
      }
      guard offset < bytes.count else { return nil }
      let dialect = bytes[offset]
      offset += 1
      let stamp = FileReader.Stamp(
        device: fields[0], inode: fields[1], size: Int64(bitPattern: fields[2]),
        modified: Int64(bitPattern: fields[3]), modifiedNanoseconds: Int64(bitPattern: fields[4]),
        changed: Int64(bitPattern: fields[5]), changedNanoseconds: Int64(bitPattern: fields[6]))
      // Trusted only when its content and inode last changed more than a second before the scan that recorded it.
      guard stamp.isSettled(before: started) else { continue }
      let key = FactsCache.Key(hash: fields[7], length: Int(Int64(bitPattern: fields[8])), dialect: dialect)
      stamps[Inode(device: fields[0], inode: fields[1])] = Remembered(stamp: stamp, key: key)
    }
    return offset == bytes.count ? stamps : nil
  }
}
