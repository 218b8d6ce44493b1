/// The locals of a component that a source written at one place reads, as JavaScript binds them there: each name
/// is the one of the nearest function around the place that binds it (`FunctionFact.values` and `.derived`, with
/// what a function binds without a recorded value), from the innermost out to the component's own function (a
/// class's method). A parameter of one of them takes the name: what its caller passes, not known. So a callback's
/// `const label = title` is not the `label` the component renders, and a class's methods do not share their locals.
/// At a place outside every function (an element of a class's field), the component's merged locals
/// (`ScopeFact.derived`, `.values`).
public struct Locals {
  public let scope: ScopeFact
  let function: Int?
  let functions: [FunctionFact]

  public init(scope: ScopeFact, function: Int?, functions: [FunctionFact]) {
    self.scope = scope
    self.function = function
    self.functions = functions
  }

  /// The locals where an element of a component is written.
  public init(of element: ElementFact, scope: Int, in facts: FileFacts) {
    self.init(scope: facts.scopes[scope], function: element.function, functions: facts.functions)
  }

  enum Binding {
    case function(Int)
    case component
    case unknown
  }

  func binding(_ local: String) -> Binding {
    guard var current = function else { return .component }
    var steps = 0
    while functions.indices.contains(current), steps < ProjectIndex.maxDepth {
      let written = functions[current]
      if written.parameterNames.contains(local) { return .unknown }
      if written.values[local] != nil || written.derived[local] != nil { return .function(current) }
      guard let parent = written.parent else { break }
      current = parent
      steps += 1
    }
    return .unknown
  }

  /// A short `const`'s source, "" for a name bound twice with different ones.
  public func value(_ local: String) -> String? {
    switch binding(local) {
    case .function(let index): functions[index].values[local]
    case .component: scope.values[local]
    case .unknown: nil
    }
  }

  /// What a local is computed from (`ScopeFact.derived`).
  public func derived(_ local: String) -> [String]? {
    switch binding(local) {
    case .function(let index): functions[index].derived[local]
    case .component: scope.derived[local]
    case .unknown: nil
    }
  }

  /// Whether a local is the component's own state (`ScopeFact.holdsState`).
  public func holdsState(_ local: String) -> Bool {
    guard let reads = derived(local), !reads.isEmpty else { return false }
    return reads.allSatisfy(ScopeFact.stateHooks.contains)
  }

  /// Whether no function of the component records any local: nothing to read through.
  public var isEmpty: Bool { scope.derived.isEmpty }
}
