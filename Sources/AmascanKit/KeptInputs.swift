import AmascanCore
import Foundation
import Synchronization

/// What the last outcome was made from, looked at by path (`inputs-v1.bin` beside the result cache): every file
/// scanned, every folder the walk listed, every configuration, package.json, tsconfig and `.gitignore` file read,
/// the paths an `extends` was looked for at, and the folders above the paths and the working directory (where the
/// project root and configuration are looked for), each with its stamp (`FileReader.Presence`) as it was when the
/// scan looked at it. When a scan is invoked as that one was and every one of them is still as it was, the
/// stored outcome stands: the scan stats them instead of walking, configuring and hashing the project. A folder's
/// stamp changes when an entry is added to it, removed or renamed, so a new file or folder is never missed.
///
/// Written only when every stamp was settled when the scan started (`FileReader.Presence.isSettled`): a change
/// within the same tick of the file system's clock could keep one. Anything it cannot vouch for (an unreadable
/// folder, a file whose content changed while it was read) means no record, and the next scan runs as usual. The
/// cache folder's own entries are left out: the scan writes there.
struct KeptInputs {
  static let fileName = "inputs-v1.bin"
  private static let magic = Array("AMASCAN\u{3}".utf8)

  /// What the scan reports besides the stored outcome.
  struct Outline: Codable {
    /// The options that decide what is walked and reported, and the working directory.
    var invocation: String
    var workingDirectory: String
    var fingerprint: String
    var anchor: String
    /// The problems discovery and configuration said, before the scan read a file.
    var problems: [ScanProblem]
  }

  struct ScannedFile {
    var displayPath: String
    var absolutePath: String
    var reported: Bool
    /// As the scan knew it when it read it, or found by its stamp that it had not changed.
    var stamp: FileReader.Stamp
  }

  var outline: Outline
  /// In the scan's order, which the outcome's `unparsed` bits follow.
  var files: [ScannedFile]
  /// Every other input.
  var looked: [(path: String, expected: Expected)]

  /// Every option that changes which files are walked, read or reported, with the working directory they are
  /// relative to. Nil when the scan cannot be answered this way (standard input, `--changed-since`, a listing).
  static func invocation(of options: ScanOptions) -> String? {
    guard options.stdin == nil, options.reportOnly == nil, !options.listOnly else { return nil }
    let fields: [String] = [
      options.workingDirectory, options.paths.joined(separator: "\u{1}"), options.excludes.joined(separator: "\u{1}"),
      options.projectRoot ?? "-", "\(options.noIgnore)", "\(options.reportTests)", "\(options.prefilter)",
      "\(options.maxFileSize)",
    ]
    return fields.joined(separator: "\u{0}")
  }

  /// What each folder from each path up to `/` holds now of the names looked for above the walk (where the walk's
  /// listings do not answer): the project root's marks, configuration files and `.gitignore`. The folders
  /// themselves are not: a home folder's listing changes all day. `.git` is looked at only for being there: git
  /// changes it on every command.
  static func ancestors(of paths: [String]) -> [(path: String, expected: Expected)] {
    var seen = Set<String>()
    var looked: [(path: String, expected: Expected)] = []
    for path in paths {
      var folder = path
      while !folder.isEmpty, seen.insert(folder).inserted {
        let prefix = folder == "/" ? "/" : folder + "/"
        for name in aboveTheWalk {
          looked.append((prefix + name, .exactly(FileReader.presence(prefix + name))))
        }
        let git = FileReader.presence(prefix + ".git")
        looked.append((prefix + ".git", git == .absent ? .exactly(.absent) : .present))
        guard folder != "/" else { break }
        folder = FileDiscovery.directory(of: folder)
      }
    }
    return looked
  }

  /// The names looked for in folders the walk does not list (`FileDiscovery.projectRoot`, configuration and
  /// tsconfig lookups, the `.gitignore` files above a root), `.git` aside.
  static let aboveTheWalk = KnownEntries.names.sorted() + [".gitignore"]

  /// What an input must still be.
  enum Expected: Hashable {
    /// As it was, stamp and all.
    case exactly(FileReader.Presence)
    /// There, whatever it is.
    case present

    func holds(_ now: FileReader.Presence) -> Bool {
      switch self {
      case .exactly(let then): now == then
      case .present: now != .absent
      }
    }

    func isSettled(before started: Int64) -> Bool {
      switch self {
      case .exactly(let presence): presence.isSettled(before: started)
      case .present: true
      }
    }
  }

  /// The record of a scan, when it can vouch for every input: each scanned file known by the key its outcome was
  /// made from (`FileStamps`), and every stamp settled before `started` (nanoseconds since 1970).
  static func make(
    outline: Outline, files: [DiscoveredFile], reported: [Bool], keys: [FactsCache.Key?], stamps: FileStamps,
    looked: [(path: String, expected: Expected)], started: Int64, leaving cacheDirectory: String
  ) -> KeptInputs? {
    var scanned: [ScannedFile] = []
    scanned.reserveCapacity(files.count)
    for (index, file) in files.enumerated() {
      guard let key = keys[index], let stamp = stamps.stamp(of: file.absolutePath, key: key),
        stamp.isSettled(before: started)
      else { return nil }
      scanned.append(
        ScannedFile(
          displayPath: file.displayPath, absolutePath: file.absolutePath, reported: reported[index], stamp: stamp))
    }
    let others = looked.filter { !FileDiscovery.isWithin($0.path, cacheDirectory) }
    guard others.allSatisfy({ $0.expected.isSettled(before: started) }) else { return nil }
    return KeptInputs(outline: outline, files: scanned, looked: others)
  }

  /// The record in `directory` when it was written for this invocation by this very build and every input it
  /// names is as it was; checked on `jobs` threads, stopping at the first difference.
  static func unchanged(in directory: String, invocation: String, jobs: Int) -> KeptInputs? {
    guard let bytes = FileReader.contents(directory + "/" + fileName), let kept = decode(bytes),
      kept.outline.invocation == invocation
    else { return nil }
    let (files, looked) = (kept.files, kept.looked)
    let count = files.count + looked.count
    let differs = Atomic<Bool>(false)
    let next = Atomic<Int>(0)
    let chunk = 256
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count / chunk + 1))) { _ in
      while !differs.load(ordering: .relaxed) {
        let start = next.wrappingAdd(chunk, ordering: .relaxed).oldValue
        guard start < count else { break }
        for item in start..<min(start + chunk, count) {
          let holds =
            item < files.count
            ? FileReader.presence(files[item].absolutePath) == .file(files[item].stamp)
            : looked[item - files.count].expected.holds(FileReader.presence(looked[item - files.count].path))
          if !holds {
            differs.store(true, ordering: .relaxed)
            break
          }
        }
      }
    }
    return differs.load(ordering: .relaxed) ? nil : kept
  }

  /// Writes the record; an error message when it cannot.
  func save(in directory: String) -> String? {
    FactsCacheDefaults.write(
      encoded(), named: Self.fileName, in: directory, saying: "cannot write the cache's record of its inputs")
  }

  /// Removes a record that no longer holds (a scan that could not vouch for its inputs).
  static func remove(in directory: String) {
    _ = unlink(directory + "/" + fileName)
  }

  // MARK: The file

  // The magic, the writer (`FactsCache.writer`: this very build), a digest and the length of the rest, then the
  // rest: the outline as JSON, the files, and the other inputs. Numbers are 8 bytes, little-endian; a text is its
  // length, then its bytes; a path is the length it shares with the path before it, then a text of the rest (paths
  // come folder by folder); a file's display path is left out (empty) when it is the absolute path as
  // `FileDiscovery.display` shows it from the working directory.

  private func encoded() -> [UInt8] {
    var body: [UInt8] = []
    body.reserveCapacity((files.count + looked.count) * 90)
    let outline = (try? JSONEncoder().encode(outline)).map { [UInt8]($0) } ?? []
    Self.append(outline, to: &body)
    let discovery = FileDiscovery(workingDirectory: self.outline.workingDirectory, excludes: [])
    var previous: [UInt8] = []
    FactsCache.append(UInt64(files.count), to: &body)
    for file in files {
      body.append(file.reported ? 1 : 0)
      Self.append(path: file.absolutePath, after: &previous, to: &body)
      Self.append(
        file.displayPath == discovery.display(file.absolutePath) ? [] : Array(file.displayPath.utf8), to: &body)
      Self.append(file.stamp, to: &body)
    }
    previous = []
    FactsCache.append(UInt64(looked.count), to: &body)
    for (path, expected) in looked {
      switch expected {
      case .present: body.append(4)
      case .exactly(.absent): body.append(0)
      case .exactly(.other): body.append(3)
      case .exactly(.file(let stamp)):
        body.append(1)
        Self.append(stamp, to: &body)
      case .exactly(.directory(let stamp)):
        body.append(2)
        Self.append(stamp, to: &body)
      }
      Self.append(path: path, after: &previous, to: &body)
    }
    var out = Self.magic
    Self.append(Array(FactsCache.writer.utf8), to: &out)
    FactsCache.append(body.withUnsafeBytes(FactsCache.digest), to: &out)
    FactsCache.append(UInt64(body.count), to: &out)
    return out + body
  }

  private static func append(_ bytes: [UInt8], to out: inout [UInt8]) {
    FactsCache.append(UInt64(bytes.count), to: &out)
    out += bytes
  }

  private static func append(path: String, after previous: inout [UInt8], to out: inout [UInt8]) {
    let bytes = Array(path.utf8)
    let shared = zip(bytes, previous).prefix { $0 == $1 }.count
    FactsCache.append(UInt64(shared), to: &out)
    append(Array(bytes[shared...]), to: &out)
    previous = bytes
  }

  private static func append(_ stamp: FileReader.Stamp, to out: inout [UInt8]) {
    for number in [
      stamp.device, stamp.inode, UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified),
      UInt64(bitPattern: stamp.modifiedNanoseconds), UInt64(bitPattern: stamp.changed),
      UInt64(bitPattern: stamp.changedNanoseconds),
    ] {
      FactsCache.append(number, to: &out)
    }
  }

  /// The record a file holds; nil when another build wrote it, or it is cut or damaged.
  private static func decode(_ bytes: [UInt8]) -> KeptInputs? {
    var offset = 0
    func number() -> UInt64? {
      guard bytes.count - offset >= 8 else { return nil }
      defer { offset += 8 }
      return FactsCache.littleEndian(bytes[offset..<(offset + 8)])
    }
    func text() -> ArraySlice<UInt8>? {
      guard let length = number(), length <= UInt64(bytes.count - offset) else { return nil }
      defer { offset += Int(length) }
      return bytes[offset..<(offset + Int(length))]
    }
    var previous: [UInt8] = []
    func path() -> String? {
      guard let shared = number(), shared <= UInt64(previous.count), let rest = text() else { return nil }
      previous = Array(previous[..<Int(shared)]) + rest
      return String(decoding: previous, as: UTF8.self)
    }
    func stamp() -> FileReader.Stamp? {
      var fields: [UInt64] = []
      for _ in 0..<7 {
        guard let field = number() else { return nil }
        fields.append(field)
      }
      return FileReader.Stamp(
        device: fields[0], inode: fields[1], size: Int64(bitPattern: fields[2]),
        modified: Int64(bitPattern: fields[3]), modifiedNanoseconds: Int64(bitPattern: fields[4]),
        changed: Int64(bitPattern: fields[5]), changedNanoseconds: Int64(bitPattern: fields[6]))
    }
    guard bytes.starts(with: magic) else { return nil }
    offset = magic.count
    guard let writer = text(), writer.elementsEqual(FactsCache.writer.utf8), let digest = number(),
      let length = number(), length == UInt64(bytes.count - offset),
      bytes[offset...].withUnsafeBytes(FactsCache.digest) == digest,
      let outlineBytes = text(), let outline = try? JSONDecoder().decode(Outline.self, from: Data(outlineBytes)),
      let fileCount = number(), fileCount <= UInt64(bytes.count)
    else { return nil }
    let discovery = FileDiscovery(workingDirectory: outline.workingDirectory, excludes: [])
    var files: [ScannedFile] = []
    files.reserveCapacity(Int(fileCount))
    for _ in 0..<fileCount {
      guard offset < bytes.count else { return nil }
      let reported = bytes[offset] == 1
      offset += 1
      guard let absolute = path(), let display = text(), let stamp = stamp() else { return nil }
      files.append(
        ScannedFile(
          displayPath: display.isEmpty ? discovery.display(absolute) : String(decoding: display, as: UTF8.self),
          absolutePath: absolute, reported: reported, stamp: stamp))
    }
    guard let lookedCount = number(), lookedCount <= UInt64(bytes.count) else { return nil }
    previous = []
    var looked: [(path: String, expected: Expected)] = []
    looked.reserveCapacity(Int(lookedCount))
    for _ in 0..<lookedCount {
      guard offset < bytes.count else { return nil }
      let kind = bytes[offset]
      offset += 1
      let expected: Expected
      switch kind {
      case 0: expected = .exactly(.absent)
      case 1, 2:
        guard let stamp = stamp() else { return nil }
        expected = .exactly(kind == 1 ? .file(stamp) : .directory(stamp))
      case 3: expected = .exactly(.other)
      case 4: expected = .present
      default: return nil
      }
      guard let path = path() else { return nil }
      looked.append((path, expected))
    }
    guard offset == bytes.count else { return nil }
    return KeptInputs(outline: outline, files: files, looked: looked)
  }
}
