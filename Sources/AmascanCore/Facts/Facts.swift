import Foundation

/// What extraction keeps of one file once its tree is freed. Rules read these facts, never trees.
public struct FileFacts: Sendable, Equatable {
  public var imports: [ImportFact] = []
  public var aliases: [AliasFact] = []
  /// `const name = { ... }` object literals by scope and name (`objectLiteralKey`), for resolving `{...name}`
  /// spreads. A name declared twice in a scope with different values maps to nil: unknown.
  public var objectLiterals: [String: [PropertyFact]?] = [:]

  public static func objectLiteralKey(_ name: String, scope: Int?) -> String {
    "\(scope.map(String.init) ?? "top")\u{0}\(name)"
  }
  /// Every JSX element in source order; `parent` indexes into this array.
  public var elements: [ElementFact] = []
  /// Literal `nativeID` values in the file.
  public var nativeIDs: Set<String> = []
  /// True when some `nativeID` is not a literal, so any `accessibilityLabelledBy` might match it.
  public var hasDynamicNativeID = false
  /// Every function, arrow and method, in source order, with what its body does.
  public var functions: [FunctionFact] = []
  /// Calls written in JSX that may render a helper's elements there (`{renderPassword()}`, `{this.renderName()}`).
  public var renderCalls: [RenderCallFact] = []
  /// Top-level functions and classes: the components (and helpers) elements and functions belong to.
  public var scopes: [ScopeFact] = []
  /// What the module exports, including re-exports and CommonJS `module.exports`.
  public var exports: [ExportFact] = []
  /// `amascan-disable-*` comments.
  public var suppressions: [SuppressionFact] = []
  /// ERROR and MISSING nodes in the tree that was kept.
  public var syntaxErrorCount = 0
  /// Position of the first syntax error, when there is one.
  public var firstSyntaxError: SourcePosition?
  /// The words of `namingVocabulary` the file's text holds anywhere (in a string, a key, a comment): a word it does
  /// not hold, no value the file makes can carry as a key.
  public var namingWords: Set<String> = []

  /// The props that name a field, looked for in a file's text (`namingWords`).
  public static let namingVocabulary = [
    "accessibilityLabel", "aria-label", "accessibilityLabelledBy", "aria-labelledby", "label", "title",
  ]

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
    /// One of two components, chosen as the app runs (`inSheet ? BottomSheetTextInput : TextInput`): what both are,
    /// when they are the same known component.
    case either([String], [String])
    /// A capitalised local given something that is no alias (`Platform.select` with nothing for Android, a call
    /// of unknown result): it names no component amascan can know.
    case unknown
  }

  public var localName: String
  public var target: Target

  public init(localName: String, target: Target) {
    self.localName = localName
    self.target = target
  }
}

/// A JSX element with its resolved-later tag and its attributes as typed values.
public struct ElementFact: Sendable, Equatable {
  /// The tag as written: `["TextInput"]`, `["RN", "TextInput"]`. Empty for fragments.
  public var tag: [String]
  public var attributes: [AttributeFact]
  /// From `<` to the end of the opening tag.
  public var range: SourceRange
  /// Index of the nearest enclosing element in `FileFacts.elements`.
  public var parent: Int?
  /// Static text children joined with single spaces, or nil when a child is not static text.
  public var staticText: String?
  /// The source of each `{expression}` child, whitespace collapsed.
  public var childExpressions: [String] = []
  /// The top-level function or class that renders the element (index into `FileFacts.scopes`).
  public var scope: Int?
  /// Rendered only under a condition (`cond && <X/>`, a ternary) between it and its parent element.
  public var isConditional = false
  /// The conditions it is rendered under, innermost first (its parent's after its own), at most `maxGuards`: the
  /// source of each `guard && …`, and for a condition with no guard of its own (a branch of a ternary, `if` or
  /// `switch`, the right of `||`) `?` and the byte offset where its branch starts. Two elements with the same
  /// list render together.
  public var guards: [String] = []
  public static let maxGuards = 4
  /// Rendered inside a callback between it and its parent element (`items.map(item => <X/>)`).
  public var isInCallback = false
  /// The innermost function the element is written in (index into `FileFacts.functions`): for an element with no
  /// parent, the render helper that returns it (`const renderSwitch = () => <Switch />`).
  public var function: Int?
  /// For an element with no parent written as the value of a local of its function (`const banner = <Error />`,
  /// `displayError = (<View>…</View>)` in an `if`): that local's name. Where `{banner}` is a child, it renders.
  public var heldBy: String?
  /// Some child is words between the tags, beside elements or not (`staticText` is nil when an element is among
  /// the children).
  public var hasTextChild = false
  /// Which `{expression}` children may render a value rather than elements: `{'Accept'}`, `{label}`, `{render()}`,
  /// `{label || <Icon />}` (not JSX, `{on && <Icon />}` or a ternary of JSX and null). Bit `i` for
  /// `childExpressions[i]`; the last bit also for every expression after it.
  public var valueChildren: UInt64 = 0

  /// Some `{expression}` child may render a value.
  public var hasValueChild: Bool { valueChildren != 0 }

  /// The `{expression}` children that may render a value.
  public var valueExpressions: [String] {
    guard hasValueChild else { return [] }
    return childExpressions.indices.filter { valueChildren & (1 << UInt64(min($0, 63))) != 0 }.map {
      childExpressions[$0]
    }
  }
  /// What its children end with when the last one shows text: the words between the tags (`Email *`), or the value
  /// of an `{expression}` (`{' *'}`, `{required && '*'}`); nil when the last is an element or there is none.
  public var textEnd: ValueFact?

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
public struct AttributeFact: Sendable, Equatable {
  public var name: String?
  public var value: ValueFact
  public var range: SourceRange
  /// The value's own span (the attribute's for a shorthand boolean).
  public var valueRange: SourceRange
  /// The value's source, whitespace collapsed, cut at 300 characters.
  public var valueSource: String

  public init(
    name: String?, value: ValueFact, range: SourceRange, valueRange: SourceRange, valueSource: String = ""
  ) {
    self.name = name
    self.value = value
    self.range = range
    self.valueRange = valueRange
    self.valueSource = valueSource
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
  /// An arrow, function expression or method, by the byte offset that keys it in `FileFacts.functions`.
  case function(Int)
  /// `...x` (a JSX spread attribute, or inside an object literal).
  case spread(ValueFact)
  /// Anything else, or nesting deeper than extraction follows.
  case unknown
}

/// A top-level function or class: a component, a hook, a helper.
public struct ScopeFact: Sendable, Hashable {
  public var name: String?
  public var start: SourcePosition
  /// How a function component takes its props, in its parameter or its body; a class has one only when it takes
  /// `this.props` apart.
  public var props: PropsPattern?
  public var isClass = false
  /// Local values and what they are computed from: local name → the names its initializer reads (`label`,
  /// `props.label`, `this.props.label`), in order of first reading.
  public var derived: [String: [String]] = [:]
  /// Among a local's `derived` names when it may hold more than they say: its initializer was read only in part,
  /// or it is a `let` that may be assigned again. No prop or local has this name.
  public static let notAllRead = "*"
  /// Local `const`s whose initializer is a short expression, with its source (`const useRadio = props.type ===
  /// 'select'`), for reading the conditions a wrapper renders its input under; a name declared twice is left out.
  public var values: [String: String] = [:]
  /// The setter of each `useState` pair, with the state it sets (`const [listShown, toggleList] = useState(false)`:
  /// `toggleList` → `listShown`).
  public var setters: [String: String] = [:]

  public init(name: String?, start: SourcePosition) {
    self.name = name
    self.start = start
  }

  /// Hooks whose value a component keeps to itself.
  static let stateHooks: Set<String> = [
    "useState", "React.useState", "useReducer", "React.useReducer", "useSharedValue",
  ]

  /// Whether a local is the component's own state, read from nothing but a state hook (`const [error, setError] =
  /// useState('')`, a reanimated `useSharedValue('')`): no caller gives it.
  public func holdsState(_ local: String) -> Bool { Self.readsOnlyState(derived[local]) }

  /// Whether what a local reads (`derived`) is nothing but a state hook.
  static func readsOnlyState(_ reads: [String]?) -> Bool {
    guard let reads, !reads.isEmpty else { return false }
    return reads.allSatisfy(stateHooks.contains)
  }
}

/// A function component's first parameter: `props`, or `{ label, error: err, returnKeyType = 'done', ...rest }`.
public struct PropsPattern: Sendable, Hashable {
  /// The parameter's name when it is a plain identifier.
  public var name: String?
  /// Destructured prop → local name (the first it is given).
  public var keys: [String: String] = [:]
  /// Further local names a prop is taken apart as, local → prop (`const { label: title } = props` in a helper, where
  /// the body took `label`).
  public var otherLocals: [String: String] = [:]
  /// The `...rest` name.
  public var rest: String?
  /// When `name` is the parameter's rest, taken apart again in the body (`({ ref, ...props }) => { const { label,
  /// ...inputProps } = props`), the props the parameter took out before it: `props` lacks them.
  public var nameLacks: Set<String> = []
  /// Destructured props with a default value.
  public var defaults: [String: ValueFact] = [:]
  /// Each local the props are taken apart into, in the function that takes them apart, with the default it is
  /// given there. A default is that local's, not the prop's: `props.label`, and a destructuring of `label` in
  /// another function (a class's other method, a callback), do not get it.
  public var localDefaults: [LocalDefault] = []

  public init(name: String? = nil) {
    self.name = name
  }

  /// Whether a spread's value is the props themselves: the parameter, its rest, or `this.props`.
  public func isProps(_ value: ValueFact) -> Bool {
    switch value {
    case .identifier(let local): local == name || local == rest
    case .member(let path): path == ["this", "props"]
    default: false
    }
  }

  /// The prop a local name stands for.
  public func prop(forLocal local: String) -> String? {
    keys.first { $0.value == local }?.key ?? otherLocals[local]
  }

  /// The default a local the props are taken apart into gets where it is read, if it has one: that of the
  /// innermost of `functions` (a place's function, then the ones around it) that takes it apart, when every
  /// destructuring of it there (in the whole function, or in a block around `place`) gives the same one.
  public func localDefault(_ local: String, functions: [Int], at place: SourcePosition? = nil) -> ValueFact? {
    for function in functions {
      let taken = localDefaults.filter { entry in
        guard entry.local == local, entry.function == function else { return false }
        guard let block = entry.block else { return true }
        return place.map { block.start <= $0 && $0 < block.end } ?? false
      }
      guard let first = taken.first else { continue }
      return taken.allSatisfy { $0.value == first.value } ? first.value : nil
    }
    return nil
  }

  /// Whether a name is a local the props are taken apart into.
  public func isLocal(_ name: String) -> Bool {
    otherLocals[name] != nil || keys.values.contains(name)
  }

  /// The prop a name or member path reads: a destructured local (`label`), `props.label` through the parameter's
  /// name, or `this.props.label` where `this.props` are the props (a class).
  public func prop(at path: [String], thisProps: Bool) -> String? {
    switch path.count {
    case 1: prop(forLocal: path[0])
    case 2 where path[0] == name && !nameLacks.contains(path[1]): path[1]
    // `rest.x` is the prop `x` unless the pattern takes `x` out.
    case 2 where path[0] == rest && keys[path[1]] == nil: path[1]
    case 3 where thisProps && path[0] == "this" && path[1] == "props": path[2]
    default: nil
    }
  }
}

/// A local the props are taken apart into in one function (`FileFacts.functions`), with the default it is given
/// there, if any (`{ label = 'Name' }`; `.unknown` for one the extractor cannot read, which is a default all the
/// same).
public struct LocalDefault: Sendable, Hashable {
  public var local: String
  public var function: Int
  public var value: ValueFact?
  /// The block of the function it is taken apart in (an `if`, a loop), where it counts; nil: the whole function.
  public var block: SourceRange?

  public init(local: String, function: Int, value: ValueFact?, block: SourceRange? = nil) {
    self.local = local
    self.function = function
    self.value = value
    self.block = block
  }
}

/// A call of a plain name or a `this.` method written in JSX, outside any function there: where a render helper's
/// elements appear when it is called (`{renderPassword()}`, `{show && this.renderCode()}`).
public struct RenderCallFact: Sendable, Hashable {
  /// `["renderPassword"]`, `["this", "renderCode"]`: compared with `FunctionFact.name`.
  public var callee: [String]
  /// The element it is written in (index into `FileFacts.elements`).
  public var element: Int
  public var position: SourcePosition
  /// Under a condition between it and its element (`show && renderCode()`, a ternary).
  public var isConditional: Bool

  public init(callee: [String], element: Int, position: SourcePosition, isConditional: Bool) {
    self.callee = callee
    self.element = element
    self.position = position
    self.isConditional = isConditional
  }
}

/// One name a module exports.
public struct ExportFact: Sendable, Hashable {
  /// The exported name; "default" for the default export.
  public var exported: String
  /// The local binding it exports, when it is local.
  public var local: String?
  /// For `export { a as b } from './m'` and `export * from './m'`: the module and the name taken from it
  /// (nil with `star`).
  public var module: String?
  public var imported: String?
  public var star = false

  public init(exported: String, local: String?, module: String? = nil, imported: String? = nil, star: Bool = false) {
    self.exported = exported
    self.local = local
    self.module = module
    self.imported = imported
    self.star = star
  }
}

/// Where a focus call sends focus.
public enum FocusTarget: Sendable, Hashable {
  /// A ref, normalized: `emailRef` for `emailRef.current?.focus()`, `this.input`, `this.refs.note`.
  case ref([String])
  /// react-hook-form's `setFocus('name')`.
  case field(String)
}

/// What a function's body does that rules care about. Calls inside nested callbacks count for the enclosing
/// functions too.
public struct FunctionFact: Sendable, Hashable {
  /// The first name of a callee the file cannot name (`inputs[next]?.focus()` is `["?", "focus"]`): no
  /// identifier is spelled so, so no function of the file is taken for it.
  public static let unnamedCallee = "?"
  /// The byte offset of the function node: the key `ValueFact.function` carries.
  public var key: Int
  /// `handleSubmit` for a declaration or `const`, `this.handleSubmit` for a class member.
  public var name: [String]?
  public var scope: Int?
  public var start: SourcePosition
  /// True when the body does nothing (`() => {}`).
  public var isEmpty: Bool
  public var focusTargets: [FocusTarget] = []
  /// Callee paths of the calls made, to follow `() => submit()` one step.
  public var calls: [[String]] = []
  /// The source of what `AccessibilityInfo.announceForAccessibility*` is given.
  public var announcements: [String] = []
  /// Targets this function stores its first parameter in (`ref={(r) => { this.input = r }}`).
  public var refAssignments: [[String]] = []
  public var parameterNames: [String] = []
  /// The focus targets and callees of calls made on every run of the function: not under a condition inside it
  /// (an `if`, a branch of `?:`, the right of `&&`, `||` or `??`, a `switch` case) nor in a callback of its own.
  /// Refocusing a field only when what it holds is refused is no trap; refocusing it always is.
  public var certainFocusTargets: [FocusTarget] = []
  public var certainCalls: [[String]] = []
  /// The literals it sets state keys to on every run (`this.setState({ feeOption: 'fixed' })`, a setter's
  /// `setMode(true)`), as `key=literal` (`feeOption='fixed'`, `setMode=true`): two fields that each set the same key
  /// to another value when touched choose between them (`FileContext.areAlternatives`).
  public var selections: [String] = []
  /// The function it is written in (index into `FileFacts.functions`), nil for one at the top of its scope.
  public var parent: Int?
  /// Its own `const`s whose initializer is a short expression, with their source: read only for what a text written
  /// in it or in a function inside it shows (`ErrorText.isComputedFromAnError`: `const passwordOk = checks[id] ?
  /// '✔' : '❌'` in `renderMasterKey`). A name declared twice with different sources maps to "". The component's
  /// function holds its own as its `ScopeFact.values` does.
  public var values: [String: String] = [:]
  /// What its own locals are computed from, as `ScopeFact.derived` (which merges those of every function of the
  /// component, for wrapper summaries). A name it binds with nothing recorded of its value (`catch (x)`, `const
  /// { x } = y`, a destructured parameter) reads only `ScopeFact.notAllRead`.
  public var derived: [String: [String]] = [:]
  /// The names it binds inside a block of its own (`if (…) { const { message } = status }`, `for (const x of
  /// xs)`, `catch (x)`): each counts only within its block, where it hides the function's own of the same name.
  public var blockBindings: [BlockBinding] = []

  public init(key: Int, name: [String]?, scope: Int?, start: SourcePosition, isEmpty: Bool) {
    self.key = key
    self.name = name
    self.scope = scope
    self.start = start
    self.isEmpty = isEmpty
  }
}

/// A name bound by `const`, `let`, a loop's header or a `catch` inside a block of a function
/// (`FunctionFact.blockBindings`), with what is known of its value as a function's own locals keep it.
public struct BlockBinding: Sendable, Hashable {
  public var name: String
  /// The block it counts in: the braces, or the whole `for` or `catch` it is bound by.
  public var range: SourceRange
  /// A short `const`'s source (`FunctionFact.values`), "" when bound twice in the block with different ones.
  public var value: String?
  /// What it is computed from (`FunctionFact.derived`); `ScopeFact.notAllRead` alone when nothing is known.
  public var derived: [String]

  public init(name: String, range: SourceRange, value: String? = nil, derived: [String] = []) {
    self.name = name
    self.range = range
    self.value = value
    self.derived = derived
  }
}

/// An `// amascan-disable-next-line CODE, CODE -- reason` or `// amascan-disable-file CODE -- reason` comment
/// (also `{/* ... */}` in JSX).
public struct SuppressionFact: Sendable, Hashable {
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    case nextLine = "amascan-disable-next-line"
    /// The line the comment is on (after the code, `// amascan-disable-line X`).
    case line = "amascan-disable-line"
    case file = "amascan-disable-file"
    /// From here to the matching `amascan-enable` (or the end of the file).
    case blockStart = "amascan-disable"
    /// Ends the blocks of the codes it names, or every open block when it names none.
    case blockEnd = "amascan-enable"
  }

  public var scope: Scope
  public var codes: [String]
  public var reason: String?
  public var position: SourcePosition
  /// The line the comment ends on; a next-line suppression covers the line after it.
  public var endLine: Int

  public init(scope: Scope, codes: [String], reason: String?, position: SourcePosition, endLine: Int) {
    self.scope = scope
    self.codes = codes
    self.reason = reason
    self.position = position
    self.endLine = endLine
  }

  /// Parses a comment's text; nil when it is not a suppression.
  public static func parse(comment: String, position: SourcePosition, endLine: Int) -> SuppressionFact? {
    var body = Substring(comment)
    if body.hasPrefix("//") {
      body = body.dropFirst(2)
    } else if body.hasPrefix("/*") {
      body = body.dropFirst(2)
      if body.hasSuffix("*/") { body = body.dropLast(2) }
    }
    body = body.drop(while: { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "\n" || $0 == "\r" })
    // Longer keywords first: `amascan-disable` begins the others.
    for scope in [Scope.nextLine, .line, .file, .blockStart, .blockEnd] where body.hasPrefix(scope.rawValue) {
      let rest = body.dropFirst(scope.rawValue.count)
      guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
      let parts = rest.components(separatedBy: "--")
      let codes = parts[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
        .map(String.init)
      let reason =
        parts.count > 1
        ? parts.dropFirst().joined(separator: "--").trimmingCharacters(in: .whitespacesAndNewlines) : nil
      return SuppressionFact(
        scope: scope, codes: codes, reason: reason?.isEmpty == false ? reason : nil, position: position,
        endLine: endLine)
    }
    return nil
  }
}
