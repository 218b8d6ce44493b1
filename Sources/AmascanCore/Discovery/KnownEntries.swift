/// What discovery's folder listings showed of the few names the configuration, project and tsconfig lookups ask
/// about (`amascan.json`, `package.json`, `tsconfig.json`, ...). A lookup climbs from every folder of the project
/// to its root, asking each folder for each name: answered from the listings, those are set look-ups instead of
/// one system call each. A folder discovery did not list (above the project, or passed over) is asked the system.
public struct KnownEntries: Sendable {
  /// The names recorded; a question about any other name goes to the system.
  public static let names: Set<String> = [
    "amascan.json", "ama.config.json", "ama.rules.json", "package.json", "tsconfig.json", "jsconfig.json",
  ]

  /// Folder (absolute, standardized) → which of `names` its listing holds.
  private var listed: [String: Set<String>] = [:]

  public init() {}

  /// What the walk looked at, as it was when looked at: each folder listed (its stamp taken before its entries were
  /// read) and each `.gitignore` read. What a scan's outcome depends on of the walk, for `KeptInputs`.
  public private(set) var looked: [(path: String, presence: FileReader.Presence)] = []

  mutating func record(_ directory: String, present: Set<String>) { listed[directory] = present }

  mutating func record(looked path: String, _ presence: FileReader.Presence) { looked.append((path, presence)) }

  /// Whether something exists at `path`, as `FileDiscovery.exists` says.
  public func exists(_ path: String) -> Bool {
    let directory = FileDiscovery.directory(of: path)
    let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
    if let present = listed[directory], Self.names.contains(name) { return present.contains(name) }
    return FileDiscovery.exists(path)
  }

  /// How many folders' listings are known.
  public var count: Int { listed.count }
}
