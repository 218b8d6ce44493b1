import CTreeSitter
import TreeSitterGrammars

/// The grammars amascan compiles in, and which one reads a file of a given extension.
public enum Grammar: String, Sendable, CaseIterable {
  case tsx
  case typescript
  case javascript

  var language: OpaquePointer {
    switch self {
    case .tsx: tree_sitter_tsx()
    case .typescript: tree_sitter_typescript()
    case .javascript: tree_sitter_javascript()
    }
  }
}

/// How a file is parsed, chosen from its extension.
public enum SourceDialect: Sendable {
  /// `.ts`, `.mts`, `.cts`: TypeScript without JSX (`<T>x` is a cast there).
  case typescript
  /// `.tsx`: TypeScript with JSX.
  case tsx
  /// `.js`, `.jsx`, `.mjs`, `.cjs`: plain or Flow-typed JavaScript. Parsed with the TSX grammar, which reads
  /// Flow annotations far better than the JavaScript grammar; when that tree has errors the JavaScript grammar
  /// is tried too and the tree with fewer error nodes is kept.
  case javascript

  public static let extensions: [String: SourceDialect] = [
    "ts": .typescript, "mts": .typescript, "cts": .typescript,
    "tsx": .tsx,
    "js": .javascript, "jsx": .javascript, "mjs": .javascript, "cjs": .javascript,
  ]

  /// The dialect of a path, or nil when amascan does not read files of that kind.
  public init?(path: String) {
    let utf8 = path.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), !utf8[dot...].contains(UInt8(ascii: "/")) else {
      return nil
    }
    let ext = String(Substring(utf8[utf8.index(after: dot)...])).lowercased()
    guard let dialect = SourceDialect.extensions[ext] else { return nil }
    self = dialect
  }

  /// Grammars to try, in order of preference.
  var grammars: [Grammar] {
    switch self {
    case .typescript: [.typescript]
    case .tsx: [.tsx]
    case .javascript: [.tsx, .javascript]
    }
  }
}
