import CTreeSitter

// Every grammar node-kind and field name amascan reads lives in this file. The three grammars (TSX,
// TypeScript, JavaScript) share these names for everything amascan reads.

/// The named node kinds extraction looks at; every other kind reads as `.other`.
enum NodeKind: String, CaseIterable {
  case other = "<other>"
  case error = "ERROR"
  case program
  case comment
  case identifier
  case propertyIdentifier = "property_identifier"
  case shorthandPropertyIdentifier = "shorthand_property_identifier"
  case shorthandPropertyIdentifierPattern = "shorthand_property_identifier_pattern"
  case this
  case memberExpression = "member_expression"
  case nestedIdentifier = "nested_identifier"
  case subscriptExpression = "subscript_expression"
  case callExpression = "call_expression"
  case arguments
  case string
  case stringFragment = "string_fragment"
  case escapeSequence = "escape_sequence"
  case htmlCharacterReference = "html_character_reference"
  case templateString = "template_string"
  case regex
  case templateSubstitution = "template_substitution"
  case number
  case `true`
  case `false`
  case null
  case undefined
  case ternaryExpression = "ternary_expression"
  case ifStatement = "if_statement"
  case forInStatement = "for_in_statement"
  case forStatement = "for_statement"
  case catchClause = "catch_clause"
  case switchBody = "switch_body"
  case switchCase = "switch_case"
  case switchDefault = "switch_default"
  case binaryExpression = "binary_expression"
  case parenthesizedExpression = "parenthesized_expression"
  case asExpression = "as_expression"
  case satisfiesExpression = "satisfies_expression"
  case nonNullExpression = "non_null_expression"
  case instantiationExpression = "instantiation_expression"
  case typeAssertion = "type_assertion"
  case arrowFunction = "arrow_function"
  case functionExpression = "function_expression"
  case functionDeclaration = "function_declaration"
  case generatorFunctionDeclaration = "generator_function_declaration"
  case generatorFunction = "generator_function"
  case methodDefinition = "method_definition"
  case publicFieldDefinition = "public_field_definition"
  case fieldDefinition = "field_definition"
  case classDeclaration = "class_declaration"
  case `class`
  case statementBlock = "statement_block"
  case assignmentExpression = "assignment_expression"
  case formalParameters = "formal_parameters"
  case requiredParameter = "required_parameter"
  case optionalParameter = "optional_parameter"
  case assignmentPattern = "assignment_pattern"
  case restPattern = "rest_pattern"
  case arrayPattern = "array_pattern"
  case exportStatement = "export_statement"
  case exportClause = "export_clause"
  case exportSpecifier = "export_specifier"
  case namespaceExport = "namespace_export"
  case lexicalDeclaration = "lexical_declaration"
  case variableDeclaration = "variable_declaration"
  case object
  case pair
  case spreadElement = "spread_element"
  case array
  case objectPattern = "object_pattern"
  case pairPattern = "pair_pattern"
  case objectAssignmentPattern = "object_assignment_pattern"
  case variableDeclarator = "variable_declarator"
  case importStatement = "import_statement"
  case importClause = "import_clause"
  case namedImports = "named_imports"
  case importSpecifier = "import_specifier"
  case namespaceImport = "namespace_import"
  case jsxElement = "jsx_element"
  case jsxSelfClosingElement = "jsx_self_closing_element"
  case jsxOpeningElement = "jsx_opening_element"
  case jsxClosingElement = "jsx_closing_element"
  case jsxAttribute = "jsx_attribute"
  case jsxExpression = "jsx_expression"
  case jsxText = "jsx_text"
  case jsxNamespaceName = "jsx_namespace_name"
}

/// The field names extraction reads; the raw value indexes a vocabulary's field ids.
enum FieldName: Int, CaseIterable {
  case name, value, object, property, function, arguments, source, alias, key, left, right, `operator`
  case consequence, alternative, openTag, attribute, body, parameter, parameters, pattern, declaration
  case condition, initializer

  /// The grammar's name for the field.
  var grammarName: String {
    switch self {
    case .openTag: "open_tag"
    default: String(describing: self)
    }
  }
}

/// Literal texts compared against source: module names, callee names, operators.
public enum SourceWords {
  /// Whether a name is a word and then a capitalised one (`useHandler` of `use`, `onPress` of `on`).
  public static func starts(_ name: String, with word: String) -> Bool {
    name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true
  }

  /// A hook's name: `use` and a capital (`useHandler`).
  static func isHook(_ name: String) -> Bool { starts(name, with: "use") }

  static let require = "require"
  static let styled = "styled"
  static let aliasingCallees: Set<String> = ["createAnimatedComponent", "styled", "memo", "forwardRef"]
  /// `styled(X).attrs({ … })`: props a styled component sets on what it renders.
  static let attrs = "attrs"
  static let styledChainMethods: Set<String> = [attrs, "withConfig"]
  /// Hooks whose first argument is the function that matters: `const f = useCallback(() => ..., [])`.
  static let useMemo = "useMemo"
  static let functionWrappingHooks: Set<String> = ["useCallback", useMemo, "useEvent"]
  /// Calls whose first argument is the component itself: `forwardRef((props, ref) => ...)`, `memo(...)`.
  static let componentWrappers: Set<String> = ["forwardRef", "memo", "observer"]
  static let module = "module"
  static let exports = "exports"
  static let defaultExport = "default"
  static let focus = "focus"
  static let current = "current"
  static let this = "this"
  static let refs = "refs"
  /// react-hook-form moves focus by field name.
  static let setFocus = "setFocus"
  static let announcers: Set<String> = ["announceForAccessibility", "announceForAccessibilityWithOptions"]
  static let accessibilityInfo = "AccessibilityInfo"
  /// Callbacks that render a list: elements inside them are repeated.
  static let listCallbacks: Set<String> = ["map", "flatMap", "forEach", "renderItem"]
}

/// A grammar's symbol and field ids mapped to amascan's names, computed once per grammar.
///
/// A value holding two buffers that are never freed (the three vocabularies live as long as the process) and
/// never written after `init`, hence `@unchecked Sendable`. Nodes carry it and read it without reference
/// counting: a shared object's (or an array's) counter would be bumped at every node's `kind` on every thread,
/// one cache line bouncing between the cores.
struct GrammarVocabulary: @unchecked Sendable {
  let kinds: UnsafeBufferPointer<NodeKind>
  /// By `FieldName.rawValue`; 0 for a field the grammar lacks.
  let fields: UnsafeBufferPointer<TSFieldId>

  static let tsx = GrammarVocabulary(.tsx)
  static let typescript = GrammarVocabulary(.typescript)
  static let javascript = GrammarVocabulary(.javascript)

  static func of(_ grammar: Grammar) -> GrammarVocabulary {
    switch grammar {
    case .tsx: tsx
    case .typescript: typescript
    case .javascript: javascript
    }
  }

  private init(_ grammar: Grammar) {
    let language = grammar.language
    let byName = Dictionary(uniqueKeysWithValues: NodeKind.allCases.map { ($0.rawValue, $0) })
    let count = Int(ts_language_symbol_count(language))
    var kinds = [NodeKind](repeating: .other, count: count)
    for symbol in 0..<count {
      let id = TSSymbol(symbol)
      guard ts_language_symbol_type(language, id) == TSSymbolTypeRegular,
        let name = ts_language_symbol_name(language, id)
      else { continue }
      kinds[symbol] = byName[String(cString: name)] ?? .other
    }
    self.kinds = Self.immortal(kinds)
    fields = Self.immortal(
      FieldName.allCases.map { field in
        field.grammarName.withCString {
          ts_language_field_id_for_name(language, $0, UInt32(field.grammarName.utf8.count))
        }
      })
  }

  private static func immortal<Element>(_ values: [Element]) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return UnsafeBufferPointer(buffer)
  }

  func kind(of node: TSNode) -> NodeKind {
    let symbol = Int(ts_node_symbol(node))
    if symbol == Int(UInt16.max) { return .error }
    return symbol < kinds.count ? kinds[symbol] : .other
  }
}
