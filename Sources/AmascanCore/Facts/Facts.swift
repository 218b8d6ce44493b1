/// What extraction keeps of one file once its tree is freed. Rules read these facts, never trees.
public struct FileFacts: Sendable {
  public var imports: [ImportFact] = []
  public var aliases: [AliasFact] = []
  /// `const name = { ... }` object literals, for resolving `{...name}` spreads. A name declared twice
  /// with different values maps to nil: unknown.
  public var objectLiterals: [String: [PropertyFact]?] = [:]
  /// Every JSX element in source order; `parent` indexes into this array.
  public var elements: [ElementFact] = []
  /// Literal `nativeID` values in the file.
  public var nativeIDs: Set<String> = []
  /// True when some `nativeID` is not a literal, so any `accessibilityLabelledBy` might match it.
  public var hasDynamicNativeID = false
  /// ERROR and MISSING nodes in the tree that was kept.
  public var syntaxErrorCount = 0
  /// Position of the first syntax error, when there is one.
  public var firstSyntaxError: SourcePosition?

  public init() {}
}

/// One binding an `import` or `require` introduces.
public struct ImportFact: Sendable, Hashable {
  public enum Imported: Sendable, Hashable {
    case named(String)
    /// `import X from`: for a module without a default export, such as react-native, Babel's interop makes
    /// it behave as the namespace.
    case defaultExport
    case namespace
  }

  public var localName: String
  public var module: String
  public var imported: Imported

  public init(localName: String, module: String, imported: Imported) {
    self.localName = localName
    self.module = module
    self.imported = imported
  }
}

/// `const Local = <something that renders the same component as target>`.
public struct AliasFact: Sendable, Hashable {
  public enum Target: Sendable, Hashable {
    /// A name or dotted path in scope: `TextInput`, `RN.TextInput`.
    case reference([String])
    /// `styled.TextInput`: react-native's component of that name, whatever is in scope.
    case styledNative(String)
  }

  public var localName: String
  public var target: Target

  public init(localName: String, target: Target) {
    self.localName = localName
    self.target = target
  }
}

/// A JSX element with its resolved-later tag and its attributes as typed values.
public struct ElementFact: Sendable {
  /// The tag as written: `["TextInput"]`, `["RN", "TextInput"]`. Empty for fragments.
  public var tag: [String]
  public var attributes: [AttributeFact]
  /// From `<` to the end of the opening tag.
  public var range: SourceRange
  /// Index of the nearest enclosing element in `FileFacts.elements`.
  public var parent: Int?
  /// Static text children joined with single spaces, or nil when a child is not static text.
  public var staticText: String?

  public init(
    tag: [String], attributes: [AttributeFact], range: SourceRange, parent: Int?, staticText: String?
  ) {
    self.tag = tag
    self.attributes = attributes
    self.range = range
    self.parent = parent
    self.staticText = staticText
  }

  public var tagName: String { tag.joined(separator: ".") }
}

/// One JSX attribute; a `{...spread}` has no name.
public struct AttributeFact: Sendable {
  public var name: String?
  public var value: ValueFact
  public var range: SourceRange
  /// The value's own span (the attribute's for a shorthand boolean).
  public var valueRange: SourceRange

  public init(name: String?, value: ValueFact, range: SourceRange, valueRange: SourceRange) {
    self.name = name
    self.value = value
    self.range = range
    self.valueRange = valueRange
  }
}

/// A property of an object literal.
public struct PropertyFact: Sendable, Hashable {
  /// nil for a `...spread` inside the literal.
  public var key: String?
  public var value: ValueFact

  public init(key: String?, value: ValueFact) {
    self.key = key
    self.value = value
  }
}

/// An expression, reduced to what rules can decide from source.
public indirect enum ValueFact: Sendable, Hashable {
  /// A string known in full: `"x"`, `{'x'}`, `` {`x`} ``.
  case string(String)
  /// A template or `+` concatenation with unknown parts; the static text before the first and after the last.
  case partialString(prefix: String, suffix: String)
  /// `{true}`, `{false}`; a bare attribute (`multiline`) is `true`.
  case boolean(Bool)
  case number(String)
  case null
  case undefined
  case identifier(String)
  /// `a.b.c`, `this.props.x`.
  case member([String])
  /// `t('key')`, `I18n.t(...)`, `intl.formatMessage(...)`.
  case call(callee: [String], arguments: [ValueFact])
  case conditional(ValueFact, ValueFact)
  /// `a ?? b`, `a || b`, `a && b`.
  case logical(String, ValueFact, ValueFact)
  case element
  case object([PropertyFact])
  case array([ValueFact])
  case function
  /// `...x` (a JSX spread attribute, or inside an object literal).
  case spread(ValueFact)
  /// Anything else, or nesting deeper than extraction follows.
  case unknown
}
