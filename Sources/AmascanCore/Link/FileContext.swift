import Foundation

/// What a rule sees of a file: its facts, each element's resolved identity, and its project.
public struct FileContext: Sendable {
  public let facts: FileFacts
  /// Parallel to `facts.elements`. Linking settles some that the file alone leaves unknown: a tag imported from
  /// another file of the project that exports an alias of a known component (`ProjectIndex`).
  public internal(set) var identities: [ComponentIdentity]
  public let project: ProjectInfo
  public let configuration: Configuration
  /// What the file's imports and aliases make of a name, kept for the project index.
  public let identityResolver: IdentityResolver
  /// Elements that render a wrapper of a text input, with the wrapper's summary (set by the link step).
  public var wrappers: [Int: WrapperSummary] = [:]
  /// For each of this file's scopes that is a wrapper, where it is used across the project.
  public var wrapperCallSites: [Int: WrapperUsage] = [:]
  /// Elements that render a component drawing some of their props as an error text, with those props (set by the
  /// link step): `<FloatingInputContainer error={error}>`.
  public var drawnErrors: [Int: [String]] = [:]
  /// Elements that render a component of another file drawing a label that ends in an asterisk (`AsteriskLabel`),
  /// filled by linking.
  public var asteriskLabels: [Int: AsteriskLabel] = [:]
  /// Locals given what a hook of the project returns (`const [ref, state, callbacks] = useUncontrolledInput()`,
  /// keyed as `FileFacts.objectLiteralKey`), with the naming words the hook's file holds (set by the link step): a
  /// spread of one sets no naming prop the file never spells.
  public var hookNamingWords: [String: Set<String>] = [:]
  /// What planning and linking read of the file by itself, when read ahead where it was parsed (`readAhead`).
  public internal(set) var reading: FileReading?

  /// Per element: an ancestor hides its descendants from assistive technology (computed once, parents first).
  public internal(set) var hiddenByAncestor: [Bool] = []
  /// Per element: some element is written inside it.
  public private(set) var hasChildElements: [Bool] = []
  /// Functions by key, and by (scope, name) for handler look-ups.
  let functionsByKey: [Int: Int]
  let functionsByName: [FunctionName: [Int]]
  /// Functions that open a scope of their own name (a top-level `function handle()`), by that name.
  let functionsNamingTheirScope: [String: [Int]]
  /// The first scope of each name, and each name's exports but `export *` in order: resolving a tag across
  /// files asks for them at every element and every export of the project.
  public let scopeByName: [String: Int]
  let exportsByName: [String: [Int]]

  struct FunctionName: Hashable {
    var scope: Int?
    var name: [String]
  }

  /// A text input written so that it cannot be edited: `editable={false}` (or `readOnly`) as a literal, no spread
  /// after it that could turn editing back on, and no change handler. What it holds is shown, not entered.
  static func isReadOnly(_ element: ElementFact) -> Bool {
    let attributes = element.attributes
    guard
      let fixed = attributes.lastIndex(where: { attribute in
        (attribute.name == "editable" && attribute.value == .boolean(false))
          || (attribute.name == "readOnly" && attribute.value == .boolean(true))
          // Libraries' inputs that turn `disabled` into `editable={false}` (tamagui, React Native Elements).
          || (attribute.name == "disabled" && attribute.value == .boolean(true))
      })
    else { return false }
    // A later `editable`, `readOnly` or `disabled` of another value, or a spread that may hold one, wins over the
    // literal.
    let later = attributes[(fixed + 1)...]
    if later.contains(where: { $0.name == nil || ["editable", "readOnly", "disabled"].contains($0.name) }) {
      return false
    }
    return !attributes.contains { $0.name.map(Self.changeHandlers.contains) ?? false }
  }

  public init(facts: FileFacts, project: ProjectInfo, configuration: Configuration = Configuration()) {
    self.facts = facts
    self.project = project
    self.configuration = configuration
    let resolver = IdentityResolver(facts: facts)
    identityResolver = resolver
    identities = facts.elements.map { element in
      let identity = resolver.identity(of: element)
      if identity == .unknown, configuration.components[element.tagName]?.renders == "TextInput" {
        return .nativeTextInput
      }
      return Self.settled(identity, of: element)
    }
    var byKey: [Int: Int] = [:]
    var byName: [FunctionName: [Int]] = [:]
    var namingTheirScope: [String: [Int]] = [:]
    for (index, function) in facts.functions.enumerated() {
      byKey[function.key] = index
      guard let name = function.name else { continue }
      byName[FunctionName(scope: function.scope, name: name), default: []].append(index)
      if name.count == 1, let scope = function.scope, facts.scopes[scope].name == name[0] {
        namingTheirScope[name[0], default: []].append(index)
      }
    }
    functionsByKey = byKey
    functionsByName = byName
    functionsNamingTheirScope = namingTheirScope
    var scopes: [String: Int] = [:]
    for (index, scope) in facts.scopes.enumerated() {
      if let name = scope.name, scopes[name] == nil { scopes[name] = index }
    }
    scopeByName = scopes
    var exports: [String: [Int]] = [:]
    for (index, export) in facts.exports.enumerated() where !export.star {
      exports[export.exported, default: []].append(index)
    }
    exportsByName = exports
    var hidden = [Bool](repeating: false, count: facts.elements.count)
    var parents = [Bool](repeating: false, count: facts.elements.count)
    for (index, element) in facts.elements.enumerated() {
      guard let parent = element.parent, parent < index else { continue }
      parents[parent] = true
      hidden[index] = hidden[parent] || hidesDescendants(parent)
    }
    hiddenByAncestor = hidden
    hasChildElements = parents
    // A pressable given the role of a checkbox, radio button or switch is that control when it acts (an action, or
    // a spread that may give one); with nothing inside it that shows text (an icon, a view), only a label prop can
    // name it, as for react-native's `Switch`. react-native's `Button` shows its `title`.
    for index in facts.elements.indices {
      guard case .pressable(let name) = identities[index] else { continue }
      identities[index] = pressable(name, at: index)
    }
  }

  /// What a pressable is where it is rendered: the control its literal role makes it when it acts (an action, or
  /// a spread that may give one) and nothing inside it shows text; else the pressable. react-native's `Button`
  /// shows its `title`.
  func pressable(_ name: String, at index: Int) -> ComponentIdentity {
    guard name != "Button", let kind = controlRole(of: index) ?? namedControl(index), acts(index),
      showsNoText(inside: index)
    else {
      return .pressable(name)
    }
    return .control(kind)
  }

  /// The control a component's name makes the pressable it renders as its root when it gives it no role: `function
  /// Checkbox({ checked, onPress })` returning a bare `TouchableOpacity` with a check icon is a checkbox that a
  /// screen reader meets as an unnamed button.
  public func namedControl(_ index: Int) -> String? {
    let element = facts.elements[index]
    guard element.parent == nil, let scope = element.scope, let name = facts.scopes[scope].name,
      case .absent = prop("role", of: element), case .absent = prop("accessibilityRole", of: element)
    else { return nil }
    return Self.controlNames.first { name.hasSuffix($0.suffix) }?.control
  }

  /// Component names that say which control they are (`TaskCheckbox`, `RadioButton`), read by the lexical pass too
  /// (`LexicalFacts.namesControl`).
  public static let controlNames: [(suffix: String, control: String)] = [
    ("Checkbox", "Checkbox"), ("CheckBox", "Checkbox"), ("RadioButton", "RadioButton"), ("Radio", "RadioButton"),
  ]

  /// Whether an element is one the file alone leaves unknown, of a tag `amascan.json` does not map: what linking
  /// may resolve across files.
  func isProjectTag(_ index: Int) -> Bool {
    let element = facts.elements[index]
    return identities[index] == .unknown && !element.tag.isEmpty && configuration.components[element.tagName] == nil
  }

  /// Whether an element is given an action, or a spread that may give one.
  func acts(_ index: Int) -> Bool {
    facts.elements[index].attributes.contains(where: { $0.name.map(Self.actions.contains) ?? true })
  }

  /// The roles that make a pressable a form control, with the control each makes it (`toggleRoles` is read from it).
  public static let controlRoles = ["checkbox": "Checkbox", "radio": "RadioButton", "switch": "Switch"]
  /// What makes a pressable act.
  static let actions: Set<String> = ["onPress", "onPressIn", "onLongPress"]
  /// The props a text input is given what is typed in: a call site with one owns the text.
  public static let changeHandlers = ["onChangeText", "onChange"]

  /// The control a pressable's literal role makes it (`role="radio"`, else `accessibilityRole="checkbox"`: React
  /// Native reads `role` first), if any.
  public func controlRole(of index: Int) -> String? {
    literalRole(of: index).flatMap { Self.controlRoles[$0] }
  }

  /// An element's role when it is written as a string: `role`, else `accessibilityRole`; nil when neither is, or
  /// when the one that applies is not a literal.
  public func literalRole(of index: Int) -> String? {
    for name in ["role", "accessibilityRole"] {
      switch prop(name, of: facts.elements[index]) {
      case .value(.string(let role), _): return role
      case .absent: continue
      default: return nil
      }
    }
    return nil
  }

  /// Whether nothing rendered inside an element can show text: no words or string among its children, only
  /// elements inside it that draw none (`IdentityResolver.drawsNoText`) or a text that shows only what is written
  /// in it (`<Text style={…}>{on ? <Icon /> : null}</Text>`, a tick coloured by its text), and no child expression
  /// that may render a value (`ElementFact.hasValueChild`: `{label}`, `{renderIcon()}`, `{label || <Icon />}`). An
  /// element with no children written but a spread may be given some.
  func showsNoText(inside index: Int) -> Bool {
    for inner in subtree(of: index) {
      let element = facts.elements[inner]
      if inner != index, !identityResolver.drawsNoText(element.tag), !holdsOnlyWhatIsWritten(inner) { return false }
      if element.hasTextChild || element.hasValueChild || element.attributes.contains(where: { $0.name == "children" })
      {
        return false
      }
      let written = hasChildElements[inner] || !element.childExpressions.isEmpty
      if !written, element.attributes.contains(where: { $0.name == nil }) { return false }
    }
    return true
  }

  /// A react-native `Text` with children written in it and no text prop of a design system's (`text`, `tx`): it
  /// shows those children and nothing else.
  private func holdsOnlyWhatIsWritten(_ index: Int) -> Bool {
    let element = facts.elements[index]
    return identities[index] == .nativeText && (hasChildElements[index] || !element.childExpressions.isEmpty)
      && Self.drawnText(element).isEmpty
  }

  /// An element's identity as rules see it: a text input that cannot be edited is a text display.
  static func settled(_ identity: ComponentIdentity, of element: ElementFact) -> ComponentIdentity {
    if identity == .nativeTextInput || identity == .paperTextInput || identity == .amaTextInput,
      isReadOnly(element)
    {
      return .textDisplay
    }
    return identity
  }

  /// The props that give an element its accessible name: `aria-label` alone on react-native-paper 6's `Switch`;
  /// otherwise `accessibilityLabel`, `aria-label` and what `amascan.json` or the library adds (`extraLabelProps`).
  /// The rules and the wrapper summaries both ask here.
  public func namingProps(of index: Int) -> [String] {
    takesAriaLabelOnly(index) ? ["aria-label"] : FileContext.labelProps + extraLabelProps(of: index)
  }

  /// Props that name an element besides `accessibilityLabel` and `aria-label`, from `amascan.json` components.
  public func extraLabelProps(of index: Int) -> [String] {
    let element = facts.elements[index]
    var names = configuration.components[element.tagName]?.labelProps ?? []
    if case .control(let kind) = identities[index], let drawn = Self.drawnLabelProps[kind],
      boolean("disableText", of: element, default: false) == false
    {
      names += drawn
    }
    if case .control(let kind) = identities[index], let nested = Self.nestedLabelProps[kind] {
      names += nested.flatMap { object in FileContext.labelProps.map { "\(object).\($0)" } }
    }
    return names
  }

  /// Library controls named through an object prop they spread on what they draw (`prop("a.b", of:)` reads key `b`
  /// of prop `a`). react-native-picker-select (9.x) spreads `touchableWrapperProps` on the TouchableOpacity that
  /// shows the selected item, `textInputProps` on the read-only TextInput inside it, `pickerProps` on the native
  /// Picker; it passes no other prop on, but its `children` replace the TextInput. The first two name it on both
  /// platforms: NO_FORM_LABEL's advice names them.
  public static let nestedLabelProps: [String: [String]] = [
    "RNPickerSelect": ["touchableWrapperProps", "pickerProps", "textInputProps"]
  ]

  /// Library controls that show their children, when given any, in place of their value: what those show may name
  /// them, so a control with children is not judged.
  public static let showsChildren: Set<String> = ["RNPickerSelect"]

  /// Library controls that draw a prop as text inside the pressable that toggles them, so that text is their
  /// accessible name: react-native-bouncy-checkbox draws `text` (or a `textComponent`) beside its icon inside
  /// its TouchableOpacity (1.x to 3.x) or Pressable (4.x), unless `disableText` is set.
  public static let drawnLabelProps: [String: [String]] = ["BouncyCheckbox": ["text", "textComponent"]]

  /// Library inputs that draw a label prop as a Text beside the input and do not give it to the input: React
  /// Native Elements' `Input` (and the `SearchBar` built on it) draws `label` above it.
  public static let labelsDrawnApart: [String: [String]] = [
    "@rneui/base": ["label"], "@rneui/themed": ["label"], "react-native-elements": ["label"],
  ]

  /// Library inputs that draw an error prop as a Text below the input and never give it to the input, with the prop
  /// they spread on that Text: React Native Elements' `Input` draws `errorMessage` and spreads `errorProps`, which
  /// may make it a live region.
  public static let errorsDrawnApart: [String: (shown: String, onText: String)] = [
    "@rneui/base": ("errorMessage", "errorProps"), "@rneui/themed": ("errorMessage", "errorProps"),
    "react-native-elements": ("errorMessage", "errorProps"),
  ]

  /// Whether what a library input is given to draw as its error is one: it names an error or reads a validity
  /// (`errors.email`, `isEmailValid ? '' : 'Enter a valid email'`; not a counter `` `${bio.length}/160` `` or a
  /// hint shown while focused), and it is no string or translation of one key written in the source (an
  /// instruction, drawn whenever it is given).
  public static func isErrorGiven(_ source: String) -> Bool {
    ErrorText.readsValidity(source) && !ErrorText.isLiteral(source) && !ErrorText.isFixedMessage(source)
  }

  /// What a library input of `errorsDrawnApart` draws below itself and spreads on that text; nil for any other
  /// element.
  public func drawsErrorApart(_ index: Int) -> (shown: String, onText: String)? {
    guard identities[index] == .nativeTextInput,
      let module = identityResolver.importFact(for: facts.elements[index].tag)?.module
    else { return nil }
    return Self.errorsDrawnApart[module]
  }

  /// The attribute of the error a library input shows below itself (`errorsDrawnApart`), when it is given one
  /// (`isErrorGiven`) and nothing that may announce it.
  public func errorDrawnApart(_ index: Int) -> AttributeFact? {
    let element = facts.elements[index]
    guard let drawn = drawsErrorApart(index), case .absent = prop(drawn.onText, of: element),
      case .value(let value, let attribute?) = prop(drawn.shown, of: element), !value.isBlank,
      Self.isErrorGiven(attribute.valueSource)
    else { return nil }
    return attribute
  }

  /// Whether an element is react-native-paper 6's `Switch` (the nearest package.json depends on 6.x), which
  /// passes `aria-label` alone to what it draws: `accessibilityLabel` never reaches the switch.
  public func takesAriaLabelOnly(_ index: Int) -> Bool {
    identities[index] == .control("Switch") && (project.paperMajor ?? 0) >= 6
      && identityResolver.importFact(for: facts.elements[index].tag)?.module == ComponentIdentity.paperModule
  }

  /// Library controls that apps render only while the user has them open: @react-native-community/datetimepicker
  /// shows Android's system date or time dialog whenever it is rendered (whatever its `display`), so it is
  /// rendered under a condition set by the control that opens it; on iOS the wheels or calendar that then appear
  /// below that control announce their own parts. Rendered under a condition, such a control is named by what
  /// opened it; always on screen, it needs a name of its own.
  public static let openedOnDemand: Set<String> = ["DateTimePicker"]

  /// Elements with the given identity, with their indices.
  public func elements(_ identity: ComponentIdentity) -> [(index: Int, element: ElementFact)] {
    facts.elements.indices.filter { identities[$0] == identity }.map { ($0, facts.elements[$0]) }
  }
}
