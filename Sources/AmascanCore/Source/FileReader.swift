import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a whole file with POSIX calls; errors name the cause.
public enum FileReader {
  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
    /// The file is larger than the limit: skipped on purpose, not an I/O failure.
    public var isTooLarge = false
    /// Not a regular file (a pipe, a device, a socket): skipped, never read.
    public var isNotRegular = false
  }

  /// Reads a regular file whole. Anything else (a FIFO, a device, a socket, a folder) is refused before a byte
  /// is read: opening without blocking lets a FIFO with no writer be looked at instead of waited on for ever.
  public static func read(_ path: String, limit: Int = Int.max) throws -> [UInt8] {
    try readStamped(path, limit: limit).bytes
  }

  /// What tells a file's content has not changed without reading it, as git's index does: the file (device and
  /// inode), its size, and when its content and its inode last changed, to the nanosecond.
  public struct Stamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: Int64
    public var modifiedNanoseconds: Int64
    public var changed: Int64
    public var changedNanoseconds: Int64

    public init(
      device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64,
      changedNanoseconds: Int64
    ) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
      self.modifiedNanoseconds = modifiedNanoseconds
      self.changed = changed
      self.changedNanoseconds = changedNanoseconds
    }

    /// Whether the content and inode last changed more than a second before `started` (nanoseconds since 1970).
    public func isSettled(before started: Int64) -> Bool {
      let limit = started - 1_000_000_000
      return modified * 1_000_000_000 + modifiedNanoseconds < limit
        && changed * 1_000_000_000 + changedNanoseconds < limit
    }

    init(_ info: stat) {
      self.init(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec),
        changed: Int64(info.st_ctim.tv_sec), changedNanoseconds: Int64(info.st_ctim.tv_nsec))
    }

    /// A regular file's stamp, following symbolic links as reading does; nil for anything else.
    public static func of(_ path: String) -> Stamp? {
      guard case .file(let stamp) = presence(path) else { return nil }
      return stamp
    }
  }

  /// What is at a path, links followed: what a record of a scan's inputs holds of each one it looked at. A folder's
  /// stamp changes when an entry is added, removed or renamed in it.
  public enum Presence: Hashable, Sendable {
    case absent
    case file(Stamp)
    case directory(Stamp)
    /// A pipe, device or socket, or a path that cannot be looked at (`stat` failed other than by its absence).
    case other

    /// Whether a content or listing seen now was there when a scan that started at `started` (nanoseconds since
    /// 1970) began, more than a second after it last changed: a write within the same clock tick keeps a stamp.
    public func isSettled(before started: Int64) -> Bool {
      switch self {
      case .absent: true
      case .other: false
      case .file(let stamp), .directory(let stamp): stamp.isSettled(before: started)
      }
    }
  }

  /// What is at a path now.
  public static func presence(_ path: String) -> Presence {
    var info = stat()
    guard SystemPath.withCString(path, { stat($0, &info) }) == 0 else {
      return errno == ENOENT || errno == ENOTDIR ? .absent : .other
    }
    return presence(info)
  }

  static func presence(_ info: stat) -> Presence {
    switch info.st_mode & S_IFMT {
    case S_IFREG: .file(Stamp(info))
    case S_IFDIR: .directory(Stamp(info))
    default: .other
    }
  }

  /// `read`, with the stamp of the file as it was opened.
  public static func readStamped(_ path: String, limit: Int = Int.max) throws -> (bytes: [UInt8], stamp: Stamp) {
    let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { throw ReadError(description: message(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw ReadError(description: message(errno)) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw ReadError(description: notRegularMessage, isNotRegular: true)
    }
    if Int(info.st_size) > limit {
      throw ReadError(
        description: "\(megabytes(Int(info.st_size))) is over the \(megabytes(limit)) limit (--max-file-size); skipped",
        isTooLarge: true)
    }
    // Straight into the array, with one byte to spare: filling it means the file grew since `fstat`.
    let room = Int(info.st_size) + 1
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
      count = 0
      while count < room {
        let read = Glibc.read(descriptor, buffer.baseAddress! + count, room - count)
        if read < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if read == 0 { return }
        count += read
      }
    }
    if let failure { throw ReadError(description: message(failure)) }
    let stamp = Stamp(info)
    guard bytes.count == room else { return (bytes, stamp) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(description: message(errno))
      }
      if count == 0 { return (bytes, stamp) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  public static let notRegularMessage = "not a regular file (a pipe, device or socket); skipped"

  /// The file's bytes, or nil when it is missing, unreadable or not a regular file: for files amascan looks for
  /// (package.json, tsconfig.json, .gitignore, its cache) where absence is normal.
  public static func contents(_ path: String) -> [UInt8]? { try? read(path) }

  private static func message(_ code: Int32) -> String { SystemError.message(code) }

  static func megabytes(_ bytes: Int) -> String {
    let value = Double(bytes) / 1_048_576
    return value >= 10 ? "\(Int(value.rounded())) MB" : "\((value * 10).rounded() / 10) MB"
  }
}

/// The words amascan uses for the system errors users meet.
public enum SystemError {
  public static func message(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or directory"
    case EACCES: "permission denied"
    case EISDIR: "is a directory"
    case ELOOP: "too many levels of symbolic links"
    default: String(cString: strerror(code))
    }
  }

  /// What went wrong in an error Foundation throws when writing a file, in the same words: the system's cause (`is
  /// a directory`) after the name of the file it met it at when that is not `expected`, rather than Foundation's
  /// "The operation could not be completed".
  public static func describe(_ error: Error, expected path: String? = nil) -> String {
    let failure = error as NSError
    var cause = failure.localizedDescription
    if failure.domain == NSPOSIXErrorDomain {
      cause = message(Int32(failure.code))
    } else if let underlying = (failure.userInfo[NSUnderlyingErrorKey] as? Error).map({ $0 as NSError }),
      underlying.domain == NSPOSIXErrorDomain
    {
      cause = message(Int32(underlying.code))
    }
    guard let met = failure.userInfo[NSFilePathErrorKey] as? String,
      met != path && met != path.map({ URL(fileURLWithPath: $0).path })
    else { return cause }
    return "\(met): \(cause)"
  }
}
