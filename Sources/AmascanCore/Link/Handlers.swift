/// What an event handler does, as far as the file shows it.
public struct HandlerBehaviour: Sendable, Hashable {
  /// Where it moves focus, directly or through a function it calls in the same component.
  public var focusTargets: Set<FocusTarget>
  /// Where it moves focus every time it runs (`FunctionFact.certainFocusTargets`), directly or through a function
  /// it calls every time.
  public var certainFocusTargets: Set<FocusTarget>
  /// It does nothing at all (`() => {}`).
  public var isEmpty: Bool
  /// The function itself.
  public var function: FunctionFact
}

extension FileContext {
  /// The function a handler value names: an inline arrow or function, a function declared in the same
  /// component or at the top of the file (`const`, `useCallback`, `function`), or a class member
  /// (`this.handleSubmit`). nil when it cannot be told: imported, passed in as a prop, computed.
  public func function(for value: ValueFact, scope: Int?) -> FunctionFact? {
    switch value {
    case .function(let key):
      return functionsByKey[key].map { facts.functions[$0] }
    case .identifier(let name):
      return named([name], scope: scope)
    case .member(let path) where path.first == "this":
      return named(path, scope: scope)
    default:
      return nil
    }
  }

  private func named(_ name: [String], scope: Int?) -> FunctionFact? {
    for candidateScope in [scope, nil] {
      let matches = functionsByName[FunctionName(scope: candidateScope, name: name)] ?? []
      // Top-level functions of the file are their own scope; a name declared twice is ambiguous.
      let candidates = matches.filter { candidateScope != nil || facts.functions[$0].scope == nil }
      if candidates.count == 1 { return facts.functions[candidates[0]] }
      if candidates.count > 1 { return nil }
    }
    // A top-level `function handle()` opens its own scope, so look for that scope by name.
    if name.count == 1, let scoped = functionsNamingTheirScope[name[0]], scoped.count == 1 {
      return facts.functions[scoped[0]]
    }
    return nil
  }

  /// React Native's `Keyboard.dismiss`: it puts the keyboard away and moves focus nowhere.
  public static let dismissKeyboard = ["Keyboard", "dismiss"]

  /// Whether every one of an element's handlers (of those named) that is set only blurs fields or dismisses the
  /// keyboard (`Keyboard.dismiss`, `ref.current.blur()`): a backdrop around a form, not a control.
  public func onlyPutsKeyboardAway(_ index: Int, handlers names: [String]) -> Bool {
    let element = facts.elements[index]
    let handlers = names.compactMap { prop($0, of: element).attribute }
    return !handlers.isEmpty
      && handlers.allSatisfy { handler in
        if case .member(Self.dismissKeyboard) = handler.value { return true }
        guard let function = function(for: handler.value, scope: element.scope), !function.calls.isEmpty else {
          return false
        }
        return function.calls.allSatisfy { $0.last == "blur" || $0 == Self.dismissKeyboard }
      }
  }

  /// What a handler does, following calls to functions of the same component one step.
  public func behaviour(of value: ValueFact, scope: Int?) -> HandlerBehaviour? {
    guard let function = function(for: value, scope: scope) else { return nil }
    var targets = Set(function.focusTargets)
    for called in functions(calledBy: function, scope: scope) { targets.formUnion(called.focusTargets) }
    var certain = Set(function.certainFocusTargets)
    for called in functions(calledBy: function, among: function.certainCalls, scope: scope) {
      certain.formUnion(called.certainFocusTargets)
    }
    return HandlerBehaviour(
      focusTargets: targets, certainFocusTargets: certain, isEmpty: function.isEmpty, function: function)
  }

  /// The functions of the file a function calls (`() => submit()`, `this.save()`), itself left out: a handler is
  /// followed this one step.
  func functions(calledBy function: FunctionFact, scope: Int?) -> [FunctionFact] {
    functions(calledBy: function, among: function.calls, scope: scope)
  }

  /// The functions of the file some of a function's calls name (`calls`, or `certainCalls`), itself left out.
  func functions(calledBy function: FunctionFact, among calls: [[String]], scope: Int?) -> [FunctionFact] {
    calls.compactMap { callee in
      let called: FunctionFact?
      if callee.count == 1 {
        called = self.function(for: .identifier(callee[0]), scope: scope)
      } else if callee.first == "this" {
        called = self.function(for: .member(callee), scope: scope)
      } else {
        called = nil
      }
      return called.flatMap { $0.key == function.key ? nil : $0 }
    }
  }

  /// The focus targets that mean "this element": its ref (normalized as focus calls are) and, inside a
  /// react-hook-form `Controller` or at the call site of a wrapper that renders its input in one, its field name.
  public func selfTargets(of index: Int) -> Set<FocusTarget> {
    let element = facts.elements[index]
    var targets = Set<FocusTarget>()
    if let field = wrappers[index]?.fieldNameProp, case .value(.string(let name), _) = prop(field, of: element) {
      targets.insert(.field(name))
    }
    // The call site's `ref`, and the prop a wrapper gives its input as `ref` (`fwdRef`).
    for name in ["ref"] + (wrappers[index]?.renamed["ref"].map { [$0.prop] } ?? []) {
      switch prop(name, of: element) {
      case .value(.identifier(let name), _):
        targets.insert(.ref([name]))
      case .value(.member(var path), _):
        if path.last == "current" { path.removeLast() }
        targets.insert(.ref(path))
      case .value(.string(let name), _):
        targets.insert(.ref(["this", "refs", name]))
      case .value(.function(let key), _):
        if let function = functionsByKey[key].map({ facts.functions[$0] }) {
          for path in function.refAssignments { targets.insert(.ref(path)) }
        }
      default:
        break
      }
    }
    for controller in facts.controllers(around: index) {
      if case .value(.string(let name), _) = prop("name", of: facts.elements[controller]) {
        targets.insert(.field(name))
        break
      }
    }
    return targets
  }

  /// A boolean prop: its literal value, the default when absent, nil when it cannot be told.
  public func boolean(_ name: String, of element: ElementFact, default fallback: Bool) -> Bool? {
    prop(name, of: element).boolean(default: fallback)
  }

  /// A string prop's literal value; `.some(nil)` when absent; nil when it cannot be told.
  public func literal(_ name: String, of element: ElementFact) -> String?? {
    prop(name, of: element).literal
  }
}

extension FileFacts {
  /// The react-hook-form `Controller` elements an element is rendered in (`render={… <TextInput …/>}`), innermost
  /// first: the field `setFocus(name)` focuses is the `name` of one.
  func controllers(around index: Int) -> [Int] {
    var found: [Int] = []
    var current = elements[index].parent
    while let ancestor = current {
      if elements[ancestor].tag.last == "Controller" { found.append(ancestor) }
      current = elements[ancestor].parent
    }
    return found
  }
}
