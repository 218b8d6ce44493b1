import AmascanCore
import Foundation

/// The last scan's outcome, kept beside the facts cache (`result-v1.json`) and used as is when nothing it
/// depends on changed: amascan's version, the options that change findings, every scanned file's path and
/// content, the configuration files that apply (amascan.json, AMA's), the package.json files read, and the
/// tsconfig/jsconfig files that govern the scanned folders. Any difference, down to one byte, and the scan
/// runs (with the facts cache). Discovery and configuration problems are always computed afresh.
struct ResultCache {
  static let fileName = "result-v1.json"

  struct Stored: Codable {
    var fingerprint: String
    var findings: [Finding]
    var problems: [ScanProblem]
    var filesScanned: Int
    var filesWithSyntaxErrors: Int
    var filesSkipped: Int
    /// Absent in what builds before it wrote (whose fingerprint no longer matches).
    var testFilesNotReported: Int?
    var lockedSuppressed: Int
    /// The files read but never parsed, as a bit per file of the scan in its order (`bits(of:count:)`): the
    /// fingerprint fixes that order, and thousands of paths would make most of the file.
    var unparsed: String
    /// Findings suppressed by comments (the baseline's are found again); absent in what older builds wrote.
    var suppressed: [Finding]?

    init(
      fingerprint: String, findings: [Finding], problems: [ScanProblem], counts: ScanSummary, unparsed: String,
      suppressed: [Finding]
    ) {
      self.fingerprint = fingerprint
      self.findings = findings
      self.problems = problems
      filesScanned = counts.filesScanned
      filesWithSyntaxErrors = counts.filesWithSyntaxErrors
      filesSkipped = counts.filesSkipped
      testFilesNotReported = counts.testFilesNotReported
      lockedSuppressed = counts.lockedSuppressed
      self.unparsed = unparsed
      self.suppressed = suppressed
    }

    /// What the scan counted of its files, for `Scanner.finish` to count the findings from.
    var counts: ScanSummary {
      var counts = ScanSummary()
      counts.filesScanned = filesScanned
      counts.filesWithSyntaxErrors = filesWithSyntaxErrors
      counts.filesSkipped = filesSkipped
      counts.testFilesNotReported = testFilesNotReported ?? 0
      counts.lockedSuppressed = lockedSuppressed
      return counts
    }
  }

  /// A set of indices below `count`, one bit each, in base 64.
  static func bits(of items: [Int], count: Int) -> String {
    var bytes = [UInt8](repeating: 0, count: (count + 7) / 8)
    for item in items where item >= 0 && item < count { bytes[item / 8] |= 1 << UInt8(item % 8) }
    return Data(bytes).base64EncodedString()
  }

  /// The indices `bits(of:count:)` wrote, nil when the text is not such a set of `count` bits.
  static func items(of bits: String, count: Int) -> [Int]? {
    guard let data = Data(base64Encoded: bits), data.count == (count + 7) / 8 else { return nil }
    var items: [Int] = []
    for (position, byte) in data.enumerated() where byte != 0 {
      for bit in 0..<8 where byte & (1 << UInt8(bit)) != 0 {
        let item = position * 8 + bit
        guard item < count else { return nil }
        items.append(item)
      }
    }
    return items
  }

  let directory: String
  let path: String

  init(directory: String) {
    self.directory = directory
    path = directory + "/" + Self.fileName
  }

  /// Whether a stored outcome is there to compare with.
  var isPresent: Bool { FileDiscovery.exists(path) }

  enum Loaded {
    /// The stored outcome, for the same inputs.
    case hit(Stored)
    /// Nothing stored, or an outcome of other inputs.
    case miss
    /// The file is not what amascan wrote (cut, edited, another format): why, for a warning.
    case damaged(String)
  }

  /// The file is a header line, `amascan-result <digest> <length> <fingerprint>`, then the outcome as JSON with
  /// sorted keys: the digest and length of those bytes are checked before anything in them is trusted, as each
  /// entry of `facts-v1.bin` is. The fingerprint is repeated in the header so that an outcome of other inputs is
  /// passed over without decoding it.
  private static let header = "amascan-result"

  /// The stored outcome when its fingerprint matches.
  func load(matching fingerprint: String) -> Loaded {
    guard let bytes = FileReader.contents(path) else { return .miss }
    guard let newline = bytes.firstIndex(of: 0x0A),
      case let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
    else { return .damaged("no header") }
    // What amascan wrote before the header held the fingerprint: of another build, so of other inputs.
    if fields.count == 3, fields[0] == Self.header, UInt64(fields[1]) != nil, Int(fields[2]) != nil { return .miss }
    guard fields.count == 4, fields[0] == Self.header, let digest = UInt64(fields[1]), let length = Int(fields[2])
    else { return .damaged("no header") }
    guard fields[3] == fingerprint else { return .miss }
    let payload = bytes[(newline + 1)...]
    guard payload.count == length, payload.withUnsafeBytes(FactsCache.digest) == digest else {
      return .damaged("its checksum does not match its contents")
    }
    guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(payload)) else {
      return .damaged("not the outcome of this amascan version")
    }
    return stored.fingerprint == fingerprint ? .hit(stored) : .miss
  }

  /// An error message when the outcome cannot be written.
  func save(_ stored: Stored) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json: [UInt8]
    do {
      json = [UInt8](try encoder.encode(stored))
    } catch {
      return "cannot write the cache: \(error.localizedDescription)"
    }
    let header = "\(Self.header) \(json.withUnsafeBytes(FactsCache.digest)) \(json.count) \(stored.fingerprint)\n"
    return FactsCacheDefaults.write(
      Array(header.utf8) + json, named: Self.fileName, in: directory, saying: "cannot write the cache")
  }

  /// Every input of a scan's outcome, hashed; nil when a file could not be read (the outcome then names an
  /// error that a later scan must see for itself). With it, what it read besides the scanned files (configuration,
  /// package.json and tsconfig files, `also` among them), each as it was when read, and the paths a tsconfig's
  /// `extends` was looked for at, for `KeptInputs`.
  static func fingerprint(
    files: [DiscoveredFile], contents: [FactsCache.Key?], configurations: [Configuration], projects: [ProjectInfo],
    packages: [String: String], resolver: inout ModuleResolver, options: ScanOptions, also: [String] = []
  ) -> (fingerprint: String, looked: [(path: String, presence: FileReader.Presence)])? {
    var text = "amascan \(FactsCache.writer)\n"
    text += "prefilter \(options.prefilter) max \(options.maxFileSize) tests \(options.reportTests)\n"
    // The files reported, in any order: a sum of their digests, not a sorted list of thousands of paths.
    if let only = options.reportOnly {
      var sum: UInt64 = 0
      for path in only {
        var path = path
        sum &+= path.withUTF8 { FactsCache.digest(UnsafeRawBufferPointer($0)) }
      }
      text += "only \(only.count) \(sum)\n"
    } else {
      text += "only -\n"
    }
    // Every file, as bytes: thousands of lines, each built without a string of its own.
    var listing: [UInt8] = []
    listing.reserveCapacity(files.count * 160)
    for (file, key) in zip(files, contents) {
      guard let key else { return nil }
      listing.append(contentsOf: file.absolutePath.utf8)
      listing.append(0)
      listing.append(contentsOf: file.displayPath.utf8)
      listing.append(0)
      withUnsafeBytes(of: key.hash.littleEndian) { listing.append(contentsOf: $0) }
      withUnsafeBytes(of: Int64(key.length).littleEndian) { listing.append(contentsOf: $0) }
      listing.append(key.dialect)
    }
    text += "files \(files.count) \(listing.withUnsafeBytes(FactsCache.digest)) \(listing.count)\n"
    // Configuration and project are the same for every file of a folder: one file per folder stands for them.
    var folders = Set<String>()
    let firstOfFolder = files.indices.filter { folders.insert(files[$0].directory).inserted }
    var read = Set<String>()
    for index in firstOfFolder {
      read.formUnion(configurations[index].sources)
      resolver.readConfiguration(forDirectory: files[index].directory)
    }
    read.formUnion(packages.values.map { $0 + "/package.json" })
    read.formUnion(firstOfFolder.compactMap { projects[$0].manifestPath })
    read.formUnion(resolver.configurationFiles)
    read.formUnion(also)
    // Spelt out field by field: a dictionary's order changes from one run to the next.
    let described = Set(firstOfFolder.map { projects[$0] }).map { project in
      let aliases = project.dependencyAliases.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return [
        project.amaFormsMajor.map(String.init) ?? "-", project.paperMajor.map(String.init) ?? "-",
        project.manifestPath ?? "-", project.packageName ?? "-", aliases.joined(separator: ","),
      ].joined(separator: "\u{0}")
    }
    for project in Set(described).sorted() { text += "project \(project)\n" }
    var looked: [(path: String, presence: FileReader.Presence)] = []
    for path in read.sorted() {
      let stamped = try? FileReader.readStamped(path)
      let bytes = stamped?.bytes
      looked.append((path, stamped.map { .file($0.stamp) } ?? FileReader.presence(path)))
      let digest = bytes.map { bytes in bytes.withUnsafeBytes(FactsCache.digest) }
      text += "read \(path) \(digest.map(String.init) ?? "missing") \(bytes?.count ?? -1)\n"
    }
    // An `extends` looked for where nothing was, or found: holds while that is still so when looked at now.
    for (path, found) in resolver.probed.sorted(by: { $0.key < $1.key }) {
      let now = FileReader.presence(path)
      let agrees = if case .file = now { found } else { !found && now == .absent }
      looked.append((path, agrees ? now : .other))
    }
    let bytes = Array(text.utf8)
    return ("\(bytes.withUnsafeBytes(FactsCache.digest)):\(bytes.count)", looked)
  }
}
