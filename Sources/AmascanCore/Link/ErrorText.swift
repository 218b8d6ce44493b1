/// What makes an element an error text and a prop a way to carry it, shared by linking (which components draw an
/// error they are given, which props a wrapper carries to its input) and NO_FORM_ERROR.
public enum ErrorText {
  /// Props through which a field carries its error to the screen reader.
  public static let carryingProps = [
    "accessibilityLabel", "aria-label", "accessibilityHint", "aria-describedby", "accessibilityDescribedBy",
    "aria-errormessage", "accessibilityValue", "aria-valuetext",
  ]
  /// Words that make an expression an error message (`error`, `errors.email`, `emailInvalid`, `validation`),
  /// matched as whole words of identifiers split at case changes and punctuation (`preferredName` is not one).
  static let errorWords: Set<String> = [
    "err", "error", "errors", "invalid", "warning", "warnings", "validation", "validationerror",
  ]

  /// Every error word holds one of these: ASCII text that holds none (ignoring case) names no error.
  static let errorStems = ["err", "invalid", "warning", "validation"].map { Array($0.utf8) }

  static func namesAnError(_ expression: String) -> Bool {
    // Read for every expression a planner or a rule looks at: the stems are looked for without a copy.
    var expression = expression
    let holdsStem = expression.withUTF8 { bytes -> Bool in
      if bytes.contains(where: { $0 >= 0x80 }) { return true }
      return errorStems.contains { stem in
        guard bytes.count >= stem.count else { return false }
        return (0...(bytes.count - stem.count)).contains { start in
          stem.indices.allSatisfy { offset in
            let byte = bytes[start + offset]
            return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == stem[offset]
          }
        }
      }
    }
    if !holdsStem { return false }
    // Per identifier: `errors.downloadFolder` is the error of a download folder field, `uploadError` an upload's.
    return identifiers(expression).contains { identifier in
      let words = Self.words(identifier)
      return words.contains(where: errorWords.contains) && !words.contains(where: operationWords.contains)
    }
  }

  /// The identifiers of an expression (`errors`, `downloadFolder` of `errors.downloadFolder`).
  private static func identifiers(_ expression: String) -> [Substring] {
    if expression.utf8.allSatisfy({ $0 < 0x80 }) {
      return expression.utf8.split { !ASCIIWords.isIdentifierByte($0) }.map { Substring($0) }
    }
    return expression.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
  }

  /// Whether an expression or a component's name speaks of an operation on something else (`PdfLoadError`).
  static func namesAnOperation(_ expression: String) -> Bool {
    words(expression).contains(where: operationWords.contains)
  }

  /// The words of identifiers, split at case changes and punctuation, lowercased.
  static func words(_ expression: some StringProtocol) -> [String] {
    ASCIIWords.words(expression) ?? wordsByCharacter(expression)
  }

  /// What an expression speaks of, beyond its being an error or a value (`city` of `errors.city`, `email` of
  /// `setEmail` or `emailError`): the words of its identifiers but error words and words any form code uses.
  public static func subjectWords(_ expression: some StringProtocol) -> Set<String> {
    Set(words(expression)).subtracting(errorWords).subtracting(formWords)
  }

  /// Words of form code that name no subject of a field.
  static let formWords: Set<String> = [
    "msg", "message", "messages", "text", "state", "this", "props", "form", "field", "fields", "touched", "show",
    "has", "is", "valid", "value", "values", "set", "on", "change", "changed", "get", "t", "i18n", "input", "handle",
    "e", "event", "native", "target", "trim", "length", "true", "false", "null", "undefined", "new", "current",
    "string", "label", "placeholder", "ref", "id", "submit", "data", "item", "key",
  ]

  /// `words` read by characters, for text beyond ASCII.
  static func wordsByCharacter(_ expression: some StringProtocol) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in expression {
      if character.isLetter || character.isNumber {
        if character.isUppercase && previousWasLower {
          words.append(current.lowercased())
          current = ""
        }
        current.append(character)
        previousWasLower = character.isLowercase || character.isNumber
      } else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousWasLower = false
      }
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Words that make an error the failure of an operation on something else (`uploadFileError`, `PdfLoadError`,
  /// `fetchError`): what the user typed did not cause it, and the field has nothing to carry.
  static let operationWords: Set<String> = [
    "load", "loading", "upload", "uploading", "download", "downloading", "fetch", "fetching",
  ]

  /// The error a sibling shows: a react-native `Text` whose child expression names an error, rendered under a
  /// condition or a plain reference drawn always (`{errorLabel}`: empty while the value is valid), an
  /// `*Error*` component's child expression or `message`/`error`/`text` prop, or what another component draws as
  /// an error text (`FileContext.drawnErrors`).
  public static func errorExpression(_ element: ElementFact, index: Int, in file: FileContext) -> String? {
    // A component that draws a prop as an error text (`<FloatingInputContainer error={error}>`).
    if let drawn = file.drawnErrors[index]?.first,
      let attribute = element.attributes.last(where: { $0.name == drawn })
    {
      return attribute.valueSource
    }
    // `<PdfLoadError message={…} />`: a failure of something else than what was typed.
    if let tag = element.tag.last, Self.namesAnOperation(tag) { return nil }
    // An error boundary (`TransactionErrorBoundary`) holds the screen's own content, drawing something else only
    // when rendering fails: what it holds is no error text.
    let isErrorComponent = element.tag.last.map { $0.includes("Error") && !$0.hasSuffix("Boundary") } == true
    if file.identities[index] == .nativeText || isErrorComponent {
      // A string written in the source is static text (an instruction), not an error the field produced.
      if let expression = element.childExpressions.first(where: { Self.namesAnError($0) && !Self.isLiteral($0) }) {
        // Shown always, a reference is an error only if it can be empty while the value is valid: a value of the
        // component, not a string of an imported table (`loc.transactions.fee_warning_title`).
        guard
          element.isConditional || isErrorComponent
            || (isReference(expression) && !isImported(expression, in: file.facts))
        else { return nil }
        // A translation of one key that names no error but a warning (`t('paragraph.tokenNotListedWarning')`) is a
        // fixed message: an error of what was typed only where a condition it is shown under reads an error or a
        // validity (`!isValid`, `errors.email`), not a disclaimer shown with a search's results.
        if !isErrorComponent, isFixedMessage(expression), onlyWarns(expression),
          !element.guards.contains(where: readsValidity)
        {
          return nil
        }
        return expression
      }
    }
    // A plain reference to a local computed from an error (`const message = useMemo(() => problem ? describe(
    // problem) : hint)` with `validationProblem`, `errorMessageFor(…)` among what it reads).
    if file.identities[index] == .nativeText, let scope = element.scope, !file.facts.scopes[scope].derived.isEmpty,
      let expression = element.childExpressions.first(where: {
        isComputedFromAnError(
          $0, locals: Locals(of: element, scope: scope, in: file.facts))
          && isReference($0)
      })
    {
      return expression
    }
    if !isErrorComponent, let shown = shownWhenSet(element) { return shown }
    if !isErrorComponent, let flag = errorFlag(element, index: index, in: file) { return flag }
    guard isErrorComponent else { return nil }
    for name in ["message", "error", "text", "errorMessage"] {
      if let attribute = file.prop(name, of: element).attribute, !attribute.valueSource.hasPrefix("\"") {
        return attribute.valueSource
      }
    }
    return element.childExpressions.first
  }

  /// Whether an expression is a translation of one key written in the source (`t('form.emailWarning')`,
  /// `i18n.t(…)`, `translate(…)`): a message fixed in the code, whatever was typed. Not a look-up of a field's error
  /// by its name (`form.getFieldError('email')`).
  public static func isFixedMessage(_ expression: String) -> Bool {
    guard let open = expression.firstIndex(of: "("), expression.last == ")" else { return false }
    let callee = expression[..<open].split(separator: ".").last.map(String.init) ?? ""
    let argument = expression[expression.index(after: open)..<expression.index(before: expression.endIndex)]
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let quote = argument.first, argument.count >= 2, argument.last == quote, isLiteral(argument) else {
      return false
    }
    let key = argument.dropFirst().dropLast()
    guard !key.contains(quote) else { return false }
    // A translation function by its name, or a function whose name speaks of strings or a locale given one key of a
    // strings table (`localeString('views.Send.error')`: dotted words, no space); not a look-up of a field's error by
    // its path (`getFieldError('address.street')`).
    return translationCalls.contains(callee) || (isTableKey(key) && namesStrings(callee))
  }

  /// Whether a function's name speaks of strings, a locale or a translation (`localeString`, `getLocalizedText`).
  static func namesStrings(_ callee: String) -> Bool {
    let lowered = callee.lowercased()
    return !namesAnError(callee)
      && ["locale", "locali", "i18n", "translat", "string", "intl", "lang"].contains { lowered.contains($0) }
  }

  /// Whether a string is a key of a strings table: two or more dotted segments of identifier characters.
  static func isTableKey(_ key: Substring) -> Bool {
    let segments = key.split(separator: ".", omittingEmptySubsequences: false)
    return segments.count >= 2
      && segments.allSatisfy { segment in
        !segment.isEmpty && segment.utf8.allSatisfy { ASCIIWords.isIdentifierByte($0) || $0 == UInt8(ascii: "-") }
      }
  }

  /// The names of translation functions (the last segment of the callee).
  static let translationCalls: Set<String> = ["t", "tr", "translate", "formatMessage", "getString", "localize"]

  /// Whether the only error words of an expression are a warning's (`tokenNotListedWarning`), not an error's, an
  /// invalid value's or a validation's (`errors.pinTooShort`, `validation.required`).
  static func onlyWarns(_ expression: String) -> Bool {
    let found = Set(words(expression)).intersection(errorWords)
    return !found.isEmpty && found.isSubset(of: ["warning", "warnings"])
  }

  /// Whether a condition reads an error or whether something is valid (`errors.email`, `!isValid`, `loginFailed`).
  static func readsValidity(_ condition: String) -> Bool {
    if namesAnError(condition) { return true }
    let lowered = condition.lowercased()
    return lowered.contains("valid") || lowered.contains("fail")
  }

  /// Whether a reference is a local of the component computed from an error it may show, directly or through other
  /// locals. A short `const` is read from its source (`FunctionFact.values`), by the values it may take: the
  /// branches of a `?:`, the right of `&&`, each side of `||` and `??` (`hasError ? 'Retry' : 'Welcome'` shows no
  /// error); a longer one (`useMemo(() => …)`) from the names it reads (`FunctionFact.derived`). Not an error: a
  /// state's setter (`setError`), a flag (`hasError`, `isInvalid`, `showError`), a count (`errors.length`); and
  /// nothing for a name declared twice in a function (`values` holds "" for it). Each name is the one of the
  /// nearest function around the text that binds it, as JavaScript scopes it: a render helper's
  /// local counts there and in the functions written inside it, a parameter or any other binding of the same name
  /// (`catch (message)`, `for (const message of …)`, `const { message } = status`) hides it, and a callback's
  /// `const msg = error.message` is not the component's `msg` (`Locals`).
  static func isComputedFromAnError(_ reference: String, locals: Locals) -> Bool {
    let root = rootName(of: reference)
    let value = locals.value
    let derived = locals.derived
    guard value(root) != nil || derived(root) != nil else { return false }
    var pending = [root]
    var seen = Set<String>()
    while let local = pending.popLast() {
      guard seen.insert(local).inserted, seen.count <= ProjectIndex.maxDerivedDepth else { continue }
      if let source = value(local) {
        if source.isEmpty { return false }
        let parts = shownParts(Substring(source))
        for part in parts {
          // A sign only when something decides it: one value of a choice (`ok ? '✔' : '❌'`, `bad && '❌'`), not a
          // glyph drawn whatever the field holds.
          if isErrorSign(part), String(part) != source.trimmingCharacters(in: .whitespacesAndNewlines) { return true }
          let tokens = ProjectIndex.tokens(of: String(part))
          for (position, token) in tokens.enumerated() where !token.afterDot {
            let next = tokens.dropFirst(position + 1).first
            let member = next.map { $0.afterDot ? $0.name : nil } ?? nil
            if showsAnErrorValue(token.name, member: member) { return true }
            if value(token.name) != nil || derived(token.name) != nil { pending.append(token.name) }
          }
        }
        continue
      }
      for word in derived(local) ?? [] where word != ScopeFact.notAllRead {
        let path = word.split(separator: ".", maxSplits: 1).map(String.init)
        guard let name = path.first else { continue }
        if showsAnErrorValue(name, member: path.count > 1 ? path[1] : nil) { return true }
        if value(name) != nil || derived(name) != nil { pending.append(name) }
      }
    }
    return false
  }

  /// A string written in the source that is only a sign of a refusal (`'❌'`, `'✗'`, `'⚠️'`): the result of checking
  /// a value, drawn where words would say it (`ok ? '✔' : '❌'`).
  static func isErrorSign(_ part: Substring) -> Bool {
    guard let quote = part.first, quote == "'" || quote == "\"" || quote == "`", part.count >= 3, part.last == quote
    else { return false }
    // Emoji or text presentation (U+FE0F, U+FE0E) draw the same sign.
    var content = String.UnicodeScalarView()
    for scalar in part.dropFirst().dropLast().unicodeScalars where scalar.value != 0xFE0F && scalar.value != 0xFE0E {
      content.append(scalar)
    }
    return errorSigns.contains(String(content).trimmingCharacters(in: .whitespaces))
  }

  static let errorSigns: Set<String> = ["❌", "✖", "✗", "✘", "✕", "⛔", "🚫", "⚠"]

  /// Whether a name (and the member read of it) is an error that may be shown: it names one, and is no setter, flag
  /// or count.
  static func showsAnErrorValue(_ name: String, member: String?) -> Bool {
    guard !isSetter(name), namesAnError(name) || member.map({ namesAnError(name + "." + $0) }) == true else {
      return false
    }
    if let member, ["length", "size", "count"].contains(member) { return false }
    return words(name).first.map { !flagWords.contains($0) } ?? true
  }

  /// First words that make a name a flag (`hasError`, `isInvalid`, `showError`), not the error's text.
  static let flagWords: Set<String> = ["has", "is", "show", "should", "did", "was", "can", "will", "with"]

  /// The parts of an expression whose value it may take: the branches of a `?:`, the right of `&&`, each side of
  /// `||` and `??`, read at the top level (not inside brackets or strings), outer parentheses dropped.
  static func shownParts(_ source: Substring) -> [Substring] {
    var text = source.drop(while: \.isWhitespace)
    while text.last?.isWhitespace == true { text = text.dropLast() }
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return [text] }
    let top = TopLevel(bytes)
    func slice(_ from: Int, _ to: Int) -> Substring {
      let utf8 = text.utf8
      return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)])
    }
    if top.enclosed { return shownParts(slice(1, bytes.count - 1)) }
    if let question = top.question, let colon = top.colon {
      // A `?:` binds looser than `&&`, `||` and `??`: its branches are what it shows.
      return shownParts(slice(question + 1, colon)) + shownParts(slice(colon + 1, bytes.count))
    }
    // `||` and `??` show either side; `a && b` shows `b` (or `a`'s falsy value, no text).
    if let either = (top.ors + top.nullishes).max() {
      return shownParts(slice(0, either)) + shownParts(slice(either + 2, bytes.count))
    }
    if let both = top.ands.last {
      return shownParts(slice(both + 2, bytes.count))
    }
    return [text]
  }

  /// Whether an error is shown beside something to press that retries (`<Button onPress={reload}>Reload</Button>`,
  /// "Try again"): the failure of an operation the user repeats (loading, saving, sending), not of what a field
  /// holds. Read among the elements of the error's parent: their press handlers' names and their text.
  public static func offersRetry(_ error: Int, in file: FileContext) -> Bool {
    let elements = file.facts.elements
    guard let parent = elements[error].parent else { return false }
    let around = file.subtree(of: parent)
    for index in around where index != error {
      let element = elements[index]
      guard let press = element.attributes.first(where: { $0.name == "onPress" }) else { continue }
      var found = Self.words(press.valueSource)
      for inner in file.subtree(of: index) {
        found += Self.words(elements[inner].staticText ?? "")
        for attribute in elements[inner].attributes where ["title", "text", "label"].contains(attribute.name ?? "") {
          if case .string(let text) = attribute.value { found += Self.words(text) }
        }
      }
      if found.contains(where: Self.retryWords.contains) { return true }
      if let again = found.firstIndex(of: "again"), again > 0, found[again - 1] == "try" { return true }
    }
    return false
  }

  /// Words of a press that repeats an operation.
  static let retryWords: Set<String> = ["retry", "reload", "refresh", "refetch", "resend"]

  /// Whether a reference starts with a name the file imports (`loc` of `loc.errors.title`): the same text on every
  /// render.
  static func isImported(_ reference: String, in facts: FileFacts) -> Bool {
    let root = rootName(of: reference)
    return facts.imports.contains { $0.localName == root }
  }

  /// The name a reference starts with (`loc` of `loc.errors.title`, `user` of `user?.name`).
  static func rootName(of reference: String) -> String {
    String(Substring(reference.utf8.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "?") }))
  }

  /// `setError`: `set` and a capital, a state's setter.
  static func isSetter(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    return bytes.count > 3 && bytes[0..<3].elementsEqual("set".utf8) && bytes[3] >= 0x41 && bytes[3] <= 0x5A
  }

  /// A plain reference to a value (`errorLabel`, `errors.email`, `this.state?.error`): shown always, the value is
  /// the text, empty while there is no error.
  static func isReference(_ expression: String) -> Bool {
    // ASCII, read by bytes: a name, then `.name` or `?.name` parts.
    if expression.utf8.allSatisfy({ $0 < 0x80 }) {
      var atStart = true
      var previous: UInt8 = 0
      for byte in expression.utf8 {
        if byte == UInt8(ascii: ".") {
          guard !atStart else { return false }
          atStart = true
        } else if byte == UInt8(ascii: "?") {
          guard !atStart, previous != UInt8(ascii: "?") else { return false }
        } else {
          guard ASCIIWords.isIdentifierByte(byte), previous != UInt8(ascii: "?"), !(atStart && ASCIIWords.isDigit(byte))
          else { return false }
          atStart = false
        }
        previous = byte
      }
      return !atStart
    }
    return isReferenceByCharacter(expression)
  }

  /// `isReference` read by characters, for text beyond ASCII.
  static func isReferenceByCharacter(_ expression: String) -> Bool {
    let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      let name = part.hasSuffix("?") ? part.dropLast() : part[...]
      guard let first = name.first, !first.isNumber else { return false }
      return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }
  }

  /// An error an element is given and rendered only when it is set (`{Boolean(errorText) && <Markdown
  /// value={errorText} />}`, `{errorMessage && <Caption>{errorMessage}</Caption>}`): it shows that error, whatever
  /// component draws it.
  public static func shownWhenSet(_ element: ElementFact) -> String? {
    if let shown = presentedError(element) { return shown }
    guard element.isConditional else { return nil }
    let guards = element.guards.map(normalized)
    // An error named in the source that the element is rendered under.
    func guarded(_ source: String) -> Bool {
      guard !isLiteral(source), namesAnError(source) else { return false }
      let key = normalized(source)
      return guards.contains { $0.contains(key) }
    }
    for attribute in element.attributes {
      guard let name = attribute.name, !name.lowercased().contains("style"),
        !["testID", "key", "nativeID"].contains(name), !attribute.value.isBlank
      else { continue }
      if guarded(attribute.valueSource) { return attribute.valueSource }
    }
    // Not something that acts (a snackbar with `onDismiss` announces itself).
    guard !element.attributes.contains(where: { isHandler($0.name) }) else { return nil }
    return element.childExpressions.first(where: guarded)
  }

  /// Something to press, under an error, that presents it (`onPress={() => Alert.alert(errorMessage)}`): the error
  /// is shown only to those who find it and press. It is part of how the error is shown, not another control.
  public static func presentedError(_ element: ElementFact) -> String? {
    let handlers = element.attributes.filter { $0.name == "onPress" || $0.name == "onLongPress" }
    guard !handlers.isEmpty, !element.guards.isEmpty else { return nil }
    let guards = element.guards.map(normalized)
    for attribute in handlers {
      if let shown = presented(in: attribute.valueSource, under: guards) { return shown }
    }
    return nil
  }

  /// The error a handler presents (`() => Alert.alert(errorMessage)`, `() => showToast(t('x'), error)`): a guard the
  /// element is rendered under (its own or an ancestor's) that names an error and is a plain name or path, given
  /// as a whole argument to a call that presents a message: an alert, a toast or snackbar, or a `show…` of an error,
  /// alert, message, dialog or modal; not one that hides, dismisses, closes, clears, removes or cancels. A retry
  /// (`retry(error)`) or a help screen (`showSupport(error)`) presents nothing.
  static func presented(in handler: String, under guards: [String]) -> String? {
    let names = guards.filter { isPlainPath($0) && namesAnError($0) }
    guard !names.isEmpty else { return nil }
    let source = Array(normalized(handler).utf8)
    for (open, byte) in source.enumerated() where byte == UInt8(ascii: "(") {
      var start = open
      while start > 0, isPathByte(source[start - 1]) { start -= 1 }
      let path = String(decoding: source[start..<open], as: UTF8.self).lowercased()
      guard let callee = path.split(separator: ".").last.map(String.init), presents(callee) else { continue }
      if let name = names.first(where: callArguments(source, open: open).contains) { return name }
    }
    return nil
  }

  /// A name or a dotted path of names (`hasError`, `errors.email`), nothing else: no call, operator or literal.
  private static func isPlainPath(_ source: String) -> Bool {
    source.first.map({ !$0.isNumber && $0 != "." }) == true
      && source.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." })
  }

  private static func isPathByte(_ byte: UInt8) -> Bool {
    ASCIIWords.isIdentifierByte(byte) || byte == UInt8(ascii: ".")
  }

  /// Whether a callee (its last segment, in lower case) presents a message.
  private static func presents(_ callee: String) -> Bool {
    let hides = ["hide", "dismiss", "close", "clear", "remove", "cancel"]
    guard !hides.contains(where: callee.contains) else { return false }
    if callee.hasPrefix("alert") || callee.contains("toast") || callee.contains("snack") { return true }
    let shown = ["error", "alert", "message", "dialog", "modal", "notification", "banner"]
    return callee.hasPrefix("show") && shown.contains(where: callee.contains)
  }

  /// The top-level arguments of the call whose `(` is at `open`, as written (white space already removed): commas
  /// inside brackets or strings do not split them.
  private static func callArguments(_ source: [UInt8], open: Int) -> [String] {
    var arguments: [String] = []
    var depth = 0
    var start = open + 1
    var index = open + 1
    while index < source.count {
      let byte = source[index]
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
        index += 1
        while index < source.count, source[index] != byte {
          if source[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 {
          arguments.append(String(decoding: source[start..<index], as: UTF8.self))
          return arguments
        }
        depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        arguments.append(String(decoding: source[start..<index], as: UTF8.self))
        start = index + 1
      default: break
      }
      index += 1
    }
    return arguments
  }

  /// An element shown only while an error-named value is set (`{isInvalid && <WarningBadge />}`, `{hasError &&
  /// <Icon name="alert" />}`): it signals the error, whatever it draws (an icon, a colour, a text), so the value
  /// is the error. Its own condition must be that value tested for truth alone (no `!`, comparison or second
  /// operand), and it must be nothing to press (a retry button under `error &&` acts; it signals nothing). A
  /// container is not one: what it holds says more (an error text inside it).
  public static func errorFlag(_ element: ElementFact, index: Int, in file: FileContext) -> String? {
    // Its own condition, one more than its parent's (a sign inside `{hasError && <View>…</View>}` is the view's
    // business), unless it shows a text computed while the error is set (`{isInvalid && <View><Text>{hint}`).
    let inherited = element.parent.map { file.facts.elements[$0].guards.count } ?? 0
    let showsText = element.childExpressions.contains { !Self.isLiteral($0) }
    guard element.isConditional, element.guards.count > inherited || showsText, let own = element.guards.first,
      !file.identities[index].isPressable, !file.hasChildElements[index],
      !element.attributes.contains(where: { Self.isHandler($0.name) })
    else { return nil }
    var test = normalized(own)
    if test.hasPrefix("Boolean("), test.hasSuffix(")") { test = String(test.dropFirst(8).dropLast()) }
    if test.hasPrefix("!!") { test = String(test.dropFirst(2)) }
    // `showValidation` names a mode; `isInvalid`, `hasError` a state.
    guard isPlainPath(test), namesAnError(test),
      words(test).contains(where: { errorWords.contains($0) && $0 != "validation" })
    else { return nil }
    return test
  }

  /// An event handler prop (`onPress`, `onRetry`): an element that acts. Not one React Native calls as it lays out
  /// or loads what it draws (`onLayout` measuring an error row): nothing a user does.
  static func isHandler(_ name: String?) -> Bool {
    guard let name, SourceWords.starts(name, with: "on") else { return false }
    return !Self.drawingCallbacks.contains(name)
  }

  /// Callbacks of drawing, not of the user: layout, text layout, content size, an image's loading.
  static let drawingCallbacks: Set<String> = [
    "onLayout", "onTextLayout", "onContentSizeChange", "onLoad", "onLoadStart", "onLoadEnd", "onProgress",
  ]

  public static func isLiveRegion(_ element: ElementFact, in file: FileContext) -> Bool {
    for name in ["accessibilityLiveRegion", "aria-live"] {
      switch file.prop(name, of: element) {
      case .value(.string(let mode), _): if mode != "none" && mode != "off" { return true }
      case .value, .unknown: return true
      case .absent: continue
      }
    }
    return false
  }

  public static func isLiteral(_ source: String) -> Bool {
    guard let first = source.utf8.first,
      first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "`")
    else { return false }
    var previous: UInt8 = 0
    for byte in source.utf8 {
      if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { return false }
      previous = byte
    }
    return true
  }

  /// What a carrying prop's value carries (`carried(_:locals:)`), normalized: what it surely holds, and what it may.
  public struct Carried {
    /// The source, and the values the short `const`s it reads may take.
    public var sure: String
    /// What the longer locals it reads (a memo, a `let`) read: their conditions and a memo's dependencies too, so
    /// an error found only here may or may not be read with the field.
    public var maybe: String

    public init(sure: String, maybe: String) {
      self.sure = sure
      self.maybe = maybe
    }

    /// Whether it carries an expression (normalized): yes, no, or nil when that cannot be told.
    public func holds(_ key: String) -> Bool? {
      if sure.contains(key) { return true }
      return maybe.contains(key) ? nil : false
    }
  }

  /// What a carrying prop's value carries: its source, then what the locals it reads may hold (`const hint = error
  /// ?? ''` … `accessibilityHint={hint}` carries `error`), each read where the prop is written (`Locals`). Of a
  /// short `const`, only the values it may take (`shownParts`: a branch of `?:`, the right of `&&`), not what decides
  /// between them: `const hint = error ? 'Fix the field' : ''` says no error. Of a longer one (a memo, a `let`), what
  /// it reads, which cannot tell a condition or a dependency from a value: only maybe.
  public static func carried(_ source: String, locals: Locals) -> Carried {
    var sure = [normalized(source)]
    var maybe: [String] = []
    var pending = ProjectIndex.tokens(of: source).filter { !$0.afterDot }.map { ($0.name, true) }
    var seen = Set<String>()
    while let (local, certain) = pending.popLast() {
      guard seen.insert(local).inserted, seen.count <= ProjectIndex.maxDerivedDepth else { continue }
      if let value = locals.value(local) {
        guard !value.isEmpty else { continue }
        for part in shownParts(Substring(value)) {
          if certain { sure.append(normalized(String(part))) } else { maybe.append(normalized(String(part))) }
          pending += ProjectIndex.tokens(of: String(part)).filter { !$0.afterDot }.map { ($0.name, certain) }
        }
      } else if let words = locals.derived(local) {
        for word in words where word != ScopeFact.notAllRead {
          maybe.append(word)
          pending.append((rootName(of: word), false))
        }
      }
    }
    return Carried(sure: sure.joined(separator: " "), maybe: maybe.joined(separator: " "))
  }

  /// Source compared loosely: no optional chaining, no white space.
  public static func normalized(_ source: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.utf8.count)
    var previous: UInt8 = 0
    for byte in source.utf8 {
      // Beyond ASCII, whitespace is more than these bytes: the slower reading of characters.
      if byte >= 0x80 { return source.replacingOccurrences(of: "?.", with: ".").filter { !$0.isWhitespace } }
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
        previous = byte
        continue
      case UInt8(ascii: "."): if previous == UInt8(ascii: "?") { bytes.removeLast() }
      default: break
      }
      bytes.append(byte)
      previous = byte
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
