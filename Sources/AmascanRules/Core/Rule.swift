import AmascanCore

/// A rule reads one file's facts and reports violations. Its code is its `rules.json` entry; its examples are
/// its documentation and its tests.
public protocol Rule: Sendable {
  /// The `rules.json` code this rule checks.
  static var code: String { get }
  /// Triggering examples carry a `↓` before each expected finding; non-triggering examples carry none.
  static var examples: [RuleExample] { get }

  func check(_ file: FileContext) -> [Violation]
}

extension Rule {
  public var code: String { Self.code }
  public var examples: [RuleExample] { Self.examples }
}

/// One place a rule found a defect; the engine adds the path and the severity from the catalogue.
public struct Violation: Sendable, Hashable {
  public var range: SourceRange
  public var message: String
  public var notes: [Finding.Note]
  /// Where the component holding the defect is used, when each use meets it (`Finding.callSites`).
  public var callSites: [Finding.Site]

  public init(range: SourceRange, message: String, notes: [Finding.Note] = [], callSites: [Finding.Site] = []) {
    self.range = range
    self.message = message
    self.notes = notes
    self.callSites = callSites
  }
}

/// A source snippet with the expected findings marked by `↓`.
public struct RuleExample: Sendable {
  public static let marker: Character = "↓"

  public let code: String
  /// The file name the snippet is scanned as; its extension picks the grammar.
  public let fileName: String
  public let project: ProjectInfo
  /// False for snippets where wrapping in a comment or string is meaningless (a whole-file construct).
  public let testsWrapping: Bool

  public init(
    _ code: String, fileName: String = "Example.tsx", project: ProjectInfo = ProjectInfo(),
    testsWrapping: Bool = true
  ) {
    self.code = code
    self.fileName = fileName
    self.project = project
    self.testsWrapping = testsWrapping
  }

  public var triggers: Bool { code.contains(Self.marker) }

  /// The snippet without markers, and the 1-based positions (UTF-16 columns) the markers stood at.
  public var parsed: (source: String, positions: [SourcePosition]) {
    var source = ""
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    for character in code {
      if character == Self.marker {
        positions.append(SourcePosition(line: line, column: column))
        continue
      }
      source.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf16.count
      }
    }
    return (source, positions)
  }
}
