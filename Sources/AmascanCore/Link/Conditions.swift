/// A condition a wrapper renders its input under, written over its own props (`type === OptionType.TOGGLE`,
/// `!(disabled)`) with the constants it names resolved: what the values a call site passes decide. Read from the
/// guard sources the extractor keeps (`ElementFact.guards`).
public indirect enum RenderCondition: Sendable, Hashable {
  case prop(String)
  case value(ValueFact)
  case not(RenderCondition)
  case and(RenderCondition, RenderCondition)
  case or(RenderCondition, RenderCondition)
  /// `===` / `==` (and, negated, `!==` / `!=`) between two props or values; `loose` for `==` / `!=`.
  case equals(RenderCondition, RenderCondition, negated: Bool, loose: Bool)
  /// `condition ? then : otherwise`.
  case choice(RenderCondition, RenderCondition, RenderCondition)
  /// A name that is neither a prop nor a constant (state, another module's value): never known.
  case unknown

  /// Parses a guard's source, a name `resolve` does not know being `unknown`; nil when the source uses what this
  /// reader does not follow (calls other than `Boolean(…)`, arithmetic, `??`).
  public static func parse(_ source: String, resolve: @escaping ([String]) -> RenderCondition?) -> RenderCondition? {
    var parser = Parser(tokens: Token.scan(source), resolve: resolve)
    guard let condition = parser.expression(), parser.atEnd else { return nil }
    return condition
  }

  /// Whether the condition holds where `value` gives each prop's value (nil when the call site's is unknown);
  /// nil when that cannot be told.
  /// With `assumingWritten`, a prop the call site writes as a name, a member or a call is taken to be defined when
  /// the condition only tests whether it was passed (`switchValue !== undefined`, `value != null`): for listing the
  /// places a wrapper is used, never for judging one.
  public func holds(_ value: (String) -> ValueFact?, assumingWritten: Bool = false) -> Bool? {
    switch self {
    case .prop, .value:
      return operand(value).flatMap(Self.truthy)
    case .not(let inner):
      return inner.holds(value, assumingWritten: assumingWritten).map(!)
    case .and(let left, let right):
      let lhs = left.holds(value, assumingWritten: assumingWritten)
      if lhs == false { return false }
      let rhs = right.holds(value, assumingWritten: assumingWritten)
      if rhs == false { return false }
      return lhs == true && rhs == true ? true : nil
    case .or(let left, let right):
      let lhs = left.holds(value, assumingWritten: assumingWritten)
      if lhs == true { return true }
      let rhs = right.holds(value, assumingWritten: assumingWritten)
      if rhs == true { return true }
      return lhs == false && rhs == false ? false : nil
    case .equals(let left, let right, let negated, let loose):
      guard let lhs = left.operand(value), let rhs = right.operand(value) else { return nil }
      if assumingWritten, let defined = Self.definedTest(lhs, rhs, loose: loose) { return defined != negated }
      guard let same = loose ? Self.looselyEqual(lhs, rhs) : Self.equal(lhs, rhs) else { return nil }
      return same != negated
    case .choice:
      return operand(value).flatMap(Self.truthy)
    case .unknown:
      return nil
    }
  }

  /// Whether a written value (a name, a member, a call) equals `undefined` (or, loosely, `null`): false, taken as
  /// defined; nil when the comparison is not such a test.
  private static func definedTest(_ lhs: ValueFact, _ rhs: ValueFact, loose: Bool) -> Bool? {
    func written(_ value: ValueFact) -> Bool {
      switch value {
      case .identifier, .member, .call: true
      default: false
      }
    }
    func absent(_ value: ValueFact) -> Bool { value == .undefined || (loose && value == .null) }
    return (written(lhs) && absent(rhs)) || (written(rhs) && absent(lhs)) ? false : nil
  }

  /// The condition with each prop replaced (a wrapper's condition over its inner wrapper's props, read over its
  /// own through what it passes).
  func substituting(_ replacement: (String) -> RenderCondition) -> RenderCondition {
    switch self {
    case .prop(let name): replacement(name)
    case .value, .unknown: self
    case .not(let inner): .not(inner.substituting(replacement))
    case .and(let left, let right): .and(left.substituting(replacement), right.substituting(replacement))
    case .or(let left, let right): .or(left.substituting(replacement), right.substituting(replacement))
    case .equals(let left, let right, let negated, let loose):
      .equals(left.substituting(replacement), right.substituting(replacement), negated: negated, loose: loose)
    case .choice(let test, let then, let otherwise):
      .choice(test.substituting(replacement), then.substituting(replacement), otherwise.substituting(replacement))
    }
  }

  /// Whether it reads a prop at all: one that reads none is decided by no call site.
  var readsProps: Bool { !props.isEmpty }

  /// The props it reads.
  var props: Set<String> {
    switch self {
    case .prop(let name): [name]
    case .value, .unknown: []
    case .not(let inner): inner.props
    case .and(let left, let right), .or(let left, let right), .equals(let left, let right, _, _):
      left.props.union(right.props)
    case .choice(let test, let then, let otherwise): test.props.union(then.props).union(otherwise.props)
    }
  }

  private func operand(_ value: (String) -> ValueFact?) -> ValueFact? {
    switch self {
    case .prop(let name): return value(name)
    case .value(let fact): return fact
    case .unknown: return nil
    case .choice(let test, let then, let otherwise):
      switch test.holds(value) {
      case true?: return then.operand(value)
      case false?: return otherwise.operand(value)
      case nil:
        // Either way the same value.
        return then.operand(value).flatMap { lhs in otherwise.operand(value).flatMap { lhs == $0 ? lhs : nil } }
      }
    case .not, .equals: return holds(value).map(ValueFact.boolean)
    // `a || b` and `a && b` are one of their operands, as JavaScript picks it (`type || 'select'`).
    case .or(let left, let right):
      guard let lhs = left.operand(value), let truth = Self.truthy(lhs) else { return nil }
      return truth ? lhs : right.operand(value)
    case .and(let left, let right):
      guard let lhs = left.operand(value), let truth = Self.truthy(lhs) else { return nil }
      return truth ? right.operand(value) : lhs
    }
  }

  /// JavaScript truthiness of a value written in the source; nil for an expression.
  static func truthy(_ value: ValueFact) -> Bool? {
    switch value {
    case .string(let text): !text.isEmpty
    case .partialString(let prefix, let suffix): prefix.isEmpty && suffix.isEmpty ? nil : true
    case .boolean(let flag): flag
    case .number(let text): Double(text).map { $0 != 0 && !$0.isNaN }
    case .null, .undefined: false
    case .element, .object, .array, .function: true
    default: nil
    }
  }

  /// `==` between two literals: `null == undefined`, otherwise `===` for two of a kind; across kinds unknown.
  static func looselyEqual(_ lhs: ValueFact, _ rhs: ValueFact) -> Bool? {
    switch (lhs, rhs) {
    case (.null, .undefined), (.undefined, .null): true
    case (.null, .string), (.null, .number), (.null, .boolean), (.undefined, .string), (.undefined, .number),
      (.undefined, .boolean), (.string, .null), (.number, .null), (.boolean, .null), (.string, .undefined),
      (.number, .undefined), (.boolean, .undefined):
      false
    case (.string, .string), (.number, .number), (.boolean, .boolean), (.null, .null), (.undefined, .undefined):
      equal(lhs, rhs)
    default: nil
    }
  }

  /// Whether two literals are strictly equal (`===`); nil unless both are literals.
  static func equal(_ lhs: ValueFact, _ rhs: ValueFact) -> Bool? {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): Double(a).flatMap { x in Double(b).map { x == $0 } }
    case (.boolean(let a), .boolean(let b)): a == b
    case (.null, .null), (.undefined, .undefined): true
    case (.string, .number), (.number, .string), (.boolean, .number), (.number, .boolean): nil
    case (.string, _), (.number, _), (.boolean, _), (.null, _), (.undefined, _):
      switch rhs {
      case .string, .number, .boolean, .null, .undefined: false
      default: nil
      }
    default: nil
    }
  }

  private enum Token: Equatable {
    case path([String])
    case literal(ValueFact)
    case symbol(String)

    static func scan(_ source: String) -> [Token]? {
      let characters = Array(source)
      var tokens: [Token] = []
      var index = 0
      func isStart(_ character: Character) -> Bool { character.isLetter || character == "_" || character == "$" }
      func isPart(_ character: Character) -> Bool { isStart(character) || character.isNumber }
      while index < characters.count {
        let character = characters[index]
        if character.isWhitespace {
          index += 1
        } else if isStart(character) {
          var path: [String] = []
          var word = ""
          while index < characters.count {
            if isPart(characters[index]) {
              word.append(characters[index])
              index += 1
            } else if characters[index] == ".", !word.isEmpty {
              path.append(word)
              word = ""
              index += 1
            } else if characters[index] == "?", index + 1 < characters.count, characters[index + 1] == ".",
              !word.isEmpty
            {
              path.append(word)
              word = ""
              index += 2
            } else {
              break
            }
          }
          guard !word.isEmpty else { return nil }
          path.append(word)
          switch path {
          case ["true"]: tokens.append(.literal(.boolean(true)))
          case ["false"]: tokens.append(.literal(.boolean(false)))
          case ["null"]: tokens.append(.literal(.null))
          case ["undefined"]: tokens.append(.literal(.undefined))
          default: tokens.append(.path(path))
          }
        } else if character.isNumber {
          var number = ""
          while index < characters.count, characters[index].isNumber || characters[index] == "." {
            number.append(characters[index])
            index += 1
          }
          tokens.append(.literal(.number(number)))
        } else if character == "'" || character == "\"" || character == "`" {
          var text = ""
          index += 1
          while index < characters.count, characters[index] != character {
            // Escapes and template substitutions are not followed.
            if characters[index] == "\\" || (character == "`" && characters[index] == "$") { return nil }
            text.append(characters[index])
            index += 1
          }
          guard index < characters.count else { return nil }
          index += 1
          tokens.append(.literal(.string(text)))
        } else {
          let rest = String(characters[index...].prefix(3))
          let symbols = ["===", "!==", "==", "!=", "&&", "||", "!", "(", ")", "?", ":"]
          guard let symbol = symbols.first(where: rest.hasPrefix), !rest.hasPrefix("??") else {
            return nil
          }
          tokens.append(.symbol(symbol))
          index += symbol.count
        }
      }
      return tokens
    }
  }

  private struct Parser {
    var tokens: [Token]
    var position = 0
    let resolve: ([String]) -> RenderCondition?

    init(tokens: [Token]?, resolve: @escaping ([String]) -> RenderCondition?) {
      self.tokens = tokens ?? [.symbol("?")]
      self.resolve = resolve
    }

    var atEnd: Bool { position == tokens.count }

    private func peek(_ symbol: String) -> Bool { position < tokens.count && tokens[position] == .symbol(symbol) }

    mutating func expression() -> RenderCondition? {
      guard let test = disjunction() else { return nil }
      guard peek("?") else { return test }
      position += 1
      guard let then = expression(), peek(":") else { return nil }
      position += 1
      guard let otherwise = expression() else { return nil }
      return .choice(test, then, otherwise)
    }

    private mutating func disjunction() -> RenderCondition? {
      chain("||", of: { $0.conjunction() }, RenderCondition.or)
    }

    private mutating func conjunction() -> RenderCondition? {
      chain("&&", of: { $0.equality() }, RenderCondition.and)
    }

    /// Operands joined by one operator, left to right.
    private mutating func chain(
      _ symbol: String, of operand: (inout Parser) -> RenderCondition?,
      _ join: (RenderCondition, RenderCondition) -> RenderCondition
    ) -> RenderCondition? {
      guard var condition = operand(&self) else { return nil }
      while peek(symbol) {
        position += 1
        guard let right = operand(&self) else { return nil }
        condition = join(condition, right)
      }
      return condition
    }

    private mutating func equality() -> RenderCondition? {
      guard let left = unary() else { return nil }
      for symbol in ["===", "==", "!==", "!="] where peek(symbol) {
        position += 1
        guard let right = unary() else { return nil }
        return .equals(left, right, negated: symbol.hasPrefix("!"), loose: symbol.count == 2)
      }
      return left
    }

    private mutating func unary() -> RenderCondition? {
      if peek("!") {
        position += 1
        return unary().map(RenderCondition.not)
      }
      guard position < tokens.count else { return nil }
      let token = tokens[position]
      position += 1
      switch token {
      case .symbol("("):
        guard let inner = expression(), peek(")") else { return nil }
        position += 1
        return inner
      case .literal(let value):
        return .value(value)
      case .path(["Boolean"]) where peek("("):
        position += 1
        guard let inner = expression(), peek(")") else { return nil }
        position += 1
        return .not(.not(inner))
      case .path(let path):
        return resolve(path) ?? .unknown
      case .symbol:
        return nil
      }
    }
  }
}
