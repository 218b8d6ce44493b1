/// Tests, stories and mocks: by default not reported, no call sites of the app's wrappers, and parsed only when
/// another file imports them (their wrappers then link like any other).
/// Their findings are about code no user meets (a render in a test case, a story's variants side by side), and
/// the checks that reason about a form read separate test cases as one. `--include-tests` or amascan.json
/// `"reportTests": true` reports them; a file named on the command line is always reported.
public enum TestFiles {
  /// Folders whose files are tests or mocks.
  public static let folders: Set<Substring> = ["__tests__", "__mocks__", "e2e"]
  /// Name parts that make a file a test or a story: `Form.test.tsx`, `Form.spec.ts`, `Form.stories.tsx`.
  public static let nameParts: Set<Substring> = ["test", "spec", "stories"]

  /// Whether a path (relative to its project's root, so that a project kept under a folder named `e2e` is not
  /// all tests) is a test, a story or a mock.
  public static func contains(_ relativePath: String) -> Bool {
    let segments = relativePath.split(separator: "/")
    guard let name = segments.last else { return false }
    if segments.dropLast().contains(where: folders.contains) { return true }
    // The parts between the first and the last dot: `Form.test.tsx` → test.
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 3 && parts.dropFirst().dropLast().contains(where: nameParts.contains)
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
