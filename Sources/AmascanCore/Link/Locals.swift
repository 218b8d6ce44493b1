/// The locals of a component that a source written at one place reads, as JavaScript binds them there: each name
/// is the one of the nearest function around the place that binds it (`FunctionFact.values` and `.derived`, with
/// what a function binds without a recorded value), from the innermost out to the component's own function (a
/// class's method). Within a function, a name bound in a block around the place (`FunctionFact.blockBindings`:
/// `if (…) { const { message } = status }`, `for (const x of xs)`, `catch (x)`) comes first, and counts only
/// there. A parameter of one of them takes the name: what its caller passes, not known. So a callback's `const
/// label = title` is not the `label` the component renders, and a class's methods do not share their locals.
/// At a place outside every function (an element of a class's field), the component's merged locals
/// (`ScopeFact.derived`, `.values`).
public struct Locals {
  public let scope: ScopeFact
  let function: Int?
  let functions: [FunctionFact]
  /// Where in `function` the source is written; without one, only the function's own bindings count, not its
  /// blocks'.
  public let place: SourcePosition?

  public init(scope: ScopeFact, function: Int?, functions: [FunctionFact], place: SourcePosition? = nil) {
    self.scope = scope
    self.function = function
    self.functions = functions
    self.place = place
  }

  /// The locals where an element of a component is written.
  public init(of element: ElementFact, scope: Int, in facts: FileFacts) {
    self.init(
      scope: facts.scopes[scope], function: element.function, functions: facts.functions, place: element.range.start)
  }

  enum Binding: Equatable {
    case function(Int)
    /// An entry of that function's `blockBindings`.
    case block(Int, Int)
    /// A parameter of that function.
    case parameter(Int)
    case component
    case unknown
  }

  /// Where a name is bound, from the place out. Each function is written after the one around it
  /// (`FunctionFact.parent` is a smaller index), so the walk ends however deep functions nest.
  func binding(_ local: String) -> Binding {
    guard var current = function else { return .component }
    while functions.indices.contains(current) {
      let written = functions[current]
      if let place, !written.blockBindings.isEmpty, let innermost = Self.innermostBlock(local, at: place, in: written) {
        return .block(current, innermost)
      }
      if written.parameterNames.contains(local) { return .parameter(current) }
      if written.values[local] != nil || written.derived[local] != nil { return .function(current) }
      guard let parent = written.parent, parent < current else { break }
      current = parent
    }
    return .unknown
  }

  /// The entry of the innermost block of a function that binds `local` around `place`. The entries are sorted by
  /// name, then start (`Extractor`): a search finds the name's, of which the last that starts before the place and
  /// holds it is the innermost.
  static func innermostBlock(_ local: String, at place: SourcePosition, in function: FunctionFact) -> Int? {
    let bindings = function.blockBindings
    var low = 0
    var high = bindings.count
    while low < high {
      let middle = (low + high) / 2
      if bindings[middle].name < local { low = middle + 1 } else { high = middle }
    }
    var innermost: Int?
    var index = low
    while index < bindings.count, bindings[index].name == local, bindings[index].range.start <= place {
      if place < bindings[index].range.end { innermost = index }
      index += 1
    }
    return innermost
  }

  /// Whether a function inside the component's own (a render helper, a callback, a render prop) binds the name
  /// where the place is: a prop of that name is then hidden there (`renderItem={({ item: { label } }) => …}`). So
  /// does a short `const` of the component's own function (`const title = 'Email'`, while a helper takes the prop
  /// apart as `title`): taking the props apart binds nothing (`Extractor`), and its taken-apart parameter records no
  /// value.
  public func hidesProp(_ local: String) -> Bool {
    switch binding(local) {
    case .function(let index): functions[index].parent != nil || functions[index].values[local] != nil
    case .parameter(let index): functions[index].parent != nil
    case .block: true
    case .component, .unknown: false
    }
  }

  /// The function the place is written in, then each function around it, out to the component's own.
  public var functionsOut: [Int] {
    var chain: [Int] = []
    var current = function
    while let index = current, functions.indices.contains(index) {
      chain.append(index)
      guard let parent = functions[index].parent, parent < index else { break }
      current = parent
    }
    return chain
  }

  /// Whether a name read here holds what the same name read at another place of the component holds: the same
  /// binding, or two bindings of the same short `const` source whose names are each the same binding at both places
  /// (two helpers' `const label = t('email')`; not `t(key)` over two helpers' own `key`). Two texts `{label}` in one
  /// component may read a prop and a helper's own `label`.
  public func readsAlike(_ local: String, as other: Locals, depth: Int = 0) -> Bool {
    if binding(local) == other.binding(local) { return true }
    guard depth < 8 else { return false }
    // Names of the same short source, or, with no source at either place, of the same reads (`const { t } =
    // getI18n()` in two helpers).
    var names: Set<String>
    if let value = value(local) {
      guard !value.isEmpty, value == other.value(local) else { return false }
      names = Set(ProjectIndex.tokens(of: value).filter { !$0.afterDot }.map(\.name))
    } else if other.value(local) == nil, let reads = derived(local), !reads.contains(ScopeFact.notAllRead),
      reads == other.derived(local)
    {
      names = Set(reads.map(ErrorText.rootName(of:)))
    } else {
      return false
    }
    names.remove(local)
    return names.allSatisfy { readsAlike($0, as: other, depth: depth + 1) }
  }

  /// A short `const`'s source, "" for a name bound twice with different ones.
  public func value(_ local: String) -> String? {
    switch binding(local) {
    case .function(let index): functions[index].values[local]
    case .block(let function, let entry): functions[function].blockBindings[entry].value
    case .component: scope.values[local]
    case .parameter, .unknown: nil
    }
  }

  /// What a local is computed from (`ScopeFact.derived`).
  public func derived(_ local: String) -> [String]? {
    switch binding(local) {
    case .function(let index): functions[index].derived[local]
    case .block(let function, let entry): functions[function].blockBindings[entry].derived
    case .component: scope.derived[local]
    case .parameter, .unknown: nil
    }
  }

  /// Whether a local is the component's own state (`ScopeFact.holdsState`).
  public func holdsState(_ local: String) -> Bool { ScopeFact.readsOnlyState(derived(local)) }

  /// Whether no function of the component records any local: nothing to read through.
  public var isEmpty: Bool { scope.derived.isEmpty }
}
