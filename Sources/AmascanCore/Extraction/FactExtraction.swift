/// Parse, extract, free: the per-file step of the pipeline.
public enum FactExtraction {
  /// The facts of one file, or nil when no grammar produced a tree (the parser refused the language).
  /// The tree is released before this returns.
  public static func facts(of source: SourceText, dialect: SourceDialect, parser: SourceParser) -> FileFacts? {
    guard let parsed = parser.parse(source, dialect: dialect) else { return nil }
    var facts = Extractor.extract(source: parsed.text, tree: parsed.tree, errorNodes: parsed.errorNodes)
    // Comments blanked before parsing are in no tree: their suppressions are read from the text.
    if !parsed.blankedComments.isEmpty {
      facts.suppressions += parsed.blankedComments.compactMap {
        Extractor.suppression(in: parsed.text, from: $0.lowerBound, to: $0.upperBound)
      }
      facts.suppressions.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }
    return facts
  }
}
