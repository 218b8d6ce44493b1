/// Tests, stories and mocks: by default not reported, no call sites of the app's wrappers, and parsed only when
/// another file imports them (their wrappers then link like any other).
/// Their findings are about code no user meets (a render in a test case, a story's variants side by side), and
/// the checks that reason about a form read separate test cases as one. `--include-tests` or amascan.json
/// `"reportTests": true` reports them; a file named on the command line is always reported.
public enum TestFiles {
  /// Folders whose files are tests or mocks.
  public static let folders: [String] = ["__tests__", "__mocks__", "e2e"]
  /// Name parts that make a file a test or a story: `Form.test.tsx`, `Form.spec.ts`, `Form.stories.tsx`.
  public static let nameParts: [String] = ["test", "spec", "stories"]
  private static let folderBytes = folders.map { Array($0.utf8) }
  private static let partBytes = nameParts.map { Array($0.utf8) }

  /// Whether a path (relative to its project's root, so that a project kept under a folder named `e2e` is not
  /// all tests) is a test, a story or a mock. Read as bytes: it is asked of every file of a scan.
  public static func contains(_ relativePath: String) -> Bool {
    var path = relativePath
    return path.withUTF8 { bytes in
      let slash = UInt8(ascii: "/")
      let dot = UInt8(ascii: ".")
      let nameStart = (bytes.lastIndex(of: slash) ?? -1) + 1
      // Folders: every segment before the name.
      var start = 0
      while start < nameStart {
        var end = start
        while end < nameStart - 1, bytes[end] != slash { end += 1 }
        if end > start, folderBytes.contains(where: { $0.elementsEqual(bytes[start..<end]) }) { return true }
        start = end + 1
      }
      // The parts between the first and the last dot of the name: `Form.test.tsx` → test.
      guard let first = bytes[nameStart...].firstIndex(of: dot), let last = bytes[nameStart...].lastIndex(of: dot),
        first < last
      else { return false }
      var part = first + 1
      while part < last {
        var end = part
        while end < last, bytes[end] != dot { end += 1 }
        if partBytes.contains(where: { $0.elementsEqual(bytes[part..<end]) }) { return true }
        part = end + 1
      }
      return false
    }
  }

  /// Whether a file's findings are held back: it is a test, story or mock (`relativePath` from its project's
  /// root), and neither amascan.json (`reportTests`), `--include-tests` nor naming the file asks for them.
  public static func hides(
    _ relativePath: String, configuration: Configuration, includeTests: Bool = false, named: Bool = false
  ) -> Bool {
    !includeTests && configuration.reportTests != true && !named && contains(relativePath)
  }

  public static let hint = "--include-tests or amascan.json \"reportTests\": true reports them"
}
