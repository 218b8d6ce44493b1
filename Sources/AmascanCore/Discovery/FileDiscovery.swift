import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A file to scan.
public struct DiscoveredFile: Sendable, Hashable {
  /// The path shown to the user: relative to the working directory when below it, absolute otherwise.
  public var displayPath: String
  /// The absolute, standardized path.
  public var absolutePath: String
  public var dialect: SourceDialect
  /// Named on the command line rather than found by walking a folder.
  public var isExplicit: Bool
  /// The folder the file is in (`FileDiscovery.directory(of: absolutePath)`), one string shared by the files
  /// of a folder: configuration and project lookups go by folder.
  public var directory: String

  public init(
    displayPath: String, absolutePath: String, dialect: SourceDialect, isExplicit: Bool = false,
    directory: String? = nil
  ) {
    self.displayPath = displayPath
    self.absolutePath = absolutePath
    self.dialect = dialect
    self.isExplicit = isExplicit
    self.directory = directory ?? FileDiscovery.directory(of: absolutePath)
  }
}

/// Something discovery could not do, naming the path and the cause.
public struct DiscoveryProblem: Sendable, Hashable {
  public var path: String
  public var message: String
  /// Passed over on purpose (a link not followed) rather than an error the user must act on.
  public var isWarning = false
}

/// Walks the given paths: directories recursively, honouring `.gitignore` files from the repository root down,
/// skipping dependency and build folders and hidden folders; files named explicitly are always scanned.
/// Symbolic links to directories are not followed, so link loops cannot hang a scan.
public struct FileDiscovery: Sendable {
  /// Folder names never walked into (unless named as a scan root).
  public static let skippedDirectories: Set<String> = [
    "node_modules", "build", "dist", "coverage", "Pods", "DerivedData", "web-build",
  ]

  public let workingDirectory: String
  private let excludes: IgnoreRules

  public init(workingDirectory: String, excludes: [String]) {
    self.workingDirectory = Self.standardized(workingDirectory, relativeTo: "/")
    self.excludes = IgnoreRules(base: "", lines: excludes)
  }

  /// The files under `paths` in walk order (each folder's entries sorted by name, a folder's files where its name
  /// falls), on `jobs` threads: the top of each tree is listed first, then its subtrees are walked in parallel
  /// and their files put back in place, so the order is the same on any number of threads.
  public func discover(
    _ paths: [String], jobs: Int = 1
  ) -> (files: [DiscoveredFile], problems: [DiscoveryProblem], known: KnownEntries) {
    let roots = paths.map {
      realPath(Self.standardized($0, relativeTo: workingDirectory))
        ?? Self.standardized($0, relativeTo: workingDirectory)
    }
    var pieces: [Piece] = []
    for path in paths {
      let absolute = Self.standardized(path, relativeTo: workingDirectory)
      var info = stat()
      guard Self.status(absolute, &info) == 0 else {
        pieces.append(.problem(DiscoveryProblem(path: path, message: Self.errnoMessage(errno))))
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        var read: [(String, FileReader.Presence)] = []
        let chain = gitignoreChain(above: absolute, read: &read)
        pieces += read.map { .looked($0.0, $0.1) }
        pieces.append(.subtree(absolute, ignores: chain))
      } else if (info.st_mode & S_IFMT) != S_IFREG {
        pieces.append(.problem(DiscoveryProblem(path: path, message: FileReader.notRegularMessage, isWarning: true)))
      } else if let dialect = SourceDialect(path: absolute) {
        pieces.append(
          .file(
            DiscoveredFile(displayPath: display(absolute), absolutePath: absolute, dialect: dialect, isExplicit: true)))
      } else {
        pieces.append(
          .problem(
            DiscoveryProblem(path: path, message: Self.notSourceMessage)))
      }
    }
    // List the tops of the trees until there are enough subtrees to share out (a few levels at most).
    for _ in 0..<(jobs > 1 ? 4 : 0) {
      let subtrees = pieces.reduce(0) { count, piece in if case .subtree = piece { count + 1 } else { count } }
      if subtrees == 0 || subtrees >= 8 * jobs { break }
      pieces = pieces.flatMap { piece -> [Piece] in
        guard case .subtree(let directory, var ignores) = piece else { return [piece] }
        var listed: [Piece] = []
        walk(directory: directory, roots: roots, ignores: &ignores, into: &listed) { subdirectory, ignores, listed in
          listed.append(.subtree(subdirectory, ignores: ignores))
        }
        return listed
      }
    }
    let listed = pieces
    let tasks = listed.indices.filter { if case .subtree = listed[$0] { true } else { false } }
    let walked = Mutex([[Piece]?](repeating: nil, count: tasks.count))
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), max(tasks.count, 1))) { _ in
      while true {
        let task = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard task < tasks.count, case .subtree(let directory, var ignores) = listed[tasks[task]] else { break }
        var found: [Piece] = []
        walkAll(directory: directory, roots: roots, ignores: &ignores, into: &found)
        walked.withLock { $0[task] = found }
      }
    }
    var results = walked.withLock { $0 }
    var files: [DiscoveredFile] = []
    files.reserveCapacity(results.reduce(pieces.count) { $0 + ($1?.count ?? 0) })
    var problems: [DiscoveryProblem] = []
    // One folder's walk meets each file once; only overlapping paths can name one twice.
    let overlap = paths.count > 1
    var seen = Set<String>()
    // Links inside the roots, by their position in `files`: the real path of the file each names.
    var targets: [Int: String] = [:]
    var known = KnownEntries()
    func take(_ piece: Piece) {
      switch piece {
      case .listed(let directory, let present): known.record(directory, present: present)
      case .looked(let path, let presence): known.record(looked: path, presence)
      case .file(let file): if !overlap || seen.insert(file.absolutePath).inserted { files.append(file) }
      case .link(let file, let target):
        if !overlap || seen.insert(file.absolutePath).inserted {
          targets[files.count] = target
          files.append(file)
        }
      case .problem(let problem): problems.append(problem)
      case .subtree: break
      }
    }
    var task = 0
    for piece in pieces {
      if case .subtree = piece {
        for found in results[task] ?? [] { take(found) }
        results[task] = nil
        task += 1
      } else {
        take(piece)
      }
    }
    if !targets.isEmpty { files = onePerRealFile(files, targets: targets, paths: paths, roots: roots) }
    return (files, problems, known)
  }

  /// Drops each link whose file the walk also met by its own path, or an earlier link already stands for: every
  /// real file is scanned and reported once. A link's target is a real path; the walk's paths start at the
  /// roots as named, so the target is put back under the named root it lies in before comparing.
  private func onePerRealFile(
    _ files: [DiscoveredFile], targets: [Int: String], paths: [String], roots: [String]
  ) -> [DiscoveredFile] {
    let named = paths.map { Self.standardized($0, relativeTo: workingDirectory) }
    func walkedPath(_ target: String) -> String {
      for (real, walked) in zip(roots, named) where target == real || target.hasPrefix(real + "/") {
        return walked + target.dropFirst(real.count)
      }
      return target
    }
    let regular = Set(files.indices.filter { targets[$0] == nil }.map { files[$0].absolutePath })
    var linked = Set<String>()
    return files.indices.compactMap { index in
      guard let target = targets[index].map(walkedPath) else { return files[index] }
      return !regular.contains(target) && linked.insert(target).inserted ? files[index] : nil
    }
  }

  /// What a walk finds, in order: a file, a problem, or a folder still to walk with the ignore rules above it.
  private enum Piece: Sendable {
    case file(DiscoveredFile)
    /// A link to a file inside the roots, with the real path of that file.
    case link(DiscoveredFile, target: String)
    case problem(DiscoveryProblem)
    case subtree(String, ignores: [IgnoreRules])
    /// A folder listed, with the `KnownEntries.names` it holds.
    case listed(String, present: Set<String>)
    /// A folder or `.gitignore` the walk looked at, as it was then (`KnownEntries.looked`).
    case looked(String, FileReader.Presence)
  }

  /// Walks a whole tree.
  private func walkAll(directory: String, roots: [String], ignores: inout [IgnoreRules], into found: inout [Piece]) {
    walk(directory: directory, roots: roots, ignores: &ignores, into: &found) { subdirectory, ignores, found in
      walkAll(directory: subdirectory, roots: roots, ignores: &ignores, into: &found)
    }
  }

  /// Lists one folder: its files and problems go to `found` in name order, and each subfolder to walk is handed
  /// to `subdirectory` at its place in that order, with the ignore rules that apply in it.
  private func walk(
    directory: String, roots: [String], ignores: inout [IgnoreRules], into found: inout [Piece],
    subdirectory: (String, inout [IgnoreRules], inout [Piece]) -> Void
  ) {
    guard let handle = SystemPath.withCString(directory, { opendir($0) }) else {
      found.append(.problem(DiscoveryProblem(path: display(directory), message: Self.errnoMessage(errno))))
      found.append(.looked(directory, .other))
      return
    }
    // Its stamp before its entries are read: an entry added while they are changes it after.
    var info = stat()
    found.append(.looked(directory, fstat(dirfd(handle), &info) == 0 ? FileReader.presence(info) : .other))
    var entries: [(name: String, isDirectory: Bool, isLink: Bool, isSpecial: Bool)] = []
    var hasGitignore = false
    var present = Set<String>()
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { SystemPath.decode(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      if name == ".gitignore" { hasGitignore = true }
      if KnownEntries.names.contains(name) { present.insert(name) }
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        var info = stat()
        if SystemPath.withCString(directory + "/" + name, { lstat($0, &info) }) == 0 {
          switch info.st_mode & S_IFMT {
          case S_IFDIR: type = UInt8(DT_DIR)
          case S_IFREG: type = UInt8(DT_REG)
          case S_IFLNK: type = UInt8(DT_LNK)
          default: type = UInt8(DT_FIFO)  // sockets, pipes, devices alike: never read
          }
        }
      }
      if type == UInt8(DT_DIR) {
        entries.append((name, true, false, false))
      } else if type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
        entries.append((name, false, type == UInt8(DT_LNK), false))
      } else if type != UInt8(DT_UNKNOWN) {
        // A pipe, device or socket: never opened, but said when it has a source file's name.
        entries.append((name, false, false, true))
      }
    }
    closedir(handle)
    entries.sort { $0.name < $1.name }
    found.append(.listed(directory, present: present))

    // The listing says whether there is a `.gitignore` to read: no failed open per folder.
    var read: [(String, FileReader.Presence)] = []
    let pushed = hasGitignore && loadGitignore(in: directory, into: &ignores, read: &read)
    found += read.map { .looked($0.0, $0.1) }
    defer { if pushed { ignores.removeLast() } }

    for entry in entries {
      let path = directory == "/" ? "/" + entry.name : directory + "/" + entry.name
      if entry.isDirectory {
        if entry.name.hasPrefix(".") || Self.skippedDirectories.contains(entry.name) { continue }
        if isIgnored(path, isDirectory: true, ignores: ignores) { continue }
        subdirectory(path, &ignores, &found)
      } else {
        guard let dialect = SourceDialect(path: entry.name) else { continue }
        if isIgnored(path, isDirectory: false, ignores: ignores) { continue }
        if entry.isSpecial {
          found.append(
            .problem(DiscoveryProblem(path: display(path), message: FileReader.notRegularMessage, isWarning: true)))
          continue
        }
        // readdir already said a plain entry is a regular file; only a link needs its target looked at.
        if entry.isLink {
          var info = stat()
          let status = Self.status(path, &info)
          // What the link leads to may appear, go or change without the folder's listing changing.
          found.append(
            .looked(path, status == 0 ? FileReader.presence(info) : errno == ENOENT ? .absent : .other))
          guard status == 0 else {
            let message =
              errno == ELOOP
              ? "symbolic link loop (too many levels of symbolic links); skipped" : "broken symbolic link; skipped"
            found.append(.problem(DiscoveryProblem(path: display(path), message: message, isWarning: true)))
            continue
          }
          // A link to a directory is not walked (loops cannot hang a scan); one to a pipe or device is not read.
          guard (info.st_mode & S_IFMT) == S_IFREG else {
            if (info.st_mode & S_IFMT) != S_IFDIR {
              found.append(
                .problem(DiscoveryProblem(path: display(path), message: FileReader.notRegularMessage, isWarning: true)))
            }
            continue
          }
        }
        // A link to a file outside the folders being scanned is not followed; one inside is the file it names,
        // scanned once (`discover` keeps the link only when the walk does not meet that file itself).
        if entry.isLink, let target = realPath(path) {
          guard roots.contains(where: { target == $0 || target.hasPrefix($0 + "/") }) else {
            found.append(
              .problem(
                DiscoveryProblem(
                  path: display(path), message: "symbolic link to \(target), outside the scanned folders; not followed",
                  isWarning: true)))
            continue
          }
          found.append(
            .link(
              DiscoveredFile(displayPath: display(path), absolutePath: path, dialect: dialect, directory: directory),
              target: target))
          continue
        }
        found.append(
          .file(DiscoveredFile(displayPath: display(path), absolutePath: path, dialect: dialect, directory: directory)))
      }
    }
  }

  private func isIgnored(_ absolute: String, isDirectory: Bool, ignores: [IgnoreRules]) -> Bool {
    if !excludes.isEmpty, excludes.verdict(relativePath: display(absolute), isDirectory: isDirectory) == true {
      return true
    }
    var ignored = false
    guard !ignores.isEmpty else { return false }
    let relative = Substring(absolute.utf8.dropFirst())  // ignore rules are based on paths from "/"
    for rules in ignores {
      if let verdict = rules.verdict(relativePath: relative, isDirectory: isDirectory) { ignored = verdict }
    }
    return ignored
  }

  /// The `.gitignore` files between the repository root and `directory`, excluding `directory` itself.
  private func gitignoreChain(above directory: String, read: inout [(String, FileReader.Presence)]) -> [IgnoreRules] {
    var chain: [IgnoreRules] = []
    var current = Self.directory(of: directory)
    var candidates: [String] = []
    var foundRoot = Self.exists(directory + "/.git")
    while !foundRoot && current != "/" && !current.isEmpty {
      candidates.append(current)
      if Self.exists(current + "/.git") { foundRoot = true }
      current = Self.directory(of: current)
    }
    guard foundRoot else { return [] }
    for candidate in candidates.reversed() {
      _ = loadGitignore(in: candidate, into: &chain, read: &read)
    }
    return chain
  }

  /// Reads a folder's `.gitignore`, adding it to `read` as it was when opened (absent, or unreadable: `.other`).
  private func loadGitignore(
    in directory: String, into stack: inout [IgnoreRules], read: inout [(String, FileReader.Presence)]
  ) -> Bool {
    let path = directory + "/.gitignore"
    guard let (bytes, stamp) = try? FileReader.readStamped(path) else {
      read.append((path, FileReader.presence(path) == .absent ? .absent : .other))
      return false
    }
    read.append((path, .file(stamp)))
    let rules = IgnoreRules(base: String(directory.dropFirst(1)), text: String(decoding: bytes, as: UTF8.self))
    if rules.isEmpty { return false }
    stack.append(rules)
    return true
  }

  public static let notSourceMessage = "not a JavaScript or TypeScript file (.js .jsx .mjs .cjs .ts .tsx)"

  /// What the paths name, without walking: folders, source files, and the paths that are neither.
  public func select(_ paths: [String]) -> (folders: [String], files: [DiscoveredFile], problems: [DiscoveryProblem]) {
    var folders: [String] = []
    var files: [DiscoveredFile] = []
    var problems: [DiscoveryProblem] = []
    for path in paths {
      let absolute = Self.standardized(path, relativeTo: workingDirectory)
      var info = stat()
      guard Self.status(absolute, &info) == 0 else {
        problems.append(DiscoveryProblem(path: path, message: Self.errnoMessage(errno)))
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        if !folders.contains(absolute) { folders.append(absolute) }
      } else if (info.st_mode & S_IFMT) != S_IFREG {
        problems.append(DiscoveryProblem(path: path, message: FileReader.notRegularMessage, isWarning: true))
      } else if let dialect = SourceDialect(path: absolute) {
        files.append(
          DiscoveredFile(displayPath: display(absolute), absolutePath: absolute, dialect: dialect, isExplicit: true))
      } else {
        problems.append(DiscoveryProblem(path: path, message: Self.notSourceMessage))
      }
    }
    return (folders, files, problems)
  }

  /// Whether walking the roots reaches a folder: it lies in one, and no folder on the way is one a walk passes
  /// over (dependencies, build output, hidden folders).
  public func isWalked(_ folder: String, from roots: [String]) -> Bool {
    roots.contains { root in
      guard Self.isWithin(folder, root) else { return false }
      let rest = folder.dropFirst(root == "/" ? 1 : root.count + 1)
      return !rest.split(separator: "/").contains { $0.hasPrefix(".") || Self.skippedDirectories.contains(String($0)) }
    }
  }

  /// Whether the exclude patterns cover a path: the path itself, or a folder it is in.
  public func isExcluded(_ absolute: String) -> Bool {
    guard !excludes.isEmpty else { return false }
    let relative = display(absolute)
    var end = relative.startIndex
    while let slash = relative[end...].firstIndex(of: "/") {
      if excludes.verdict(relativePath: relative[..<slash], isDirectory: true) == true { return true }
      end = relative.index(after: slash)
    }
    return excludes.verdict(relativePath: Substring(relative), isDirectory: false) == true
  }

  /// The files whose folder is a project (the topmost one holding any, outside git).
  static let projectFiles = ["package.json", "tsconfig.json", "jsconfig.json"]

  /// Whether a folder is a git work tree's root or holds a project file.
  public static func marksAProject(_ folder: String) -> Bool {
    let prefix = folder == "/" ? "/" : folder + "/"
    return ([".git"] + projectFiles).contains { exists(prefix + $0) }
  }

  /// The project a path lies in: the git work tree that holds it; outside git, the topmost folder above it with
  /// a package.json, tsconfig.json or jsconfig.json; with neither, the folder itself (or the file's folder).
  public static func projectRoot(of absolute: String, isDirectory: Bool) -> String {
    let start = isDirectory ? absolute : directory(of: absolute)
    var folder = start
    var topmost: String?
    while true {
      let prefix = folder == "/" ? "/" : folder + "/"
      if exists(prefix + ".git") { return folder }
      if projectFiles.contains(where: { exists(prefix + $0) }) {
        topmost = folder
      }
      let parent = directory(of: folder)
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    return topmost ?? start
  }

  /// Whether `path` is `folder` or lies below it.
  public static func isWithin(_ path: String, _ folder: String) -> Bool {
    folder == "/" || path == folder || path.utf8.starts(with: (folder + "/").utf8)
  }

  /// The path with every link resolved, or nil when it does not resolve.
  private func realPath(_ path: String) -> String? {
    guard let resolved = SystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return SystemPath.decode(cString: resolved)
  }

  /// The display form of an absolute path.
  public func display(_ absolute: String) -> String {
    if absolute == workingDirectory { return "." }
    let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
    guard absolute.utf8.starts(with: prefix.utf8) else { return SystemPath.displayed(absolute) }
    return SystemPath.displayed(String(Substring(absolute.utf8.dropFirst(prefix.utf8.count))))
  }

  /// Whether anything is at a path (links followed), as `FileManager.fileExists` says but without its cost:
  /// configuration files are looked for in every scanned folder.
  public static func exists(_ path: String) -> Bool {
    SystemPath.withCString(path) { access($0, F_OK) } == 0
  }

  /// `stat` of a path held as `SystemPath` holds it: 0, or -1 with `errno` set.
  static func status(_ path: String, _ info: inout stat) -> Int32 {
    SystemPath.withCString(path) { stat($0, &info) }
  }

  /// Whether a path is a regular file (links followed): what may be opened and read to its end. A FIFO or a
  /// device would block or never end.
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return status(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The folder a path is in, as `NSString.deletingLastPathComponent` gives it ("/a/b" → "/a", "/a" → "/",
  /// "a" → ""), without bridging: the scan asks this for every file.
  public static func directory(of path: String) -> String {
    var utf8 = Substring(path).utf8
    while utf8.count > 1, utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    if slash == utf8.startIndex { return "/" }
    return String(Substring(utf8[..<slash]))
  }

  /// An absolute path with `.` and `..` resolved lexically, no trailing slash. One pass over the bytes: module
  /// resolution calls this for every specifier it has not met, a few candidates each.
  public static func standardized(_ path: String, relativeTo base: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(base.utf8.count + path.utf8.count + 1)
    // Where each segment kept so far starts (at its slash), to drop it again for a `..`.
    var starts: [Int] = []
    func append(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        var start = 0
        while start <= bytes.count {
          var end = start
          while end < bytes.count && bytes[end] != slash { end += 1 }
          switch end - start {
          case 0: break
          case 1 where bytes[start] == dot: break
          case 2 where bytes[start] == dot && bytes[start + 1] == dot:
            if let kept = starts.popLast() { output.removeSubrange(kept...) }
          default:
            starts.append(output.count)
            output.append(slash)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
          }
          start = end + 1
        }
      }
    }
    if !path.hasPrefix("/") { append(base) }
    append(path)
    return output.isEmpty ? "/" : String(decoding: output, as: UTF8.self)
  }

  static func errnoMessage(_ code: Int32) -> String { SystemError.message(code) }
}
