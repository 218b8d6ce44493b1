import CTreeSitter

/// A node of a live tree. Only valid while its `SyntaxTree` is alive; never leaves the extraction layer.
struct SyntaxNode {
  let raw: TSNode
  /// One of the three static vocabularies: buffers, no reference counting per node.
  let vocabulary: GrammarVocabulary

  var kind: NodeKind { vocabulary.kind(of: raw) }
  var isNull: Bool { ts_node_is_null(raw) }
  var isNamed: Bool { ts_node_is_named(raw) }
  var isMissing: Bool { ts_node_is_missing(raw) }
  var startByte: Int { Int(ts_node_start_byte(raw)) }
  var endByte: Int { Int(ts_node_end_byte(raw)) }
  var startRow: Int { Int(ts_node_start_point(raw).row) }
  var endRow: Int { Int(ts_node_end_point(raw).row) }
  var namedChildCount: Int { Int(ts_node_named_child_count(raw)) }
  var childCount: Int { Int(ts_node_child_count(raw)) }
  /// The grammar's own name for the node's kind, for anonymous tokens such as operators.
  var typeName: String { String(cString: ts_node_type(raw)) }

  /// The missing node of a call that marks no error in the code: the `!` tree-sitter's TypeScript grammar invents
  /// when an object type is a type argument before a template (`` styled.View<{ dense: boolean }>`…` ``, valid
  /// TypeScript). It reads that as a call of `styled.View<…>!` with the template, which is what the code does. Found
  /// from the call down: a missing node's own parent is not found reliably by this tree-sitter.
  var inventedNonNull: SyntaxNode? {
    guard kind == .callExpression, field(.arguments)?.kind == .templateString, let function = field(.function),
      function.kind == .nonNullExpression, function.childCount == 2,
      function.child(0).kind == .instantiationExpression
    else { return nil }
    let bang = function.child(1)
    return bang.isMissing ? bang : nil
  }

  func namedChild(_ index: Int) -> SyntaxNode {
    SyntaxNode(raw: ts_node_named_child(raw, UInt32(index)), vocabulary: vocabulary)
  }

  func child(_ index: Int) -> SyntaxNode {
    SyntaxNode(raw: ts_node_child(raw, UInt32(index)), vocabulary: vocabulary)
  }

  /// The named children, by a cursor: `namedChild(i)` counts from the first child each time, so taking them all
  /// by index costs the square of their number (a long JSX body, a file's top-level statements).
  var namedChildren: [SyntaxNode] {
    var result: [SyntaxNode] = []
    var cursor = ts_tree_cursor_new(raw)
    defer { ts_tree_cursor_delete(&cursor) }
    guard ts_tree_cursor_goto_first_child(&cursor) else { return [] }
    repeat {
      let node = ts_tree_cursor_current_node(&cursor)
      if ts_node_is_named(node) { result.append(SyntaxNode(raw: node, vocabulary: vocabulary)) }
    } while ts_tree_cursor_goto_next_sibling(&cursor)
    return result
  }

  func field(_ name: FieldName) -> SyntaxNode? {
    let id = vocabulary.fields[name.rawValue]
    guard id != 0 else { return nil }
    let node = SyntaxNode(raw: ts_node_child_by_field_id(raw, id), vocabulary: vocabulary)
    return node.isNull ? nil : node
  }

  /// All children attached under a field that repeats (JSX attributes).
  func children(of name: FieldName) -> [SyntaxNode] {
    let id = vocabulary.fields[name.rawValue]
    guard id != 0 else { return [] }
    var result: [SyntaxNode] = []
    var cursor = ts_tree_cursor_new(raw)
    defer { ts_tree_cursor_delete(&cursor) }
    guard ts_tree_cursor_goto_first_child(&cursor) else { return [] }
    repeat {
      if ts_tree_cursor_current_field_id(&cursor) == id {
        result.append(SyntaxNode(raw: ts_tree_cursor_current_node(&cursor), vocabulary: vocabulary))
      }
    } while ts_tree_cursor_goto_next_sibling(&cursor)
    return result
  }
}

/// An owned tree-sitter tree; deleted when released.
final class SyntaxTree {
  let raw: OpaquePointer
  let grammar: Grammar
  let vocabulary: GrammarVocabulary

  init(raw: OpaquePointer, grammar: Grammar) {
    self.raw = raw
    self.grammar = grammar
    self.vocabulary = GrammarVocabulary.of(grammar)
  }

  deinit { ts_tree_delete(raw) }

  var root: SyntaxNode { SyntaxNode(raw: ts_tree_root_node(raw), vocabulary: vocabulary) }

  /// Whether a byte is code: not inside a string, template, comment, regular expression or JSX text.
  func isCode(at byte: Int) -> Bool {
    var node = ts_node_descendant_for_byte_range(ts_tree_root_node(raw), UInt32(byte), UInt32(byte + 1))
    while !ts_node_is_null(node) {
      switch vocabulary.kind(of: node) {
      case .string, .templateString, .comment, .regex, .jsxText: return false
      default: node = ts_node_parent(node)
      }
    }
    return true
  }

  /// ERROR and MISSING nodes in the tree, counted with an iterative walk.
  func errorNodeCount() -> Int {
    guard ts_node_has_error(ts_tree_root_node(raw)) else { return 0 }
    var count = 0
    // Where the calls met so far have an invented `!` (`SyntaxNode.inventedNonNull`).
    var invented = Set<Int>()
    var cursor = ts_tree_cursor_new(ts_tree_root_node(raw))
    defer { ts_tree_cursor_delete(&cursor) }
    var descend = true
    while true {
      let node = ts_tree_cursor_current_node(&cursor)
      if descend {
        if ts_node_has_error(node), let bang = SyntaxNode(raw: node, vocabulary: vocabulary).inventedNonNull {
          invented.insert(bang.startByte)
        }
        if vocabulary.kind(of: node) == .error
          || (ts_node_is_missing(node) && !invented.contains(Int(ts_node_start_byte(node))))
        {
          count += 1
        }
        if ts_node_has_error(node) && ts_tree_cursor_goto_first_child(&cursor) { continue }
      }
      if ts_tree_cursor_goto_next_sibling(&cursor) {
        descend = true
        continue
      }
      if !ts_tree_cursor_goto_parent(&cursor) { break }
      descend = false
    }
    return count
  }
}

/// A tree-sitter parser; one per thread, never shared.
public final class SourceParser {
  private let parser: OpaquePointer

  public init() {
    parser = ts_parser_new()
  }

  deinit { ts_parser_delete(parser) }

  /// Parses with each of the dialect's grammars in turn until one gives a tree without errors; keeps the tree
  /// with the fewest error nodes.
  /// For Flow files, the TSX grammar is also tried on a copy with Flow's variance sigils and exact-object bars
  /// blanked (same length, so every position holds); the text that was parsed comes back with the tree.
  ///
  /// Comments in runs long enough to crash the runtime (`CommentRuns`) are blanked first; their ranges come back,
  /// and the text returned is then the one given (or its Flow copy), whose comments are intact.
  func parse(_ given: SourceText, dialect: SourceDialect) -> (
    tree: SyntaxTree, errorNodes: Int, text: SourceText, blankedComments: [Range<Int>]
  )? {
    let blanked = CommentRuns.oversized(in: given.bytes)
    let source = blanked.isEmpty ? given : SourceText(bytes: CommentRuns.blanking(given.bytes, blanked))
    guard var best = parse(source, dialect: dialect, isFlow: FlowSyntax.isFlow(given.bytes)) else { return nil }
    if !blanked.isEmpty {
      best.text =
        best.text.bytes == source.bytes
        ? given : SourceText(bytes: FlowSyntax.blankingTypeSigilsAndBars(given.bytes).text)
    }
    return (best.tree, best.errorNodes, best.text, blanked)
  }

  private func parse(_ source: SourceText, dialect: SourceDialect, isFlow: Bool) -> (
    tree: SyntaxTree, errorNodes: Int, text: SourceText
  )? {
    var attempts: [(grammar: Grammar, text: SourceText, tree: SyntaxTree?)] = dialect.grammars.map {
      ($0, source, nil)
    }
    if dialect == .javascript, isFlow {
      let (blanked, bars) = FlowSyntax.blankingTypeSigilsAndBars(source.bytes)
      // Without sigils the copy is the text itself: parsing it again would give the same tree.
      if blanked != source.bytes {
        let copy = SourceText(bytes: blanked)
        var early: SyntaxTree?
        if !bars.isEmpty, let tree = parse(copy, grammar: .tsx) {
          // `{|` or `|}` in code is a syntax error in TSX: when the copy reads cleanly with a bar outside strings
          // and comments, the order below would reject the text and keep the copy. Skip the text's parse.
          if tree.errorNodeCount() == 0, bars.contains(where: { tree.isCode(at: $0) }) { return (tree, 0, copy) }
          early = tree
        }
        attempts.insert((.tsx, copy, early), at: 1)
      }
    }
    var best: (tree: SyntaxTree, errorNodes: Int, text: SourceText)?
    for attempt in attempts {
      guard let tree = attempt.tree ?? parse(attempt.text, grammar: attempt.grammar) else { continue }
      let errors = tree.errorNodeCount()
      if best == nil || errors < best!.errorNodes { best = (tree, errors, attempt.text) }
      if errors == 0 { break }
    }
    return best
  }

  func parse(_ source: SourceText, grammar: Grammar) -> SyntaxTree? {
    guard ts_parser_set_language(parser, grammar.language) else { return nil }
    let raw = source.bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          ts_parser_parse_string(parser, nil, $0, UInt32(buffer.count))
        }
      } ?? ts_parser_parse_string(parser, nil, "", 0)
    }
    guard let raw else { return nil }
    return SyntaxTree(raw: raw, grammar: grammar)
  }
}
