import Foundation

/// How a component that renders one text input (a wrapper, a design-system input) passes its props to it.
public struct WrapperSummary: Sendable, Hashable {
  /// The identities a component's input can have by themselves (another input is a wrapper's call site): a
  /// component that renders two of them is the wrapper of neither, whatever else it renders.
  public static func countsAsInput(_ identity: ComponentIdentity) -> Bool {
    switch identity {
    case .nativeTextInput, .control, .paperTextInput: true
    default: false
    }
  }

  public internal(set) var name: String
  /// Where the wrapper is defined, as shown to the user.
  public internal(set) var path: String
  public internal(set) var line: Int
  /// Props of the wrapper that become the input's accessible name (`label`, `title`).
  public internal(set) var labelProps: [String]
  /// Label props the input is named from with a default of the wrapper's when the call site leaves them out
  /// (`({ label = 'Name' })` … `accessibilityLabel={label}`).
  public internal(set) var labelDefaults: [String: ValueFact] = [:]
  /// The wrapper spreads its remaining props onto the input, so `accessibilityLabel` passed to it arrives.
  public internal(set) var passesThrough: Bool
  /// The input always gets a name whatever the call site passes (a literal or a computed label of its own).
  public internal(set) var alwaysLabelled: Bool
  /// Return-key props passed to the wrapper reach the input and nothing after the spread overrides them.
  public internal(set) var forwardsKeyboard: Bool
  /// The input is a text input (not a switch, a slider, a picker...).
  public internal(set) var rendersTextInput = true
  /// What it renders, for messages: `TextInput`, or the control's usual name (`Switch`, `BouncyCheckbox`).
  public internal(set) var renders = "TextInput"
  /// Keyboard and return-key props (`ProjectIndex.defaultedProps`) the input gets when the call site does not pass
  /// them: the wrapper's defaults (`{ blurOnSubmit = false, ...rest }` forwarded by name) and what it sets before its
  /// spread (`.unknown` when that is not a literal).
  public internal(set) var keyboardDefaults: [String: ValueFact] = [:]
  /// What the input gets for a keyboard or return-key prop (`ProjectIndex.defaultedProps`) a call site cannot set:
  /// `.some(nil)` when nothing, else the value the wrapper writes. A prop the wrapper computes is left out: unknown.
  public internal(set) var fixedKeyboard: [String: ValueFact?] = [:]
  /// Props the wrapper shows as an error beside the input without attaching it to the input.
  public internal(set) var errorProps: [String] = []
  /// Error props whose message is drawn only under a condition that reads more than the message (`hasError &&
  /// <Text>{errorMessage}</Text>`), with the props of the wrapper that condition reads besides it and their
  /// defaults: a message the call site writes is the error whenever none of those is left falsy
  /// (`ProjectIndex.messageGates`).
  public internal(set) var messageGates: [String: [String: ValueFact?]] = [:]
  /// Error props a library input draws below itself (`FileContext.errorsDrawnApart`), with the props that reach
  /// what it spreads on that text (`errorProps`): a call site that passes one may make the error a live region.
  public internal(set) var announcedWith: [String: [String]] = [:]
  /// The props that may reach what a screen reader reads with the input (its `accessibilityHint`, its label, an
  /// announcement, a live region): read by those, through the wrapper's local values and inner wrappers. Nil when
  /// that cannot be told (one reads a value whose origin is unknown: the props whole, a hook's result).
  public internal(set) var carried: Set<String>? = []
  /// The component takes no props (`function SymbolInput()`): the whole field, its text and return key its own, so
  /// that its call sites are steps of the form they are rendered in.
  public internal(set) var takesNoProps = false
  /// What the user should know about this wrapper's labelling, for messages.
  public internal(set) var remark: String? = nil
  /// Label-like props (`label`, `title`, `caption`) the wrapper takes and shows elsewhere (a floating label, a
  /// heading) but never gives its input: the cause of its call sites' findings, fixed once in the wrapper.
  public internal(set) var drawnLabels: [String] = []
  /// Props the wrapper draws as visible text (`<Heading>{headerText}</Heading>`) beside its input, wherever the
  /// input is rendered, not hidden from assistive technology: a screen reader meets that text on its own.
  public internal(set) var shownProps: [String] = []

  /// The wrapper renders a button of its own beside its input that hands the caller what was typed (`<Pressable
  /// onPress={() => onPress(value)}>`, `onPress={onSave}`): each call site is saved by itself, a form of one field.
  public internal(set) var submitsItself = false

  /// The wrapper prop naming the react-hook-form field its input is registered as (`<Controller name={name}
  /// render={… <TextInput …/>} />`, through inner wrappers): a call site's literal value is the field
  /// `setFocus('email')` focuses.
  public internal(set) var fieldNameProp: String? = nil

  /// The call site's remaining props reach the input through a spread (through every wrapper in between).
  public internal(set) var spreads = false
  /// Props that spread does not carry to the input: taken out of it by destructuring, or set after it.
  public internal(set) var withheld: Set<String> = []
  /// Props passed on by name as they came (`editable={editable}`, `editable={props.editable}`), nothing after
  /// them overriding; and those the spread carries to an inner wrapper that passes them on by name.
  public internal(set) var passedByName: Set<String> = []
  /// Props of the input a call site sets under another name: the input's prop → the wrapper's prop given to it as
  /// it came, after every spread (`onSubmitEditing={onSubmit}`, `ref={fwdRef}`), through every wrapper in between.
  public internal(set) var renamed: [String: Renamed] = [:]

  /// A wrapper's prop that reaches its input under another name.
  public struct Renamed: Sendable, Hashable {
    public var prop: String
    /// Some wrapper in between defaults it: a call site that leaves it out gives the input that default.
    public var defaulted: Bool
  }

  /// The call-site prop that reaches the input as `prop`: `prop` itself when the wrapper forwards it, the wrapper's
  /// own name for it when it renames it (`onSubmit`), nil when a call site cannot set it.
  public func callSiteProp(for prop: String) -> String? {
    forwards(prop) ? prop : renamed[prop]?.prop
  }

  /// Props that turn editing off where a call site sets them to `true` (`editable={!locked}`, `readOnly={locked}`,
  /// through every wrapper in between): that call site shows a value, and is no field.
  public internal(set) var readOnlyWhen: Set<String> = []

  /// The wrapper prop whose negation is the input's `editable` (`editable={!locked}`, through every wrapper in
  /// between) and that has no default but `false`: the input is editable where a call site leaves that prop out or
  /// writes it `false`, read-only where it writes it `true` (`ProjectIndex.inputProps`).
  public internal(set) var editableUnless: String? = nil

  /// Whether a call site turns editing off by a prop of the wrapper's (`readOnlyWhen`) written `true` and gives no
  /// change handler: it shows a value.
  func isLocked(by element: ElementFact, prop: (String) -> PropValue) -> Bool {
    guard !element.attributes.contains(where: { $0.name.map(FileContext.changeHandlers.contains) ?? false }) else {
      return false
    }
    return readOnlyWhen.contains { name in
      if case .value(.boolean(true), _) = prop(name) { return true }
      return false
    }
  }

  /// Props the input is rendered under (`{hasSearch && <TextInput … />}`), each with the wrapper's default for it:
  /// where one is falsy, the call site renders no input at all.
  public internal(set) var gates: [String: ValueFact?] = [:]

  /// The input is rendered whenever the wrapper is (through every wrapper in between): no condition, branch or
  /// gate between them, so that every call site renders it.
  public internal(set) var alwaysRendered = true

  /// When it is not: the conditions it is rendered under, all of them over the wrapper's props and constants
  /// (`type === OptionType.TOGGLE`, and the negation of each `if` before it in an `else if` chain), so that a call
  /// site's values decide whether it renders the input. Empty when some condition is not such.
  public internal(set) var conditions: [RenderCondition] = []
  /// The wrapper's defaults for the props `conditions` read.
  public internal(set) var conditionDefaults: [String: ValueFact] = [:]

  /// Whether a call site renders the input, from the props it passes (`prop`): nil when that cannot be told.
  public func rendersInput(_ prop: (String) -> PropValue, assumingWritten: Bool = false) -> Bool? {
    if alwaysRendered { return true }
    guard !conditions.isEmpty else { return nil }
    let value = { (name: String) -> ValueFact? in
      switch prop(name) {
      case .absent: self.conditionDefaults[name] ?? .undefined
      case .value(let fact, _): fact
      case .unknown: nil
      }
    }
    var all: Bool? = true
    for condition in conditions {
      switch condition.holds(value, assumingWritten: assumingWritten) {
      case false?: return false
      case nil: all = nil
      case true?: continue
      }
    }
    return all
  }

  /// The input's own props that name it (`aria-label` alone for react-native-paper 6's `Switch`): what a call
  /// site passing through names it with.
  public internal(set) var namingProps = FileContext.labelProps

  /// Whether any call site can label the input at all.
  public var canLabel: Bool { alwaysLabelled || passesThrough || !labelProps.isEmpty }

  /// Where the wrapper is, for messages: `path:line`, or the library's name.
  public var origin: String { line > 0 ? "\(path):\(line)" : path }

  /// Whether a prop written at a call site reaches the input as written.
  public func forwards(_ prop: String) -> Bool {
    PropFlow(spreads: spreads, withheld: withheld, passedByName: passedByName).forwards(prop)
  }
}

/// How a wrapper's props reach the element it renders (`ProjectIndex.propFlow`), through the wrappers in between.
struct PropFlow {
  /// The element gets the props' spread, and every wrapper in between passes one on.
  var spreads = false
  /// The element gets the props' spread (whatever an inner wrapper does with it).
  var spreadsProps = false
  /// What this wrapper's own spread does not carry: what it sets after the spread, what a copy of the props sets,
  /// what it takes out of the rest it spreads.
  var own: Set<String> = []
  /// `own`, and what an inner wrapper withholds from the spread it is given.
  var withheld: Set<String> = []
  /// Props the element is given as they came (`editable={editable}`, `editable={props.editable}`), nothing after
  /// setting them again by name: whatever an inner wrapper then does with them.
  var passedOn: Set<String> = []
  /// Props passed on by name as they came, and those the spread carries to an inner wrapper that passes them on by
  /// name.
  var passedByName: Set<String> = []
  /// The element's props a call site sets under another name (`WrapperSummary.renamed`).
  var renamed: [String: WrapperSummary.Renamed] = [:]

  /// Whether a prop written at a call site reaches the element as written: passed on by name, or carried by
  /// every spread in between. An inner wrapper's withholding of a prop it passes on by name does not stop it.
  func forwards(_ prop: String) -> Bool {
    passedByName.contains(prop) || (spreads && !withheld.contains(prop))
  }

  /// Whether the prop a call site writes reaches the element as that prop of its own: passed on as it came, or
  /// carried by the props' spread (not taken out of the rest, not set again after it). What an inner wrapper's
  /// summary says of its props (what it shows, carries, is gated on) holds for the call site's then, whatever the
  /// inner wrapper passes on to its input. A prop the wrapper writes otherwise only before the spread reaches it
  /// too, when the call site writes it.
  func reaches(_ prop: String) -> Bool { passedOn.contains(prop) || (spreadsProps && !own.contains(prop)) }
}

/// Where a wrapper is used across the project.
public struct WrapperUsage: Sendable, Hashable {
  /// Its own call sites.
  public internal(set) var count: Int
  /// Its call sites and, through the wrappers whose input it is, theirs, in path and position order.
  public internal(set) var sites: [Finding.Site]

  public init(count: Int, sites: [Finding.Site]) {
    self.count = count
    self.sites = sites
  }
}

/// An element of a file of the index.
public struct ElementKey: Sendable, Hashable {
  public internal(set) var file: Int
  public internal(set) var element: Int
}

/// Which component a tag renders, across files.
public struct ComponentKey: Sendable, Hashable {
  public internal(set) var file: Int
  public internal(set) var scope: Int

  public init(file: Int, scope: Int) {
    self.file = file
    self.scope = scope
  }
}
