import CTreeSitter

/// Turns one parsed tree into `FileFacts` in a single iterative walk; the tree is freed by the caller as soon
/// as this returns.
struct Extractor {
  private let source: SourceText
  private let tree: SyntaxTree
  private var facts = FileFacts()
  /// Whether the tree has ERROR or MISSING nodes: only then is a node checked for being missing.
  private let hasErrors: Bool

  /// What encloses the node being visited, innermost last; a frame is popped once the walk passes its end.
  private enum Frame {
    case element(Int)
    case function(Int)
    case scope(Int)
    /// With, for `guard && <X/>`, the guard's source and where the guarded side starts.
    case conditional(guard: String?, from: Int)
    case repeated
    /// The value of a local: `const name = …`, `name = …`.
    case holder(String)
  }
  private var frames: [(frame: Frame, endByte: Int)] = []
  /// The `let`/`const`/`var` declarations open at the current node, innermost last.
  private var declarations: [(end: Int, isConst: Bool, isVar: Bool)] = []
  /// The blocks open at the current node that are not a function's body (braces, a `for`, a `catch`), innermost
  /// last: where a `const`, `let`, loop or `catch` binding counts (`BlockBinding`).
  private var blocks: [(start: Int, end: Int, range: SourceRange)] = []
  /// Where each function's body starts: its braces are the function's, not a block of it.
  private var functionBodies = Set<Int>()
  /// Each block binding's entry in its function's `blockBindings`, while extracting.
  private var blockEntries: [BlockKey: Int] = [:]
  /// Names for functions not yet reached, by start byte: `const name = () => ...` names the arrow.
  private var pendingNames: [Int: [String]] = [:]
  /// The props module-level styled components set on what they render (`styled(Input).attrs({ … })`), by name.
  private var styledAttributes: [String: [AttributeFact]] = [:]
  /// Where the calls met so far have a `!` the grammar invented, no syntax error (`SyntaxNode.inventedNonNull`).
  private var inventedNonNulls = Set<Int>()
  /// How many callee paths a function keeps.
  private static let maxCallsPerFunction = 64

  /// The guards an element keeps (`a && b && <X/>` keeps both), and how long one may be.
  private static let maxGuardLength = 200

  /// How deep expression values are followed; deeper nesting reads as unknown.
  private static let maxValueDepth = 24

  init(source: SourceText, tree: SyntaxTree, hasErrors: Bool) {
    self.source = source
    self.tree = tree
    self.hasErrors = hasErrors
  }

  static func extract(source: SourceText, tree: SyntaxTree, errorNodes: Int) -> FileFacts {
    var extractor = Extractor(source: source, tree: tree, hasErrors: errorNodes > 0)
    extractor.walk()
    extractor.sortBlockBindings()
    extractor.applyStyledAttributes()
    extractor.facts.syntaxErrorCount = errorNodes
    extractor.facts.namingWords = Set(
      FileFacts.namingVocabulary.filter { source.contains($0, in: 0, source.bytes.count) })
    return extractor.facts
  }

  /// The suppression a comment spanning these bytes makes, if any.
  static func suppression(in source: SourceText, from start: Int, to end: Int) -> SuppressionFact? {
    let cut = min(end, start + 2000)
    guard source.contains("amascan-", in: start, cut) else { return nil }
    return SuppressionFact.parse(
      comment: source.text(start, cut), position: source.position(byteOffset: start),
      endLine: source.position(byteOffset: max(start, end - 1)).line)
  }

  private mutating func walk() {
    let vocabulary = tree.vocabulary
    var cursor = ts_tree_cursor_new(ts_tree_root_node(tree.raw))
    defer { ts_tree_cursor_delete(&cursor) }
    while true {
      let node = SyntaxNode(raw: ts_tree_cursor_current_node(&cursor), vocabulary: vocabulary)
      visit(node)
      if ts_tree_cursor_goto_first_child(&cursor) { continue }
      while !ts_tree_cursor_goto_next_sibling(&cursor) {
        if !ts_tree_cursor_goto_parent(&cursor) { return }
      }
    }
  }

  private mutating func visit(_ node: SyntaxNode) {
    while let last = frames.last, last.endByte <= node.startByte {
      frames.removeLast()
    }
    while let last = blocks.last, last.end <= node.startByte { blocks.removeLast() }
    switch node.kind {
    case .importStatement:
      recordImport(node)
    case .lexicalDeclaration, .variableDeclaration:
      closeDeclarations(before: node.startByte)
      declarations.append(
        (
          node.endByte, source.text(node.startByte, min(node.startByte + 5, node.endByte)) == "const",
          node.kind == .variableDeclaration
        ))
    case .variableDeclarator:
      recordDeclarator(node)
      if let name = node.field(.name), name.kind == .identifier { frames.append((.holder(text(name)), node.endByte)) }
    case .jsxElement, .jsxSelfClosingElement:
      recordElement(node)
    case .statementBlock, .forStatement, .switchBody:
      if !functionBodies.contains(node.startByte) { openBlock(node) }
    case .forInStatement:
      openBlock(node)
      if let left = node.field(.left) {
        // `for (var x of xs)` binds in the whole function.
        let isVar = source.text(node.startByte, left.startByte).contains("var")
        bind(left, inBlock: !isVar)
      }
    case .catchClause:
      openBlock(node)
      if let parameter = node.field(.parameter) { bind(parameter) }
    case .arrowFunction, .functionExpression, .functionDeclaration, .generatorFunctionDeclaration,
      .generatorFunction, .methodDefinition:
      recordFunction(node)
    case .classDeclaration, .class:
      if currentScope == nil {
        openScope(node, name: node.field(.name).map(text) ?? pendingNames[node.startByte]?.last)
        facts.scopes[facts.scopes.count - 1].isClass = true
      }
    case .exportStatement:
      recordExport(node)
    case .publicFieldDefinition, .fieldDefinition:
      if let name = node.field(.name) ?? node.field(.property), let value = node.field(.value).map(unwrapped) {
        pendingNames[value.startByte] = [SourceWords.this, text(name)]
      }
    case .callExpression:
      recordCall(node)
      if hasErrors, let bang = node.inventedNonNull { inventedNonNulls.insert(bang.startByte) }
    case .binaryExpression:
      if let op = node.field(.operator)?.typeName, op == "&&" || op == "||" || op == "??" {
        let left = node.field(.left)
        let source = left.flatMap { left in
          op == "&&" && left.endByte - left.startByte <= Self.maxGuardLength ? text(left) : nil
        }
        frames.append((.conditional(guard: source, from: left?.endByte ?? node.startByte), node.endByte))
      }
    case .ternaryExpression, .ifStatement:
      var condition = node.field(.condition)
      if let wrapped = condition, wrapped.kind == .parenthesizedExpression {
        condition = wrapped.namedChildren.first { $0.kind != .comment }
      }
      pushBranches(
        of: node, guard: condition.flatMap { $0.endByte - $0.startByte <= Self.maxGuardLength ? text($0) : nil })
    case .switchCase, .switchDefault:
      frames.append((.conditional(guard: nil, from: node.startByte), node.endByte))
    case .assignmentExpression:
      recordAssignment(node)
      if let left = node.field(.left), left.kind == .identifier { frames.append((.holder(text(left)), node.endByte)) }
    case .comment:
      if let suppression = Self.suppression(in: source, from: node.startByte, to: node.endByte) {
        facts.suppressions.append(suppression)
      }
    case .error:
      if facts.firstSyntaxError == nil { facts.firstSyntaxError = position(node) }
    default:
      if hasErrors, node.isMissing, facts.firstSyntaxError == nil, !inventedNonNulls.contains(node.startByte) {
        facts.firstSyntaxError = position(node)
      }
    }
  }

  /// A frame for each branch of a ternary or an `if` (the consequence under `guard`, the alternative under its
  /// negation): the one that ends last goes below, so that each frame ends before the one under it, and elements of
  /// two branches never render together.
  private mutating func pushBranches(of node: SyntaxNode, guard source: String?) {
    if let alternative = node.field(.alternative) {
      // The `else` of a condition the file spells is rendered under its negation.
      frames.append((.conditional(guard: source.map { "!(\($0))" }, from: alternative.startByte), alternative.endByte))
    }
    if let consequence = node.field(.consequence) {
      frames.append((.conditional(guard: source, from: consequence.startByte), consequence.endByte))
    }
  }

  // MARK: Positions and text

  private func position(_ node: SyntaxNode) -> SourcePosition {
    source.position(row: node.startRow, byteOffset: node.startByte)
  }

  private func range(_ node: SyntaxNode, through last: SyntaxNode? = nil) -> SourceRange {
    let end = last ?? node
    return SourceRange(
      start: position(node), end: source.position(row: end.endRow, byteOffset: end.endByte))
  }

  private func text(_ node: SyntaxNode) -> String {
    source.text(node.startByte, node.endByte)
  }

  // MARK: Imports and declarations

  private mutating func recordImport(_ node: SyntaxNode) {
    guard let sourceNode = node.field(.source), let module = stringLiteral(sourceNode) else { return }
    for child in node.namedChildren where child.kind == .importClause {
      for part in child.namedChildren {
        switch part.kind {
        case .identifier:
          facts.imports.append(ImportFact(localName: text(part), module: module, imported: .defaultExport))
        case .namespaceImport:
          if let name = part.namedChildren.first(where: { $0.kind == .identifier }) {
            facts.imports.append(ImportFact(localName: text(name), module: module, imported: .namespace))
          }
        case .namedImports:
          for specifier in part.namedChildren where specifier.kind == .importSpecifier {
            guard let nameNode = specifier.field(.name) else { continue }
            let imported = stringLiteral(nameNode) ?? text(nameNode)
            let local = specifier.field(.alias).map(text) ?? imported
            facts.imports.append(ImportFact(localName: local, module: module, imported: .named(imported)))
          }
        default:
          break
        }
      }
    }
  }

  private mutating func recordDeclarator(_ node: SyntaxNode) {
    var bindsProps = false
    defer {
      // `const { label } = props` takes the props apart: its names are the props, hiding none of them; those of a
      // pattern inside it (`{ input: { label } }`) are taken from a prop, and bound here.
      if let name = node.field(.name) {
        let inBlock = !isVar(at: node.startByte)
        if !bindsProps {
          bind(name, inBlock: inBlock)
        } else {
          for entry in name.namedChildren where entry.kind == .pairPattern {
            guard var value = entry.field(.value) else { continue }
            if value.kind == .assignmentPattern, let left = value.field(.left) { value = left }
            if value.kind != .identifier { bind(value, inBlock: inBlock) }
          }
        }
      }
    }
    guard let nameNode = node.field(.name), let valueNode = node.field(.value).map(unwrapped) else { return }
    switch nameNode.kind {
    case .identifier:
      let name = text(nameNode)
      if let module = requiredModule(valueNode) {
        facts.imports.append(ImportFact(localName: name, module: module, imported: .namespace))
      } else if valueNode.kind == .memberExpression, let object = valueNode.field(.object).map(unwrapped),
        let module = requiredModule(object), let property = valueNode.field(.property)
      {
        facts.imports.append(ImportFact(localName: name, module: module, imported: .named(text(property))))
      } else if valueNode.kind == .object {
        let properties = objectProperties(valueNode, depth: 0)
        let key = FileFacts.objectLiteralKey(name, scope: currentScope)
        // A `let` or `var` may be given another object later.
        if !isConst(at: node.startByte) {
          facts.objectLiterals[key] = .some(nil)
        } else if let existing = facts.objectLiterals[key], existing != properties {
          facts.objectLiterals[key] = .some(nil)
        } else {
          facts.objectLiterals[key] = properties
        }
      } else if valueNode.kind == .callExpression,
        valueNode.field(.function).flatMap(memberPath) == ["StyleSheet", "create"],
        let sheet = valueNode.field(.arguments)?.namedChildren.first.map(unwrapped), sheet.kind == .object
      {
        // `const styles = StyleSheet.create({ hidden: { opacity: 0 } })`: each style is a literal of its own,
        // `styles.hidden`, read where an element is given it (`FileContext.isInvisible`).
        let isConst = isConst(at: node.startByte)
        for property in objectProperties(sheet, depth: 0) {
          guard let key = property.key else { continue }
          let literal = FileFacts.objectLiteralKey(name + "." + key, scope: currentScope)
          if case .object(let style) = property.value, isConst, facts.objectLiterals[literal] == nil {
            facts.objectLiterals[literal] = style
          } else {
            facts.objectLiterals[literal] = .some(nil)
          }
        }
      } else if let function = namedFunction(valueNode) {
        pendingNames[function.startByte] = [name]
        // `useMemo(() => …)` is the value the function returns (`useCallback` keeps a handler, not a value).
        if let scope = currentScope, valueNode.kind == .callExpression,
          valueNode.field(.function).flatMap(memberPath)?.last == SourceWords.useMemo
        {
          recordDerived(name, from: valueNode, scope: scope)
          // A memo whose arrow returns an expression holds that expression, as a short `const` holds its source
          // (`useMemo(() => error ?? '', [error])`).
          if function.kind == .arrowFunction, let body = function.field(.body).map(unwrapped),
            body.kind != .statementBlock
          {
            recordValue(name, of: node, from: body, scope: scope)
          }
        }
      } else {
        if let target = aliasTarget(valueNode, depth: 0) {
          facts.aliases.append(AliasFact(localName: name, target: target))
          if currentScope == nil {
            var attributes: [AttributeFact] = []
            attrs(of: valueNode, into: &attributes, depth: 0)
            if !attributes.isEmpty { styledAttributes[name] = attributes }
          }
        } else if name.first?.isUppercase == true {
          // A name a tag may use, given something that is no alias (`Platform.select` with nothing for Android):
          // recorded as unknown, so that an alias of the same name in another function does not stand for it.
          facts.aliases.append(AliasFact(localName: name, target: .unknown))
        }
        if let scope = currentScope {
          recordDerived(name, from: valueNode, scope: scope)
          recordValue(name, of: node, from: valueNode, scope: scope)
        }
        // Any other hook given a function first (`useHandler(async () => …)`, `useEventCallback(…)`): the function
        // goes by the const's name too (a handler a prop names), while the const stays a value read from the hook.
        if valueNode.kind == .callExpression,
          let callee = valueNode.field(.function).flatMap(memberPath)?.last, SourceWords.isHook(callee),
          let arguments = valueNode.field(.arguments), arguments.namedChildCount > 0
        {
          let first = unwrapped(arguments.namedChild(0))
          if first.kind == .arrowFunction || first.kind == .functionExpression, pendingNames[first.startByte] == nil {
            pendingNames[first.startByte] = [name]
          }
        }
      }
    case .arrayPattern:
      // `const [error, setError] = useState('')`: each name is read from what the initializer reads (`useState`),
      // so that a rule can tell a component's own state from what its caller gives it, and linking what a hook of
      // the project returns (`const [ref, state, callbacks] = useUncontrolledInput()`).
      if let scope = currentScope {
        for element in nameNode.namedChildren where element.kind == .identifier {
          recordDerived(text(element), from: valueNode, scope: scope)
        }
        // `const [listShown, toggleList] = useState(false)`: which state a setter sets, whatever it is called.
        let names = nameNode.namedChildren
        if valueNode.kind == .callExpression, names.count >= 2, names[0].kind == .identifier,
          names[1].kind == .identifier,
          let callee = valueNode.field(.function).flatMap(memberPath),
          callee == ["useState"] || callee == ["React", "useState"]
        {
          facts.scopes[scope].setters[text(names[1])] = text(names[0])
        }
      }
    case .objectPattern:
      // `const { label, ...rest } = props` (or `= this.props` in a class): the component takes its props apart in
      // its body as it could have in its parameter.
      if let scope = currentScope, takesProps(valueNode, scope: scope) {
        var pattern = facts.scopes[scope].props ?? PropsPattern()
        // The parameter's rest taken apart again (`({ ref, ...props })`, then `const { label, ...inputProps } =
        // props`): it holds the props but those the parameter took out, as a parameter named `props` holds them
        // all; the body's rest is the rest now.
        if pattern.name == nil, let rest = pattern.rest, valueNode.kind == .identifier, text(valueNode) == rest {
          pattern.name = rest
          pattern.nameLacks = Set(pattern.keys.keys)
          pattern.rest = nil
        }
        let function = innermostFunction
        let block = function.flatMap { isVar(at: node.startByte) ? nil : bindingBlock(in: $0) }
        absorb(nameNode, into: &pattern, function: function ?? -1, block: block)
        facts.scopes[scope].props = pattern
        bindsProps = true
      }
      let bindings = patternBindings(nameNode)
      // `const { inputProps } = useField()`: each name is read from what the call reads.
      if let scope = currentScope, valueNode.kind == .callExpression, !takesProps(valueNode, scope: scope) {
        for (_, local) in bindings { recordDerived(local, from: valueNode, scope: scope) }
      }
      if let module = requiredModule(valueNode) {
        for (key, local) in bindings {
          facts.imports.append(ImportFact(localName: local, module: module, imported: .named(key)))
        }
      } else if let path = memberPath(valueNode) {
        for (key, local) in bindings {
          facts.aliases.append(AliasFact(localName: local, target: .reference(path + [key])))
        }
      }
    default:
      break
    }
  }

  /// What a local value of a component is computed from (`const name = useMemo(() => `${label}.`, [label])`):
  /// the names its initializer reads, and `x.y` for a member of a plain name, so that a wrapper summary can tell
  /// which props reach a prop of its input through it.
  private mutating func recordDerived(_ name: String, from value: SyntaxNode, scope: Int) {
    switch value.kind {
    case .jsxElement, .jsxSelfClosingElement, .object, .array, .class, .number, .true, .false, .null, .undefined:
      return
    default:
      break
    }
    // Each word read, with where: a name bound inside the initializer (a local or a parameter of a function written
    // there, `useMemo(() => { const base = hint ?? ''; … })`) is read from there where it counts, and what it reads
    // is read here too.
    var words: [(word: String, at: Int)] = []
    var inner: [(names: [String], start: Int, end: Int)] = []
    // A memo's dependencies too: what its function reads through helpers (`useMemo(format, [label])`) is only
    // seen there.
    var pending = [value]
    var visited = 0
    while visited < Self.maxDerivedNodes, words.count < Self.maxDerivedNames, let node = pending.popLast() {
      visited += 1
      switch node.kind {
      case .identifier, .shorthandPropertyIdentifier:
        words.append((text(node), node.startByte))
        continue
      case .memberExpression:
        if let path = memberPath(node), path.count >= 2 {
          let word =
            path[0] == SourceWords.this && path.count >= 3
            ? path[0...2].joined(separator: ".") : path[0...1].joined(separator: ".")
          words.append((word, node.startByte))
          continue
        }
      case .string, .comment:
        continue
      default:
        let names = namesBound(by: node)
        if !names.isEmpty { inner.append((names, node.startByte, node.endByte)) }
      }
      pending.append(contentsOf: node.namedChildren.reversed())
    }
    var read: [String] = []
    for (word, at) in words {
      let head = word.firstIndex(of: ".").map { String(word[..<$0]) } ?? word
      if !inner.contains(where: { $0.start <= at && at < $0.end && $0.names.contains(head) }) { read.append(word) }
    }
    // A value read only in part, or a `let` that may be assigned again later, may hold more than it read.
    if !pending.isEmpty || !isConst(at: value.startByte) { read.append(ScopeFact.notAllRead) }
    guard !read.isEmpty else { return }
    facts.scopes[scope].derived[name] = Self.adding(read, to: facts.scopes[scope].derived[name])
    // The function it is written in keeps its own too (the component's function, a method, a helper, a callback):
    // a text reads the one of the function it is written in, or of the nearest function around it that binds it.
    if let function = innermostFunction {
      if !isVar(at: value.startByte), let block = bindingBlock(in: function) {
        let entry = blockBinding(name, in: function, range: block)
        facts.functions[function].blockBindings[entry].derived = Self.adding(
          read, to: facts.functions[function].blockBindings[entry].derived)
      } else {
        facts.functions[function].derived[name] = Self.adding(read, to: facts.functions[function].derived[name])
      }
    }
  }

  /// The names a block, loop, `catch` or function binds for the code inside it: its own `const`, `let` and `var`
  /// declarations and the functions it declares (those of a `switch` case count in the case), its loop variable or
  /// its parameters.
  private func namesBound(by node: SyntaxNode) -> [String] {
    var names: [String] = []
    switch node.kind {
    case .statementBlock, .switchCase, .program:
      for child in node.namedChildren {
        switch child.kind {
        case .lexicalDeclaration, .variableDeclaration:
          for declarator in child.namedChildren where declarator.kind == .variableDeclarator {
            declarator.field(.name).map { boundNames($0, into: &names) }
          }
        case .functionDeclaration, .generatorFunctionDeclaration, .classDeclaration:
          child.field(.name).map { names.append(text($0)) }
        default:
          break
        }
      }
    case .forStatement:
      if let initializer = node.field(.initializer) {
        for declarator in initializer.namedChildren where declarator.kind == .variableDeclarator {
          declarator.field(.name).map { boundNames($0, into: &names) }
        }
      }
    case .forInStatement:
      node.field(.left).map { boundNames($0, into: &names) }
    case .catchClause:
      node.field(.parameter).map { boundNames($0, into: &names) }
    case .arrowFunction, .functionExpression, .generatorFunction, .functionDeclaration,
      .generatorFunctionDeclaration, .methodDefinition:
      if let single = node.field(.parameter) {
        boundNames(single, into: &names)
      } else if let parameters = node.field(.parameters) {
        for parameter in parameters.namedChildren { boundNames(parameter, into: &names) }
      }
    default:
      break
    }
    return names
  }

  /// What a local reads, with the words of one more reading of it after those it had, each once.
  private static func adding(_ words: [String], to known: [String]?) -> [String] {
    var all = known ?? []
    for word in words where !all.contains(word) { all.append(word) }
    return all
  }

  /// A short `const`'s source once one more declaration of its name is met: "" when the two differ.
  private static func value(_ source: String, after known: String?) -> String {
    known == nil || known == source ? source : ""
  }

  /// Drops the declarations that end before a byte: those open there stay.
  private mutating func closeDeclarations(before byte: Int) {
    while let last = declarations.last, last.end <= byte { declarations.removeLast() }
  }

  /// Whether the innermost declaration open at a byte is a `var`, which counts in its whole function.
  private mutating func isVar(at byte: Int) -> Bool {
    closeDeclarations(before: byte)
    return declarations.last?.isVar == true
  }

  /// Whether the innermost declaration open at a byte is a `const` (not a `let` or `var`, which may be assigned
  /// again).
  private mutating func isConst(at byte: Int) -> Bool {
    closeDeclarations(before: byte)
    return declarations.last?.isConst == true
  }

  /// A local `const`'s short initializer, as written (`ScopeFact.values`).
  private mutating func recordValue(_ name: String, of declarator: SyntaxNode, from value: SyntaxNode, scope: Int) {
    guard isConst(at: declarator.startByte), value.endByte - value.startByte <= Self.maxGuardLength else { return }
    let source = text(value)
    // Each function keeps its own (a text reads them from the function it is written in outwards); the scope keeps
    // the component's own, apart from those of the functions inside it: a `const` of a callback may share a name
    // with another value of it.
    if let function = innermostFunction {
      if let block = bindingBlock(in: function) {
        // A `const` of a block of the function: its own there.
        let entry = blockBinding(name, in: function, range: block)
        facts.functions[function].blockBindings[entry].value = Self.value(
          source, after: facts.functions[function].blockBindings[entry].value)
      } else {
        facts.functions[function].values[name] = Self.value(source, after: facts.functions[function].values[name])
      }
      if facts.functions[function].parent != nil { return }
    }
    facts.scopes[scope].values[name] = Self.value(source, after: facts.scopes[scope].values[name])
  }

  static let maxDerivedNodes = 2000
  static let maxDerivedNames = 64

  /// Whether a value is the props of a component scope: its props parameter (or its rest, `({ ref, ...props })`,
  /// which holds every prop the parameter did not take out), or `this.props` in a class.
  private func takesProps(_ value: SyntaxNode, scope: Int) -> Bool {
    if value.kind == .identifier, let props = facts.scopes[scope].props, let name = props.name ?? props.rest {
      return text(value) == name && !isBoundInNestedFunction(name)
    }
    return facts.scopes[scope].isClass && memberPath(value) == [SourceWords.this, "props"]
  }

  /// Whether a function inside the component's own, around the current node, binds a name again (a render
  /// helper's own parameter called `props`): there the name is not the component's.
  private func isBoundInNestedFunction(_ name: String) -> Bool {
    var current = innermostFunction
    while let index = current, let parent = facts.functions[index].parent {
      let function = facts.functions[index]
      if function.parameterNames.contains(name) || function.values[name] != nil || function.derived[name] != nil {
        return true
      }
      guard parent < index else { break }
      current = parent
    }
    return false
  }

  /// `{ A, B: C, D = x }` as (key, local name) pairs.
  private func patternBindings(_ pattern: SyntaxNode) -> [(String, String)] {
    var result: [(String, String)] = []
    for entry in pattern.namedChildren {
      switch entry.kind {
      case .shorthandPropertyIdentifierPattern:
        result.append((text(entry), text(entry)))
      case .pairPattern:
        if let key = entry.field(.key), let value = entry.field(.value), value.kind == .identifier {
          result.append((stringLiteral(key) ?? text(key), text(value)))
        }
      case .objectAssignmentPattern:
        if let left = entry.field(.left), left.kind == .shorthandPropertyIdentifierPattern {
          result.append((text(left), text(left)))
        }
      default:
        break
      }
    }
    return result
  }

  /// The names a binding pattern binds: `x`, `{ a, b: c, d = 1, ...e }`, `[f, [g]]`, a parameter's.
  private func boundNames(_ pattern: SyntaxNode, into names: inout [String], depth: Int = 0) {
    guard depth < Self.maxPatternDepth else { return }
    switch pattern.kind {
    case .identifier, .shorthandPropertyIdentifierPattern:
      names.append(text(pattern))
    case .pairPattern:
      if let value = pattern.field(.value) { boundNames(value, into: &names, depth: depth + 1) }
    case .objectAssignmentPattern, .assignmentPattern:
      if let left = pattern.field(.left) { boundNames(left, into: &names, depth: depth + 1) }
    case .requiredParameter, .optionalParameter:
      if let inner = pattern.field(.pattern) { boundNames(inner, into: &names, depth: depth + 1) }
    case .objectPattern, .arrayPattern, .restPattern:
      for child in pattern.namedChildren { boundNames(child, into: &names, depth: depth + 1) }
    default:
      break
    }
  }

  static let maxPatternDepth = 8

  /// A name a pattern binds in the innermost function (of a component, hook or helper) that nothing else recorded
  /// of (`let x;`, `const { x } = y`, `for (const x of xs)`, `catch (x)`, a destructured parameter) is still its
  /// own: marked as read from what cannot be told, so that it hides a local of the same name of the functions
  /// around it (`ErrorText.isComputedFromAnError`).
  private mutating func bind(_ pattern: SyntaxNode, in function: Int? = nil, inBlock: Bool = true) {
    guard currentScope != nil, let function = function ?? innermostFunction, facts.functions[function].scope != nil
    else { return }
    var names: [String] = []
    boundNames(pattern, into: &names)
    if inBlock, let block = bindingBlock(in: function) {
      for name in names {
        let entry = blockBinding(name, in: function, range: block)
        let binding = facts.functions[function].blockBindings[entry]
        if binding.value == nil && binding.derived.isEmpty {
          facts.functions[function].blockBindings[entry].derived = [ScopeFact.notAllRead]
        }
      }
      return
    }
    for name in names
    where facts.functions[function].values[name] == nil && facts.functions[function].derived[name] == nil {
      facts.functions[function].derived[name] = [ScopeFact.notAllRead]
    }
  }

  /// Opens a block that bindings written in it count in (`BlockBinding`).
  private mutating func openBlock(_ node: SyntaxNode) {
    blocks.append((node.startByte, node.endByte, range(node)))
  }

  /// The block of `function` that a `const` or `let` written here counts in, when it is not the whole function:
  /// the innermost open block, when it lies inside the function.
  private func bindingBlock(in function: Int) -> SourceRange? {
    guard let block = blocks.last, block.start > facts.functions[function].key else { return nil }
    return block.range
  }

  /// The entry of `name` in a block of a function, made when missing.
  private mutating func blockBinding(_ name: String, in function: Int, range: SourceRange) -> Int {
    let key = BlockKey(function: function, start: range.start, name: name)
    if let found = blockEntries[key] { return found }
    facts.functions[function].blockBindings.append(BlockBinding(name: name, range: range))
    let entry = facts.functions[function].blockBindings.count - 1
    blockEntries[key] = entry
    return entry
  }

  private struct BlockKey: Hashable {
    var function: Int
    var start: SourcePosition
    var name: String
  }

  /// Sorts each function's block bindings by name, then start, for `Locals` to search.
  private mutating func sortBlockBindings() {
    for index in facts.functions.indices where facts.functions[index].blockBindings.count > 1 {
      facts.functions[index].blockBindings.sort { ($0.name, $0.range.start) < ($1.name, $1.range.start) }
    }
  }

  /// The module of `require('m')`.
  private func requiredModule(_ node: SyntaxNode) -> String? {
    guard node.kind == .callExpression, let function = node.field(.function),
      function.kind == .identifier, text(function) == SourceWords.require,
      let arguments = node.field(.arguments), arguments.namedChildCount == 1
    else { return nil }
    return stringLiteral(arguments.namedChild(0))
  }

  /// What `const X = <node>` makes X stand for, when X renders the same component as something else:
  /// `Y`, `RN.Y`, `styled(Y)`, `` styled(Y)`...` ``, `styled(Y).attrs(...)`, `styled.Y`,
  /// `Animated.createAnimatedComponent(Y)`, `memo(Y)`, `forwardRef(Y)`, and any other call with a component as
  /// its first argument (`withData(Y)`, `connect(map)(Y)`: a higher-order component).
  private func aliasTarget(_ node: SyntaxNode, depth: Int) -> AliasFact.Target? {
    guard depth < 8 else { return nil }
    let node = unwrapped(node)
    switch node.kind {
    case .identifier:
      return .reference([text(node)])
    case .ternaryExpression:
      // `inSheet ? BottomSheetTextInput : TextInput`: two components, one chosen as the app runs.
      guard case .reference(let first)? = node.field(.consequence).flatMap({ aliasTarget($0, depth: depth + 1) }),
        case .reference(let second)? = node.field(.alternative).flatMap({ aliasTarget($0, depth: depth + 1) })
      else { return nil }
      guard [first, second].allSatisfy({ $0.last?.first?.isUppercase == true }) else { return nil }
      return first == second ? .reference(first) : .either(first, second)
    case .binaryExpression:
      return typedStyledTemplate(node).flatMap { aliasTarget($0, depth: depth + 1) }
    case .memberExpression, .nestedIdentifier:
      if let object = node.field(.object), object.kind == .identifier, text(object) == SourceWords.styled,
        let property = node.field(.property)
      {
        return .styledNative(text(property))
      }
      return memberPath(node).map { .reference($0) }
    case .callExpression:
      guard let function = node.field(.function), let arguments = node.field(.arguments) else { return nil }
      if arguments.kind == .templateString {
        return aliasTarget(function, depth: depth + 1)
      }
      if function.kind == .memberExpression, let property = function.field(.property),
        SourceWords.styledChainMethods.contains(text(property)), let object = function.field(.object)
      {
        return aliasTarget(object, depth: depth + 1)
      }
      // The call forms of a styled component: `styled(TextInput)(styles)`, `styled(X).attrs(fn)(styles)`.
      if function.kind == .callExpression, let inner = function.field(.function) {
        let styles =
          memberPath(inner)?.last.map(Self.isStyling) == true
          || (inner.kind == .memberExpression
            && inner.field(.property).map { SourceWords.styledChainMethods.contains(text($0)) } == true)
        if styles { return aliasTarget(function, depth: depth + 1) }
        // A configured higher-order component: `connect(mapState)(Screen)`, `compose(a, b)(Screen)`.
        return wrappedComponent(arguments, depth: depth)
      }
      // `Platform.select({ ios: A, default: B })`: what Android renders, the platform a finding must hold on.
      let calleePath = memberPath(function)
      if calleePath == ["Platform", "select"] {
        return platformEntry(arguments).flatMap { aliasTarget($0, depth: depth + 1) }
      }
      guard let callee = calleePath?.last, arguments.namedChildCount >= 1 else { return nil }
      guard SourceWords.aliasingCallees.contains(callee) || Self.isStyling(callee) else {
        // Any other higher-order component: `withDatabase(enhanced(Header))`, `magicMemo(Input, keys)`.
        return wrappedComponent(arguments, depth: depth)
      }
      let argument = unwrapped(arguments.namedChild(0))
      switch argument.kind {
      case .identifier, .memberExpression, .callExpression:
        return aliasTarget(argument, depth: depth + 1)
      default:
        return nil
      }
    default:
      return nil
    }
  }

  /// The styled component of `` styled.TextInput<Props>`…` `` (or `styled(TextInput)<A & B>`) as the grammar reads
  /// it: comparisons, `styled.TextInput < Props > `…``, with `&` or `|` between them for an intersection or a union.
  /// Nil unless the left end is something `styled` makes, compared with `<`, and the right end a template.
  private func typedStyledTemplate(_ node: SyntaxNode) -> SyntaxNode? {
    var (comparison, left, right) = (node, node, node)
    while left.kind == .binaryExpression, let next = left.field(.left) { (comparison, left) = (left, next) }
    while right.kind == .binaryExpression, let next = right.field(.right) { right = next }
    guard right.kind == .templateString, comparison.field(.operator)?.typeName == "<" else { return nil }
    // What it styles: `styled.X`, `styled(X)`, `styled.X.attrs(…)`, a project's `styledWithRef(X)`.
    var root = left
    while true {
      if root.kind == .callExpression, let function = root.field(.function) {
        root = function
      } else if root.kind == .memberExpression, let object = root.field(.object) {
        root = object
      } else {
        break
      }
    }
    return root.kind == .identifier && Self.isStyling(text(root)) ? left : nil
  }

  /// Whether a function styles the component it is given: `styled`, or a project's own helper named for it
  /// (`styledWithRef(AnimatedTextInput)<Props>(theme => …)`).
  static func isStyling(_ callee: String) -> Bool {
    callee == SourceWords.styled || SourceWords.starts(callee, with: SourceWords.styled)
  }

  /// The value a `Platform.select` object gives Android: its `android` entry, else `native`, else `default`. Nil
  /// when the object is not literal (a spread, a computed key may set any of them) or names none of them.
  private func platformEntry(_ arguments: SyntaxNode) -> SyntaxNode? {
    guard arguments.namedChildCount == 1 else { return nil }
    let object = unwrapped(arguments.namedChild(0))
    guard object.kind == .object else { return nil }
    var entries: [String: SyntaxNode] = [:]
    for child in object.namedChildren where child.kind != .comment {
      guard child.kind == .pair, let key = child.field(.key), let value = child.field(.value),
        key.kind == .propertyIdentifier || key.kind == .string
      else { return nil }
      entries[key.kind == .string ? decodedString(key) : text(key)] = value
    }
    return entries["android"] ?? entries["native"] ?? entries["default"]
  }

  /// The props a styled component's `.attrs(…)` calls set, earlier calls first: from an object
  /// (`.attrs({ returnKeyType: 'search' })`) or a function that returns one (`.attrs(props => ({ … }))`). An
  /// argument it cannot read sets props it cannot name: a spread of unknown content.
  private func attrs(of node: SyntaxNode, into attributes: inout [AttributeFact], depth: Int) {
    guard depth < 8 else { return }
    let node = unwrapped(node)
    switch node.kind {
    case .callExpression:
      guard let function = node.field(.function) else { return }
      guard function.kind == .memberExpression, let property = function.field(.property),
        text(property) == SourceWords.attrs,
        let object = function.field(.object)
      else { return attrs(of: function, into: &attributes, depth: depth + 1) }
      attrs(of: object, into: &attributes, depth: depth + 1)
      guard let argument = node.field(.arguments)?.namedChildren.first(where: { $0.kind != .comment }) else { return }
      attributes += attrsProperties(argument)
    case .memberExpression:
      if let object = node.field(.object) { attrs(of: object, into: &attributes, depth: depth + 1) }
    default:
      return
    }
  }

  /// The props one `.attrs(…)` argument sets, as attributes written where the object names them.
  private func attrsProperties(_ argument: SyntaxNode) -> [AttributeFact] {
    var object = unwrapped(argument)
    if object.kind == .arrowFunction, let body = object.field(.body) { object = unwrapped(body) }
    guard object.kind == .object else {
      return [AttributeFact(name: nil, value: .spread(.unknown), range: range(argument), valueRange: range(argument))]
    }
    return object.namedChildren.compactMap { child in
      switch child.kind {
      case .pair:
        guard let key = child.field(.key), let valueNode = child.field(.value) else { return nil }
        let name = key.kind == .string ? decodedString(key) : text(key)
        // A computed key (`[KEY]: …`) names a prop the file does not show.
        guard !name.hasPrefix("[") else {
          return AttributeFact(name: nil, value: .spread(.unknown), range: range(child), valueRange: range(child))
        }
        return AttributeFact(
          name: name, value: Self.literal(value(valueNode, depth: 1)), range: range(child),
          valueRange: range(valueNode), valueSource: collapsedSource(valueNode))
      case .shorthandPropertyIdentifier:
        return AttributeFact(
          name: text(child), value: .unknown, range: range(child), valueRange: range(child), valueSource: text(child))
      case .comment:
        return nil
      default:
        // A spread or a method: props it cannot name.
        return AttributeFact(name: nil, value: .spread(.unknown), range: range(child), valueRange: range(child))
      }
    }
  }

  /// What an `.attrs` value is at the element: literals as written (either branch of a conditional); anything
  /// else names something of the styled component's module or of the props its function is given, not of the
  /// element's scope, so it is unknown.
  private static func literal(_ value: ValueFact) -> ValueFact {
    switch value {
    case .string, .partialString, .boolean, .number, .null, .undefined: value
    case .conditional(let yes, let no): .conditional(literal(yes), literal(no))
    default: .unknown
    }
  }

  /// Gives each element of a styled component with `.attrs` the props they set. Which side wins where the element
  /// sets the same prop depends on the library and its version (styled-components 4 on: the attrs), so there the
  /// prop is unknown; the element's other props stay as written.
  mutating func applyStyledAttributes() {
    guard !styledAttributes.isEmpty else { return }
    // A styled component of a styled component of this module sets what the inner one sets, then its own.
    var targets: [String: String] = [:]
    for alias in facts.aliases {
      if case .reference(let path) = alias.target, path.count == 1 { targets[alias.localName] = path[0] }
    }
    func inherited(_ name: String, depth: Int) -> [AttributeFact] {
      guard depth < 8 else { return [] }
      let inner = targets[name].map { inherited($0, depth: depth + 1) } ?? []
      return inner + (styledAttributes[name] ?? [])
    }
    for index in facts.elements.indices {
      let element = facts.elements[index]
      guard element.tag.count == 1 else { continue }
      let set = inherited(element.tag[0], depth: 0)
      guard !set.isEmpty else { continue }
      let written = Set(element.attributes.compactMap(\.name))
      let spreads = element.attributes.contains { $0.name == nil }
      facts.elements[index].attributes += set.map { attribute in
        var attribute = attribute
        if let name = attribute.name, spreads || written.contains(name) { attribute.value = .unknown }
        // Found at the element: a finding about the prop is the element's, and its suppression comment applies.
        attribute.range = element.range
        attribute.valueRange = element.range
        return attribute
      }
    }
  }

  /// The component a higher-order component is called with: its first argument when that names a component
  /// (capitalised, as JSX requires of a component's name) or is itself such a call. The result renders what the
  /// argument renders, with the props its caller gives; what the higher-order component adds is not known. Not a
  /// component of a library amascan knows (`withFormik(TextInput)`): a higher-order component of a bare input is
  /// there to give it props (a name, a return key, focus), where one of the app's own screens is given data.
  private func wrappedComponent(_ arguments: SyntaxNode, depth: Int) -> AliasFact.Target? {
    guard arguments.namedChildCount >= 1 else { return nil }
    let argument = unwrapped(arguments.namedChild(0))
    switch argument.kind {
    case .identifier, .memberExpression:
      guard let path = memberPath(argument), path.last?.first?.isUppercase == true,
        !facts.imports.contains(where: { $0.localName == path[0] && KnownModules.exports[$0.module] != nil })
      else { return nil }
      return aliasTarget(argument, depth: depth + 1)
    case .callExpression:
      return aliasTarget(argument, depth: depth + 1)
    default:
      return nil
    }
  }

  // MARK: JSX elements

  private mutating func recordElement(_ node: SyntaxNode) {
    // Under a condition that is a falsy literal (`{false && <TextInput … />}`, code switched off): never rendered, so
    // not recorded; nor are the elements inside it, which are under the same condition.
    if isSwitchedOff(node) { return }
    let opening = node.kind == .jsxElement ? (node.field(.openTag) ?? node) : node
    var parent: Int?
    var isConditional = false
    var isRepeated = false
    var guards: [String] = []
    for entry in frames.reversed() {
      if case .element(let index) = entry.frame {
        parent = index
        // Rendered under a condition or in a list when its parent is.
        isConditional = isConditional || facts.elements[index].isConditional
        isRepeated = isRepeated || facts.elements[index].isInCallback
        guards += facts.elements[index].guards
        break
      }
      // Only the right side is guarded: an element inside the guard itself (or in an `if`'s consequence, while
      // the frame of its `else` waits) comes before the frame and is not. A condition with no guard of its own (a
      // branch of a ternary or `switch`, the right of `||`) is named by where its branch starts, so that elements
      // compare equal only when they are in the same branch.
      if case .conditional(let guardSource, let from) = entry.frame, node.startByte >= from {
        isConditional = true
        if guards.count < ElementFact.maxGuards { guards.append(guardSource ?? "?\(from)") }
      }
      if case .repeated = entry.frame { isRepeated = true }
    }
    var tag: [String] = []
    if let name = opening.field(.name) {
      switch name.kind {
      case .memberExpression, .nestedIdentifier:
        tag = memberPath(name) ?? [text(name)]
      default:
        tag = [text(name)]
      }
    }
    var attributes: [AttributeFact] = []
    for attribute in opening.children(of: .attribute) {
      guard let fact = attributeFact(attribute) else { continue }
      if fact.name == "nativeID" {
        if case .string(let id) = fact.value {
          facts.nativeIDs.insert(id)
        } else {
          facts.hasDynamicNativeID = true
        }
      }
      attributes.append(fact)
    }
    var element = ElementFact(
      tag: tag, attributes: attributes, range: range(node, through: opening), parent: parent,
      staticText: node.kind == .jsxElement ? staticText(of: node) : nil)
    element.scope = currentScope
    element.isConditional = isConditional
    element.guards = Array(guards.prefix(ElementFact.maxGuards))
    element.isInCallback = isRepeated
    for entry in frames.reversed() {
      if case .function(let index) = entry.frame {
        element.function = index
        break
      }
    }
    // A root written as a local's value, in the function that renders it (not a helper's return).
    if parent == nil {
      holder: for entry in frames.reversed() {
        switch entry.frame {
        case .holder(let name):
          element.heldBy = name
          break holder
        case .function, .element, .scope, .repeated: break holder
        case .conditional: continue
        }
      }
    }
    if node.kind == .jsxElement {
      // The last child that shows something: what the text ends with.
      var last: SyntaxNode?
      for child in node.namedChildren {
        switch child.kind {
        case .jsxText:
          if !source.folded(child.startByte, child.endByte).isEmpty {
            element.hasTextChild = true
            last = child
          }
        case .htmlCharacterReference:
          element.hasTextChild = true
          last = child
        case .jsxExpression:
          guard let inner = child.namedChildren.first(where: { $0.kind != .comment }) else { continue }
          element.childExpressions.append(collapsedSource(inner))
          if !rendersOnlyElements(inner, depth: 0) {
            element.valueChildren |= 1 << UInt64(min(element.childExpressions.count - 1, 63))
          }
          last = inner
        case .jsxOpeningElement, .jsxClosingElement, .comment:
          continue
        default:
          last = child
        }
      }
      if let last {
        switch last.kind {
        case .jsxText: element.textEnd = .string(source.folded(last.startByte, last.endByte))
        case .htmlCharacterReference, .jsxElement, .jsxSelfClosingElement: break
        default: element.textEnd = value(last, depth: 0)
        }
      }
    }
    facts.elements.append(element)
    frames.append((.element(facts.elements.count - 1), node.endByte))
  }

  private func attributeFact(_ node: SyntaxNode) -> AttributeFact? {
    switch node.kind {
    case .jsxAttribute:
      let parts = node.namedChildren
      guard let nameNode = parts.first else { return nil }
      let name = text(nameNode)
      guard parts.count >= 2 else {
        return AttributeFact(
          name: name, value: .boolean(true), range: range(node), valueRange: range(node))
      }
      var valueNode = parts[1]
      if valueNode.kind == .jsxExpression, let inner = valueNode.namedChildren.first(where: { $0.kind != .comment }) {
        valueNode = inner
      }
      return AttributeFact(
        name: name, value: value(valueNode, depth: 0), range: range(node), valueRange: range(valueNode),
        valueSource: collapsedSource(valueNode))
    case .jsxExpression:
      guard let inner = node.namedChildren.first(where: { $0.kind != .comment }) else { return nil }
      return AttributeFact(
        name: nil, value: value(inner, depth: 0), range: range(node), valueRange: range(inner))
    default:
      return nil
    }
  }

  /// Whether an expression renders elements or nothing: JSX, `on && <Icon />`, a ternary whose branches do,
  /// `null`; not a value that may be text (`label`, `render()`, `label || <Icon />`).
  private func rendersOnlyElements(_ node: SyntaxNode, depth: Int) -> Bool {
    guard depth < Self.maxValueDepth else { return false }
    let node = unwrapped(node)
    switch node.kind {
    case .jsxElement, .jsxSelfClosingElement, .null, .undefined, .false:
      return true
    case .ternaryExpression:
      guard let yes = node.field(.consequence), let no = node.field(.alternative) else { return false }
      return rendersOnlyElements(yes, depth: depth + 1) && rendersOnlyElements(no, depth: depth + 1)
    case .binaryExpression:
      guard node.field(.operator)?.typeName == "&&", let right = node.field(.right) else { return false }
      return rendersOnlyElements(right, depth: depth + 1)
    default:
      return false
    }
  }

  /// The static text of an element's children, or nil when any child is not static text.
  private func staticText(of node: SyntaxNode) -> String? {
    var pieces: [String] = []
    for child in node.namedChildren {
      switch child.kind {
      case .jsxOpeningElement, .jsxClosingElement, .comment:
        continue
      case .jsxText, .htmlCharacterReference:
        let words = source.folded(child.startByte, child.endByte)
        if !words.isEmpty { pieces.append(words) }
      case .jsxExpression:
        let inner = child.namedChildren.filter { $0.kind != .comment }
        if inner.isEmpty { continue }
        guard inner.count == 1, case .string(let literal) = value(inner[0], depth: 0) else { return nil }
        pieces.append(literal)
      default:
        return nil
      }
    }
    return pieces.joined(separator: " ")
  }

  // MARK: Scopes and functions

  private var currentScope: Int? {
    for entry in frames {
      if case .scope(let index) = entry.frame { return index }
    }
    return nil
  }

  private mutating func openScope(_ node: SyntaxNode, name: String?) {
    facts.scopes.append(ScopeFact(name: name, start: position(node)))
    frames.append((.scope(facts.scopes.count - 1), node.endByte))
  }

  /// The function a declarator's value is, directly or through `useCallback(fn, deps)`, `memo(forwardRef(fn))`.
  private func namedFunction(_ start: SyntaxNode) -> SyntaxNode? {
    var node = start
    for _ in 0..<Self.maxValueDepth {
      switch node.kind {
      case .arrowFunction, .functionExpression:
        return node
      case .callExpression:
        guard let callee = node.field(.function).flatMap(memberPath)?.last,
          SourceWords.functionWrappingHooks.contains(callee) || SourceWords.componentWrappers.contains(callee),
          let arguments = node.field(.arguments), arguments.namedChildCount > 0
        else { return nil }
        let first = unwrapped(arguments.namedChild(0))
        guard
          first.kind == .callExpression && SourceWords.componentWrappers.contains(callee)
            || first.kind == .arrowFunction || first.kind == .functionExpression
        else { return nil }
        node = first
      default:
        return nil
      }
    }
    return nil
  }

  private mutating func recordFunction(_ node: SyntaxNode) {
    if currentScope == nil {
      let declared = node.field(.name).map(text) ?? pendingNames[node.startByte]?.last
      openScope(node, name: declared)
      facts.scopes[facts.scopes.count - 1].props = propsPattern(of: node)
    }
    var name = pendingNames.removeValue(forKey: node.startByte)
    if let declared = node.field(.name) {
      name = node.kind == .methodDefinition ? [SourceWords.this, text(declared)] : [text(declared)]
    }
    var isEmpty = false
    if let body = node.field(.body) {
      functionBodies.insert(body.startByte)
      switch body.kind {
      case .statementBlock:
        isEmpty = !body.namedChildren.contains { $0.kind != .comment }
      case .null, .undefined:
        isEmpty = true
      default:
        isEmpty = false
      }
    }
    var fact = FunctionFact(
      key: node.startByte, name: name, scope: currentScope, start: position(node), isEmpty: isEmpty)
    fact.parent = innermostFunction
    if let single = node.field(.parameter), single.kind == .identifier {
      fact.parameterNames = [text(single)]
    } else if let parameters = node.field(.parameters) {
      fact.parameterNames = parameters.namedChildren.map { parameter in
        let pattern = parameter.field(.pattern) ?? parameter
        return pattern.kind == .identifier ? text(pattern) : ""
      }
    }
    facts.functions.append(fact)
    frames.append((.function(facts.functions.count - 1), node.endByte))
    // A parameter taken apart binds each name it takes (`({ item }) => …`).
    if let parameters = node.field(.parameters) {
      for parameter in parameters.namedChildren {
        let pattern = parameter.field(.pattern) ?? parameter
        if pattern.kind != .identifier { bind(pattern, in: facts.functions.count - 1) }
      }
    }
  }

  /// How a function takes its first parameter, as a component takes its props.
  private func propsPattern(of function: SyntaxNode) -> PropsPattern? {
    var parameter: SyntaxNode?
    if let single = function.field(.parameter) {
      parameter = single
    } else if let parameters = function.field(.parameters) {
      parameter = parameters.namedChildren.first { $0.kind != .comment }
    }
    guard var node = parameter else { return nil }
    if node.kind == .requiredParameter || node.kind == .optionalParameter {
      guard let pattern = node.field(.pattern) else { return nil }
      node = pattern
    }
    if node.kind == .assignmentPattern, let left = node.field(.left) { node = left }
    switch node.kind {
    case .identifier:
      return PropsPattern(name: text(node))
    case .objectPattern:
      var pattern = PropsPattern()
      // The function is the next one recorded (`recordFunction`).
      absorb(node, into: &pattern, function: facts.functions.count)
      return pattern
    default:
      return nil
    }
  }

  /// Adds what an object pattern takes from props to a component's props pattern: destructured keys (the
  /// first local name a prop gets is its key, the others are kept apart), defaults (the prop's first, and each
  /// local's) and the rest name.
  private func absorb(_ node: SyntaxNode, into pattern: inout PropsPattern, function: Int, block: SourceRange? = nil) {
    func take(_ prop: String, as local: String, default fallback: SyntaxNode?) {
      if let first = pattern.keys[prop] {
        if first != local { pattern.otherLocals[local] = pattern.otherLocals[local] ?? prop }
      } else {
        pattern.keys[prop] = local
      }
      let given = fallback.map { value($0, depth: 0) }
      if let given, pattern.defaults[prop] == nil { pattern.defaults[prop] = given }
      let entry = LocalDefault(local: local, function: function, value: given, block: block)
      if !pattern.localDefaults.contains(entry) { pattern.localDefaults.append(entry) }
    }
    for entry in node.namedChildren {
      switch entry.kind {
      case .shorthandPropertyIdentifierPattern:
        take(text(entry), as: text(entry), default: nil)
      case .pairPattern:
        guard let key = entry.field(.key), var value = entry.field(.value) else { continue }
        let name = stringLiteral(key) ?? text(key)
        var fallback: SyntaxNode?
        if value.kind == .assignmentPattern, let left = value.field(.left) {
          fallback = value.field(.right)
          value = left
        }
        if value.kind == .identifier {
          take(name, as: text(value), default: fallback)
        } else if let fallback, pattern.defaults[name] == nil {
          pattern.defaults[name] = self.value(fallback, depth: 0)
        }
      case .objectAssignmentPattern:
        guard let left = entry.field(.left), left.kind == .shorthandPropertyIdentifierPattern else { continue }
        take(text(left), as: text(left), default: entry.field(.right))
      case .restPattern:
        if let name = entry.namedChildren.first(where: { $0.kind == .identifier }) {
          pattern.rest = pattern.rest ?? text(name)
        }
      default:
        continue
      }
    }
  }

  private mutating func recordExport(_ node: SyntaxNode) {
    let module = node.field(.source).flatMap(stringLiteral)
    let isDefault = (0..<node.childCount).contains { node.child($0).typeName == SourceWords.defaultExport }
    if let declaration = node.field(.declaration) {
      var names: [String] = []
      switch declaration.kind {
      case .lexicalDeclaration, .variableDeclaration:
        names = declaration.namedChildren.filter { $0.kind == .variableDeclarator }.compactMap { declarator in
          declarator.field(.name).flatMap { $0.kind == .identifier ? text($0) : nil }
        }
      default:
        if let name = declaration.field(.name) { names = [text(name)] }
      }
      for name in names {
        facts.exports.append(ExportFact(exported: isDefault ? SourceWords.defaultExport : name, local: name))
      }
      return
    }
    if let value = node.field(.value).map(unwrapped) {
      switch value.kind {
      case .identifier:
        facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: text(value)))
      case .arrowFunction, .functionExpression, .class:
        if let name = value.field(.name).map(text) {
          facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: name))
        } else {
          pendingNames[value.startByte] = [SourceWords.defaultExport]
          facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: SourceWords.defaultExport))
        }
      default:
        if let function = namedFunction(value) {
          pendingNames[function.startByte] = [SourceWords.defaultExport]
          facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: SourceWords.defaultExport))
        } else if case .reference(let path)? = aliasTarget(value, depth: 0), path.count == 1 {
          facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: path[0]))
        }
      }
      return
    }
    for child in node.namedChildren {
      switch child.kind {
      case .exportClause:
        for specifier in child.namedChildren where specifier.kind == .exportSpecifier {
          guard let nameNode = specifier.field(.name) else { continue }
          let name = stringLiteral(nameNode) ?? text(nameNode)
          let exported = specifier.field(.alias).map { stringLiteral($0) ?? text($0) } ?? name
          if let module {
            facts.exports.append(ExportFact(exported: exported, local: nil, module: module, imported: name))
          } else {
            facts.exports.append(ExportFact(exported: exported, local: name))
          }
        }
      case .namespaceExport:
        if let module, let name = child.namedChildren.first {
          facts.exports.append(
            ExportFact(exported: stringLiteral(name) ?? text(name), local: nil, module: module, imported: "*"))
        }
      default:
        continue
      }
    }
    if module != nil && !node.namedChildren.contains(where: { $0.kind == .exportClause || $0.kind == .namespaceExport })
    {
      facts.exports.append(ExportFact(exported: "*", local: nil, module: module, star: true))
    }
  }

  /// `module.exports = X`, `module.exports = { A, B: C }`, `exports.A = X` at the top of a file.
  private mutating func recordCommonJSExport(_ left: [String], _ right: SyntaxNode) {
    let isModuleExports = left == [SourceWords.module, SourceWords.exports]
    let named: String? =
      left.count == 2 && left[0] == SourceWords.exports
      ? left[1]
      : (left.count == 3 && Array(left.prefix(2)) == [SourceWords.module, SourceWords.exports] ? left[2] : nil)
    let value = unwrapped(right)
    if isModuleExports {
      if value.kind == .identifier {
        facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: text(value)))
      } else if value.kind == .object {
        for property in objectProperties(value, depth: 0) {
          guard let key = property.key, case .identifier(let local) = property.value else { continue }
          facts.exports.append(ExportFact(exported: key, local: local))
        }
      } else if let function = namedFunction(value) {
        pendingNames[function.startByte] = [SourceWords.defaultExport]
        facts.exports.append(ExportFact(exported: SourceWords.defaultExport, local: SourceWords.defaultExport))
      }
    } else if let named, value.kind == .identifier {
      facts.exports.append(ExportFact(exported: named, local: text(value)))
    }
  }

  /// How many enclosing functions a call counts for: handlers' nested callbacks are shallow, and the bound keeps
  /// thousands of nested functions linear.
  private static let maxEnclosingFunctions = 8

  /// The innermost enclosing functions of the node being visited, innermost last.
  private var openFunctions: [Int] {
    var result: [Int] = []
    for entry in frames.reversed() {
      if case .function(let index) = entry.frame {
        result.append(index)
        if result.count == Self.maxEnclosingFunctions { break }
      }
    }
    return result.reversed()
  }

  /// The innermost enclosing function of the node being visited.
  private var innermostFunction: Int? {
    for entry in frames.reversed() {
      if case .function(let index) = entry.frame { return index }
    }
    return nil
  }

  /// Whether a node is under a condition that is a falsy literal (`false && …`, the `?` branch of `false ? … : …`)
  /// in its function.
  private func isSwitchedOff(_ node: SyntaxNode) -> Bool {
    for entry in frames.reversed() {
      switch entry.frame {
      case .conditional(let guardSource?, let from) where node.startByte >= from:
        if Self.falsyLiterals.contains(guardSource) { return true }
      case .function, .scope:
        return false
      default:
        continue
      }
    }
    return false
  }

  /// Conditions written as literals that are always false.
  static let falsyLiterals: Set<String> = ["false", "0", "null", "undefined", "''", "\"\""]

  /// A call written in JSX, with no function between it and its element, is where a helper it names renders.
  private mutating func recordRenderCall(_ node: SyntaxNode, _ callee: [String]) {
    if isSwitchedOff(node) { return }
    var isConditional = false
    for entry in frames.reversed() {
      switch entry.frame {
      case .conditional:
        isConditional = true
      case .holder:
        continue
      case .element(let index):
        facts.renderCalls.append(
          RenderCallFact(callee: callee, element: index, position: position(node), isConditional: isConditional))
        return
      case .function, .scope, .repeated:
        return
      }
    }
  }

  private mutating func recordCall(_ node: SyntaxNode) {
    guard let function = node.field(.function) else { return }
    // `items.map(…)`, also on what a call returns (`Object.entries(fields).map(…)`, `list.filter(…).map(…)`).
    if function.kind == .memberExpression, let property = function.field(.property),
      SourceWords.listCallbacks.contains(text(property))
    {
      frames.append((.repeated, node.endByte))
    }
    let named = memberPath(function)
    if let callee = named, callee.count == 1 || (callee.count == 2 && callee[0] == SourceWords.this) {
      recordRenderCall(node, callee)
    }
    // A callee the file cannot name (`inputs[next]?.focus()`, `actions[key]()`, `make()()`) is still a call: a
    // handler making it may do anything, focus included. It keeps the method it calls, with no target.
    let callee = named ?? [FunctionFact.unnamedCallee] + (unnamedMethod(function).map { [$0] } ?? [])
    let enclosing = openFunctions
    guard !enclosing.isEmpty, let last = callee.last else { return }
    let arguments = node.field(.arguments)
    var target: FocusTarget?
    var announcement: String?
    if named == nil {
      // Neither a target nor an announcement can be named.
    } else if last == SourceWords.focus, arguments?.namedChildCount == 0, callee.count > 1 {
      var path = Array(callee.dropLast())
      if path.last == SourceWords.current { path.removeLast() }
      if !path.isEmpty { target = .ref(path) }
    } else if last == SourceWords.setFocus, let first = arguments?.namedChildren.first,
      let field = stringLiteral(first)
    {
      target = .field(field)
    } else if SourceWords.announcers.contains(last), callee.first == SourceWords.accessibilityInfo,
      let first = arguments?.namedChildren.first
    {
      announcement = collapsedSource(first)
    }
    // The innermost function runs this call every time when no condition or list callback stands between them.
    var certainIn: Int?
    frames: for entry in frames.reversed() {
      switch entry.frame {
      case .function(let index):
        certainIn = index
        break frames
      case .conditional(_, let from) where node.startByte >= from:
        break frames
      case .repeated:
        break frames
      default:
        continue
      }
    }
    if let certainIn {
      if let target { facts.functions[certainIn].certainFocusTargets.append(target) }
      if let arguments, let named, facts.functions[certainIn].selections.count < Self.maxCallsPerFunction {
        facts.functions[certainIn].selections += selections(named, arguments: arguments)
      }
      if facts.functions[certainIn].certainCalls.count < Self.maxCallsPerFunction {
        facts.functions[certainIn].certainCalls.append(callee)
      }
    }
    for index in enclosing {
      if let target { facts.functions[index].focusTargets.append(target) }
      if let announcement { facts.functions[index].announcements.append(announcement) }
      if facts.functions[index].calls.count < Self.maxCallsPerFunction {
        facts.functions[index].calls.append(callee)
      }
    }
  }

  /// The state keys a call sets to literals (`FunctionFact.selections`): `setState({ key: 'a' })` (a class's, or a
  /// hook's of that name) by each key written with a literal, and a setter of `useState` (`setKey('a')`) by its own
  /// name: two fields compare what they set through the same setter.
  private func selections(_ callee: [String], arguments: SyntaxNode) -> [String] {
    guard let last = callee.last, let first = arguments.namedChildren.first.map(unwrapped) else { return [] }
    func literal(_ node: SyntaxNode) -> String? {
      switch value(node, depth: 0) {
      case .string(let text): return "'\(text)'"
      case .number(let text): return text
      case .boolean(let flag): return flag ? "true" : "false"
      case .null: return "null"
      default: return nil
      }
    }
    if last == "setState" {
      guard first.kind == .object else { return [] }
      return first.namedChildren.compactMap { pair in
        guard pair.kind == .pair, let key = pair.field(.key), key.kind == .propertyIdentifier,
          let value = pair.field(.value), let literal = literal(value)
        else { return nil }
        return text(key) + "=" + literal
      }
    }
    guard callee.count == 1, arguments.namedChildCount == 1, SourceWords.starts(last, with: "set"),
      let literal = literal(first)
    else { return [] }
    return [last + "=" + literal]
  }

  /// `this.input = r` or `inputRef.current = r` inside a callback ref; CommonJS exports at the top level.
  private mutating func recordAssignment(_ node: SyntaxNode) {
    if currentScope == nil, let left = node.field(.left).flatMap(memberPath), let right = node.field(.right) {
      recordCommonJSExport(left, right)
      return
    }
    recordWrite(node)
    guard let innermost = innermostFunction, let left = node.field(.left), let right = node.field(.right),
      unwrapped(right).kind == .identifier, var path = memberPath(left)
    else { return }
    guard facts.functions[innermost].parameterNames.first == text(unwrapped(right)) else { return }
    if path.last == SourceWords.current { path.removeLast() }
    facts.functions[innermost].refAssignments.append(path)
  }

  /// `copy.style = …` on a local object literal (`const copy = { ...props }`) sets that key after what the literal
  /// lists: it joins the literal with an unknown value (`copy[key] = …` makes every key unknown). A literal of the
  /// file's top level written in a function is unknown: when the write runs is not known.
  private mutating func recordWrite(_ node: SyntaxNode) {
    guard let left = node.field(.left).map(unwrapped),
      left.kind == .memberExpression || left.kind == .subscriptExpression,
      let object = left.field(.object).map(unwrapped), object.kind == .identifier
    else { return }
    let name = text(object)
    let key = FileFacts.objectLiteralKey(name, scope: currentScope)
    if case .some(.some(var properties)) = facts.objectLiterals[key] {
      let property = left.kind == .memberExpression ? left.field(.property).map(text) : nil
      properties.append(PropertyFact(key: property, value: .unknown))
      facts.objectLiterals[key] = properties
    } else if currentScope != nil, facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: nil)] != nil {
      facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: nil)] = .some(nil)
    }
  }

  /// An expression's source with runs of white space folded to one space, cut at 300 characters.
  private func collapsedSource(_ node: SyntaxNode) -> String {
    let folded = source.folded(node.startByte, min(node.endByte, node.startByte + 1200))
    return folded.utf8.count <= 300 ? folded : String(folded.prefix(300))
  }

  // MARK: Values

  /// Parentheses, `as`, `satisfies`, `!` and type arguments (`styled.View<Props>`) do not change what an expression
  /// is.
  private func unwrapped(_ node: SyntaxNode) -> SyntaxNode {
    var current = node
    for _ in 0..<Self.maxValueDepth {
      switch current.kind {
      case .parenthesizedExpression, .asExpression, .satisfiesExpression, .nonNullExpression, .typeAssertion,
        .instantiationExpression:
        guard let inner = current.namedChildren.first(where: { $0.kind != .comment }) else { return current }
        current = inner
      default:
        return current
      }
    }
    return current
  }

  /// The method a call whose object has no name calls: `focus` in `inputs[next]?.focus()`.
  private func unnamedMethod(_ function: SyntaxNode) -> String? {
    let function = unwrapped(function)
    guard function.kind == .memberExpression, let property = function.field(.property) else { return nil }
    return text(property)
  }

  /// `a.b.c` or `this.x` as a path, or nil when some part is not a plain name.
  private func memberPath(_ node: SyntaxNode) -> [String]? {
    var path: [String] = []
    var current = unwrapped(node)
    for _ in 0..<Self.maxValueDepth {
      switch current.kind {
      case .identifier, .this, .propertyIdentifier:
        path.append(text(current))
        return path.reversed()
      case .memberExpression, .nestedIdentifier:
        guard let property = current.field(.property), let object = current.field(.object) else { return nil }
        path.append(text(property))
        current = unwrapped(object)
      default:
        return nil
      }
    }
    return nil
  }

  private func stringLiteral(_ node: SyntaxNode) -> String? {
    if case .string(let value) = value(node, depth: 0) { return value }
    return nil
  }

  private func value(_ node: SyntaxNode, depth: Int) -> ValueFact {
    guard depth < Self.maxValueDepth else { return .unknown }
    let node = unwrapped(node)
    switch node.kind {
    case .string:
      return .string(decodedString(node))
    case .templateString:
      return templateValue(node)
    case .number:
      return .number(text(node))
    case .true:
      return .boolean(true)
    case .false:
      return .boolean(false)
    case .null:
      return .null
    case .undefined:
      return .undefined
    case .identifier:
      let name = text(node)
      return name == "undefined" ? .undefined : .identifier(name)
    case .memberExpression, .this:
      return memberPath(node).map { .member($0) } ?? .unknown
    case .callExpression:
      let callee = node.field(.function).flatMap(memberPath) ?? []
      let arguments =
        node.field(.arguments).map { arguments in
          arguments.namedChildren.prefix(4).filter { $0.kind != .comment }.map { value($0, depth: depth + 1) }
        } ?? []
      return .call(callee: callee, arguments: arguments)
    case .ternaryExpression:
      guard let yes = node.field(.consequence), let no = node.field(.alternative) else { return .unknown }
      return .conditional(value(yes, depth: depth + 1), value(no, depth: depth + 1))
    case .binaryExpression:
      return binaryValue(node, depth: depth)
    case .jsxElement, .jsxSelfClosingElement:
      return .element
    case .object:
      return .object(objectProperties(node, depth: depth + 1))
    case .array:
      return .array(node.namedChildren.filter { $0.kind != .comment }.map { value($0, depth: depth + 1) })
    case .arrowFunction, .functionExpression:
      return .function(node.startByte)
    case .spreadElement:
      guard let inner = node.namedChildren.first(where: { $0.kind != .comment }) else { return .unknown }
      return .spread(value(inner, depth: depth + 1))
    case .jsxExpression:
      guard let inner = node.namedChildren.first(where: { $0.kind != .comment }) else { return .unknown }
      return value(inner, depth: depth + 1)
    default:
      return .unknown
    }
  }

  private func objectProperties(_ node: SyntaxNode, depth: Int) -> [PropertyFact] {
    var properties: [PropertyFact] = []
    for child in node.namedChildren {
      switch child.kind {
      case .pair:
        guard let key = child.field(.key), let valueNode = child.field(.value) else { continue }
        let name = key.kind == .string ? decodedString(key) : text(key)
        properties.append(PropertyFact(key: name, value: value(valueNode, depth: depth + 1)))
      case .shorthandPropertyIdentifier:
        properties.append(PropertyFact(key: text(child), value: .identifier(text(child))))
      case .spreadElement:
        properties.append(PropertyFact(key: nil, value: value(child, depth: depth + 1)))
      case .comment:
        continue
      default:
        // Methods, computed keys: a property we cannot name, so the object is not fully known.
        properties.append(PropertyFact(key: nil, value: .unknown))
      }
    }
    return properties
  }

  private func binaryValue(_ node: SyntaxNode, depth: Int) -> ValueFact {
    guard let left = node.field(.left), let right = node.field(.right),
      let op = node.field(.operator)?.typeName
    else { return .unknown }
    switch op {
    case "??", "||", "&&":
      return .logical(op, value(left, depth: depth + 1), value(right, depth: depth + 1))
    case "+":
      let lhs = value(left, depth: depth + 1)
      let rhs = value(right, depth: depth + 1)
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)):
        return .string(a + b)
      default:
        return .partialString(prefix: Self.staticPrefix(lhs), suffix: Self.staticSuffix(rhs))
      }
    default:
      return .unknown
    }
  }

  private static func staticPrefix(_ value: ValueFact) -> String {
    switch value {
    case .string(let text): text
    case .partialString(let prefix, _): prefix
    default: ""
    }
  }

  private static func staticSuffix(_ value: ValueFact) -> String {
    switch value {
    case .string(let text): text
    case .partialString(_, let suffix): suffix
    default: ""
    }
  }

  private func templateValue(_ node: SyntaxNode) -> ValueFact {
    var pieces: [String] = [""]
    var substitutions = 0
    for child in node.namedChildren {
      switch child.kind {
      case .stringFragment:
        pieces[pieces.count - 1] += text(child)
      case .escapeSequence:
        pieces[pieces.count - 1] += Self.unescape(text(child))
      case .templateSubstitution:
        substitutions += 1
        pieces.append("")
      default:
        continue
      }
    }
    if substitutions == 0 { return .string(pieces[0]) }
    return .partialString(prefix: pieces.first ?? "", suffix: pieces.last ?? "")
  }

  private func decodedString(_ node: SyntaxNode) -> String {
    var result = ""
    for child in node.namedChildren {
      switch child.kind {
      case .escapeSequence:
        result += Self.unescape(text(child))
      default:
        result += text(child)
      }
    }
    return result
  }

  private static func unescape(_ escape: String) -> String {
    let body = escape.dropFirst()
    switch body.first {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "u", "x":
      let hex = body.dropFirst().filter { $0.isHexDigit }
      if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
        return String(Character(scalar))
      }
      return String(body)
    case "\n": return ""
    default: return String(body)
    }
  }
}
