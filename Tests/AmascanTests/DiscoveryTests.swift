import AmascanCore
import Foundation
import Testing

@Suite struct DiscoveryTests {
  @Test func globs() {
    #expect(Glob("*.js").matches("a.js"))
    #expect(!Glob("*.js").matches("dir/a.js"))
    #expect(Glob("**/*.js").matches("dir/sub/a.js"))
    #expect(Glob("**/*.js").matches("a.js"))
    #expect(Glob("src/**").matches("src/a/b.ts"))
    #expect(Glob("a/**/b").matches("a/b"))
    #expect(Glob("a/**/b").matches("a/x/y/b"))
    #expect(!Glob("src/**/test").matches("src/latest"), "`**/` resumes at a segment start")
    #expect(!Glob("**/build").matches("src/prebuild"))
    #expect(Glob("**/build").matches("src/build"))
    #expect(Glob("file?.ts").matches("file1.ts"))
    #expect(!Glob("file?.ts").matches("file/.ts"))
    #expect(Glob("[abc].ts").matches("b.ts"))
    #expect(!Glob("[!abc].ts").matches("b.ts"))
    #expect(Glob("[a-c]x").matches("bx"))
    #expect(Glob("\\*.ts").matches("*.ts"))
    #expect(!Glob("\\*.ts").matches("a.ts"))
  }

  /// Names, `*suffix` and `prefix*` take a shortcut past the general matcher; `?`, classes, escapes and `**`
  /// in them must still send a pattern the long way.
  @Test func globShortcutsAgreeWithTheMatcher() {
    let cases: [(String, String, Bool)] = [
      ("node_modules", "node_modules", true), ("node_modules", "node_modules2", false),
      ("node_modules", "a/node_modules", false), ("*.log", "a.log", true), ("*.log", ".log", true),
      ("*.log", "dir/a.log", false), ("*.log", "a.log.txt", false), ("*", "anything", true), ("*", "a/b", false),
      ("build*", "build", true), ("build*", "build-ios", true), ("build*", "build/x", false),
      ("build*", "rebuild", false), ("*.?s", "a.ts", true), ("*.[jt]s", "a.js", true), ("*.[jt]s", "a.cs", false),
      ("\\*x", "*x", true), ("\\*x", "ax", false), ("**", "a/b", true), ("a*b", "axxb", true),
    ]
    for (pattern, path, expected) in cases {
      #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }
  }

  @Test func gitignoreSemantics() {
    let rules = IgnoreRules(
      base: "", text: "# comment\n*.gen.ts\n/generated/\nlib/*.js\n!keep.gen.ts\nbuild-*/\n")
    #expect(rules.verdict(relativePath: "src/a.gen.ts", isDirectory: false) == true)
    #expect(rules.verdict(relativePath: "src/keep.gen.ts", isDirectory: false) == false)
    #expect(rules.verdict(relativePath: "generated", isDirectory: true) == true)
    #expect(rules.verdict(relativePath: "src/generated", isDirectory: true) == nil)
    #expect(rules.verdict(relativePath: "lib/a.js", isDirectory: false) == true)
    #expect(rules.verdict(relativePath: "src/lib/a.js", isDirectory: false) == nil)
    #expect(rules.verdict(relativePath: "build-ios", isDirectory: true) == true)
    #expect(rules.verdict(relativePath: "build-ios", isDirectory: false) == nil)
    let nested = IgnoreRules(base: "app", text: "secret.tsx\n")
    #expect(nested.verdict(relativePath: "app/x/secret.tsx", isDirectory: false) == true)
    #expect(nested.verdict(relativePath: "other/secret.tsx", isDirectory: false) == nil)
  }

  @Test func walksHonouringGitignoreAndSkippedFolders() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "src/App.tsx", "src/util.ts", "src/legacy.js", "src/gen/api.ts", "src/notes.md", "node_modules/x/index.js",
      ".expo/cache.js", "build/out.js", "src/.hidden/a.tsx", "ios/Pods/p.js", "src/z.mjs", "src/y.cjs",
      "src/w.jsx", "packages/a/.gitignore", "packages/a/local.ts", "packages/a/keep.ts",
    ]
    for file in files { try TestSupport.write("export {};\n", to: root.appendingPathComponent(file)) }
    try TestSupport.write("src/gen/\n", to: root.appendingPathComponent(".gitignore"))
    try TestSupport.write("local.ts\n", to: root.appendingPathComponent("packages/a/.gitignore"))
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("src/loop"), withDestinationURL: root.appendingPathComponent("src"))

    let discovery = FileDiscovery(workingDirectory: root.path, excludes: ["*.cjs"])
    let (found, problems, _) = discovery.discover(["."])
    #expect(problems.isEmpty)
    #expect(
      found.map(\.displayPath) == [
        "packages/a/keep.ts", "src/App.tsx", "src/legacy.js", "src/util.ts", "src/w.jsx", "src/z.mjs",
      ])

    // Inside a sub-folder the repository's .gitignore still applies.
    let inner = FileDiscovery(workingDirectory: root.path, excludes: []).discover(["src"]).files
    #expect(!inner.map(\.displayPath).contains("src/gen/api.ts"))
    #expect(inner.map(\.displayPath).contains("src/y.cjs"))

    // Named files are always scanned, ignored or not; other kinds and missing paths are errors.
    let explicit = discovery.discover(["src/gen/api.ts", "src/notes.md", "missing.tsx"])
    #expect(explicit.files.map(\.displayPath) == ["src/gen/api.ts"])
    #expect(explicit.problems.map(\.path) == ["src/notes.md", "missing.tsx"])
    #expect(explicit.problems.last?.message == "no such file or directory")
  }

  /// Subtrees walked in parallel come back in place: files, problems and their order are those of one thread,
  /// with `.gitignore` files at every depth, files named between folders, a broken link and overlapping roots.
  @Test func theWalkIsTheSameOnAnyNumberOfThreads() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    var files: [String] = []
    for a in ["a", "m", "z"] {
      files += ["\(a).ts", "\(a)/0.ts", "\(a)/n.tsx", "\(a)/zz.js"]
      for b in ["b", "k", "q"] {
        files += ["\(a)/\(b)/1.ts", "\(a)/\(b)/skip.ts", "\(a)/\(b)/y.jsx"]
        for c in ["c", "d"] { files += ["\(a)/\(b)/\(c)/2.ts", "\(a)/\(b)/\(c)/skip.ts", "\(a)/\(b)/\(c)/3.js"] }
      }
    }
    for file in files { try TestSupport.write("export {};\n", to: root.appendingPathComponent(file)) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try TestSupport.write("z/k/\n", to: root.appendingPathComponent(".gitignore"))
    try TestSupport.write("skip.ts\n", to: root.appendingPathComponent("m/.gitignore"))
    try TestSupport.write("2.ts\n", to: root.appendingPathComponent("a/q/.gitignore"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("a/b/c/gone.ts"), withDestinationURL: root.appendingPathComponent("nowhere.ts"))

    let discovery = FileDiscovery(workingDirectory: root.path, excludes: [])
    let paths = [".", "m", "a/b/c/2.ts"]
    let one = discovery.discover(paths, jobs: 1)
    // 93 files; z/k/ holds 9, m/ has 9 `skip.ts` below it, a/q/ two `2.ts`.
    #expect(one.files.count == 93 - 9 - 9 - 2)
    let shown = one.files.map(\.displayPath)
    #expect(Array(shown.prefix(5)) == ["a/0.ts", "a/b/1.ts", "a/b/c/2.ts", "a/b/c/3.js", "a/b/c/skip.ts"])
    // A folder's files sit where its name falls: `a` < `a.ts` < `m`.
    #expect(shown.firstIndex(of: "a.ts") == shown.firstIndex(of: "a/zz.js").map { $0 + 1 })
    #expect(shown.firstIndex(of: "m/0.ts") == shown.firstIndex(of: "a.ts").map { $0 + 1 })
    #expect(!one.files.contains { $0.displayPath.hasPrefix("z/k/") || $0.displayPath == "a/q/c/2.ts" })
    #expect(!one.files.contains { $0.displayPath.hasPrefix("m/") && $0.displayPath.hasSuffix("skip.ts") })
    #expect(one.files.contains { $0.displayPath == "a/b/c/skip.ts" })
    #expect(one.problems.map(\.path) == ["a/b/c/gone.ts"])
    for jobs in [2, 3, 8] {
      let many = discovery.discover(paths, jobs: jobs)
      #expect(many.files == one.files, "\(jobs) threads")
      #expect(many.problems == one.problems, "\(jobs) threads")
    }
  }

  /// The listings discovery keeps answer what configuration, project and tsconfig lookups ask as the system
  /// does: for a listed folder from the listing (a name it holds, and one it does not), for a folder it did not
  /// list (a dependency folder, one above the walk) from the system.
  @Test func listingsAnswerAsTheSystemDoes() throws {
    let root = try TestSupport.project([
      "package.json": "{}", "src/amascan.json": "{}", "src/a/tsconfig.json": "{}", "src/a/b.tsx": "",
      "node_modules/x/package.json": "{}", "node_modules/x/i.js": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let path = FileDiscovery.standardized(root.path, relativeTo: "/")
    let known = FileDiscovery(workingDirectory: path, excludes: []).discover(["src"]).known
    #expect(known.count == 2)
    let asked = [
      "src/amascan.json", "src/package.json", "src/a/tsconfig.json", "src/a/jsconfig.json", "src/a/b.tsx",
      "package.json", "amascan.json", "node_modules/x/package.json", "node_modules/x/tsconfig.json",
    ].map { path + "/" + $0 }
    #expect(asked.map(known.exists) == asked.map(FileDiscovery.exists))
    #expect(asked.map(known.exists) == [true, false, true, false, true, true, false, true, false])
    // Listed folders are answered without asking the system: a name made after the walk is not seen.
    try TestSupport.write("{}", to: root.appendingPathComponent("src/package.json"))
    #expect(!known.exists(path + "/src/package.json"))
  }

  /// Paths are standardized as splitting on slashes and resolving `.` and `..` would: the one-pass version
  /// against that, over random paths made of those parts, relative and absolute, with doubled and trailing
  /// slashes and non-ASCII names.
  @Test func standardizedPathsMatchSplittingAndJoining() {
    func reference(_ path: String, _ base: String) -> String {
      let joined = path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
      var parts: [Substring] = []
      for part in joined.split(separator: "/") {
        switch part {
        case ".": continue
        case "..": if !parts.isEmpty { parts.removeLast() }
        default: parts.append(part)
        }
      }
      return "/" + parts.joined(separator: "/")
    }
    var generator = SystemRandomNumberGenerator()
    let pieces = ["a", "bc", ".", "..", "", "é", "...", ".x", "x.", "index.tsx"]
    func random(_ count: Int) -> String {
      (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "/")
    }
    for _ in 0..<5000 {
      let base = (Bool.random(using: &generator) ? "/" : "") + random(Int.random(in: 0...4, using: &generator))
      let path = (Bool.random(using: &generator) ? "/" : "") + random(Int.random(in: 0...5, using: &generator))
      #expect(FileDiscovery.standardized(path, relativeTo: base) == reference(path, base), "\(path) from \(base)")
    }
    #expect(FileDiscovery.standardized("../../x", relativeTo: "/a") == "/x")
    #expect(FileDiscovery.standardized("./Input", relativeTo: "/app/src/") == "/app/src/Input")
  }

  /// Which paths are tests, stories or mocks: a folder among the segments, or a part between the name's first
  /// and last dots.
  @Test func testFilesByPath() {
    let tests = [
      "src/Form.test.tsx", "Form.spec.js", "a/b/Form.stories.tsx", "src/__tests__/Form.tsx", "__mocks__/x.js",
      "e2e/login.tsx", "a/e2e/b/c.ts", "Form.native.test.tsx",
    ]
    let others = [
      "src/Form.tsx", "src/test.tsx", "src/latest.tsx", "Form.test", "a/e2e.tsx", "src/__tests__", "a.b.c", "",
      "tests/Form.tsx", "Form.testing.tsx",
    ]
    for path in tests { #expect(TestFiles.contains(path), "\(path)") }
    for path in others { #expect(!TestFiles.contains(path), "\(path)") }
  }
}
