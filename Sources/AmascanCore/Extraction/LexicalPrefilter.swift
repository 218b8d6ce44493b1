/// A cheap look at a TypeScript (`.ts`) file's bytes that decides whether it needs a tree. Such a file holds
/// no JSX, so it can matter only through what it re-exports (a barrel), CommonJS exports, or suppression
/// comments; a module that only declares its own code (services, hooks, types) is read but not parsed.
/// `--no-prefilter` parses everything; a test proves both give the same findings.
public enum LexicalPrefilter {
  public static func typeScriptFileMatters(_ bytes: [UInt8]) -> Bool {
    if contains(bytes, "amascan-disable") || contains(bytes, "require(") || contains(bytes, "module.exports")
      || contains(bytes, "exports.")
    {
      return true
    }
    let export = Array("export".utf8)
    var index = 0
    while let found = find(bytes, export, from: index) {
      index = found + export.count
      var next = skipSpace(bytes, index)
      guard next < bytes.count else { break }
      // `export *`, `export {`: a re-export or a list that may name imports.
      if bytes[next] == UInt8(ascii: "*") || bytes[next] == UInt8(ascii: "{") { return true }
      // `export default X;` may re-export an import; `export default function`/`class`/an object does not.
      if starts(bytes, "default", at: next) {
        next = skipSpace(bytes, next + 7)
        let declaresOwn = ["function", "class", "async", "{", "(", "[", "\"", "'", "`"].contains {
          starts(bytes, $0, at: next)
        }
        if !declaresOwn && next < bytes.count && isIdentifierStart(bytes[next]) { return true }
      }
      // `export import X = require(...)`, `export =`.
      if starts(bytes, "import", at: next) || starts(bytes, "=", at: next) { return true }
    }
    return false
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  private static func starts(_ bytes: [UInt8], _ word: String, at index: Int) -> Bool {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count else { return false }
    return bytes[index..<index + utf8.count].elementsEqual(utf8)
  }

  private static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
    find(bytes, Array(word.utf8), from: 0) != nil
  }

  private static func find(_ bytes: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
