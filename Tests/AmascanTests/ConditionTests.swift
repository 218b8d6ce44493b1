import Testing

@testable import AmascanCore

/// The conditions a wrapper renders its input under, as a call site's values decide them.
@Suite struct ConditionTests {
  /// Props are `type`, `selected` and `disabled`; `Kind.TOGGLE` is the constant "toggle"; anything else unknown.
  static func parse(_ source: String) -> RenderCondition? {
    RenderCondition.parse(source) { path in
      switch path {
      case ["type"], ["selected"], ["disabled"]: .prop(path[0])
      case ["Kind", "TOGGLE"]: .value(.string("toggle"))
      default: nil
      }
    }
  }

  static func holds(_ source: String, _ values: [String: ValueFact]) -> Bool? {
    parse(source)?.holds { values[$0] }
  }

  @Test func equalityNegationAndTruthiness() {
    #expect(Self.holds("type === Kind.TOGGLE", ["type": .string("toggle")]) == true)
    #expect(Self.holds("type === Kind.TOGGLE", ["type": .string("arrow")]) == false)
    #expect(Self.holds("type !== 'toggle'", ["type": .string("toggle")]) == false)
    #expect(Self.holds("!(type === 'select' && selected)", ["type": .string("toggle")]) == true)
    #expect(
      Self.holds("Boolean(selected) || disabled", ["selected": .boolean(false), "disabled": .undefined]) == false)
    #expect(Self.holds("selected && disabled", ["selected": .boolean(true), "disabled": .number("0")]) == false)
  }

  @Test func unknownValuesAndUnreadableSourcesDecideNothing() {
    // A value the call site does not write: unknown, unless the other side decides.
    #expect(Self.holds("type === 'toggle'", [:]) == nil)
    #expect(Self.holds("selected && type === 'toggle'", ["selected": .boolean(false)]) == false)
    #expect(Self.holds("selected || type === 'toggle'", ["selected": .boolean(true)]) == true)
    // A name that is neither a prop nor a constant is never known, but the rest may decide.
    #expect(Self.holds("other === 'toggle'", ["type": .string("toggle")]) == nil)
    #expect(Self.holds("type === 'toggle' && other", ["type": .string("arrow")]) == false)
    // A ternary: its branch, or the value both branches agree on.
    #expect(Self.holds("(other ? 'radio' : type) === 'toggle'", ["type": .string("toggle")]) == nil)
    #expect(
      Self.holds("(selected ? 'radio' : type) === 'toggle'", ["type": .string("toggle"), "selected": .boolean(false)])
        == true)
    #expect(Self.holds("(other ? 'toggle' : 'toggle') === type", ["type": .string("toggle")]) == true)
    // `a || b` is one of its operands, not a boolean.
    #expect(Self.holds("(type || 'select') === 'toggle'", ["type": .string("toggle")]) == true)
    #expect(Self.holds("(type || 'select') === 'toggle'", ["type": .undefined]) == false)
    #expect(Self.holds("(other || 'select') === 'toggle'", [:]) == nil)
    // `==` as JavaScript has it: `null == undefined`; numbers written as zero are falsy.
    #expect(Self.holds("selected != null", [:].merging(["selected": .undefined]) { $1 }) == false)
    #expect(Self.holds("selected !== null", ["selected": .undefined]) == true)
    #expect(Self.holds("selected", ["selected": .number("0.00")]) == false)
    // Calls, arithmetic, `??` and escapes are not read at all.
    #expect(Self.parse("isToggle(type)") == nil)
    #expect(Self.parse("type ?? 'toggle'") == nil)
    #expect(Self.parse("count > 1") == nil)
    #expect(Self.parse("type === 'it\\'s'") == nil)
    #expect(Self.parse("type === 'toggle' &&") == nil)
  }
}

/// The operands of an error text's guard that must each hold for it to show (`ProjectIndex.messageGates`): split
/// at `&&` outside brackets, string literals and comments, through enclosing brackets; an operand that may hold
/// without one of its names gates nothing and is left out.
@Suite struct ConjunctTests {
  @Test(arguments: [
    ("hasError && message", ["hasError", "message"]),
    ("a && (b && c) && d[x && y]", ["a", "b", "c", "d[x && y]"]),
    ("mode === 'errors && hints' && shown", ["mode === 'errors && hints'", "shown"]),
    ("label === \"a \\\" && b\"", ["label === \"a \\\" && b\""]),
    ("`${a && b}` && c", ["`${a && b}`", "c"]),
    ("a & b", ["a & b"]),
    ("showHint || hasError", []),
    ("(showHint || hasError)", []),
    ("a && b || c", []),
    ("(a || b) && c", ["c"]),
    ("hasError && (showHint || hasError)", ["hasError"]),
    ("hasError ?? false", ["hasError"]),
    ("(hasError ?? false)", ["hasError"]),
    ("hint ?? shown", []),
    ("showHint ? true : hasError", []),
    ("(showHint ? true : hasError)", []),
    ("showHint // it's a hint\n || hasError", []),
    ("hasError /* it's set */ && shown", ["hasError /* it's set */", "shown"]),
    ("item?.error && shown", ["item?.error", "shown"]),
    ("hasError &&\n !hideError", ["hasError", "!hideError"]),
    ("?12", ["?12"]),
  ])
  func conjuncts(_ source: String, _ expected: [String]) {
    #expect(ProjectIndex.conjuncts(source) == expected)
  }
}
