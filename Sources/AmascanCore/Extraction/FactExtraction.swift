/// Parse, extract, free: the per-file step of the pipeline.
public enum FactExtraction {
  /// The facts of one file, or nil when no grammar produced a tree (the parser refused the language).
  /// The tree is released before this returns.
  public static func facts(of source: SourceText, dialect: SourceDialect, parser: SourceParser) -> FileFacts? {
    guard let parsed = parser.parse(source, dialect: dialect) else { return nil }
    return Extractor.extract(source: parsed.text, tree: parsed.tree, errorNodes: parsed.errorNodes)
  }
}
