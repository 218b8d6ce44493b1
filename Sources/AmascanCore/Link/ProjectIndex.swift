import Foundation

/// The whole project's files, linked: imports followed to the components they name, and a summary of every
/// wrapper computed to a fixpoint (wrappers of wrappers), safe against import cycles.
public final class ProjectIndex {
  public struct Entry: Sendable {
    public var absolutePath: String
    public var displayPath: String
    public var context: FileContext
    /// A test, story or mock not reported by default (`TestFiles`; named or not, so that which files are call sites
    /// does not depend on what a scan is asked about): its components link like any other, but its elements are no
    /// call sites of the project's wrappers, since no user meets them.
    public var isHeldBack: Bool

    public init(absolutePath: String, displayPath: String, context: FileContext, isHeldBack: Bool = false) {
      self.absolutePath = absolutePath
      self.displayPath = displayPath
      self.context = context
      self.isHeldBack = isHeldBack
    }
  }

  public var entries: [Entry] { files.entries }
  /// The resolver with every resolution made so far, to hand on to another index of the same files.
  public var resolver: ModuleResolver { lookup.resolver }
  private var files: Files
  private var lookup: Lookup
  private var summaries: [ComponentKey: WrapperSummary?] = [:]
  private var inProgress = Set<ComponentKey>()
  /// How many times a cycle of components rendering each other was cut: what was found meanwhile is not kept.
  private var summaryCuts = 0
  private var drawnErrors: [ComponentKey: Set<String>] = [:]
  private var pressablesRendered: [ComponentKey: String?] = [:]
  /// `mayBePressables(ofFile:)` of each file asked, read once (the planner asks twice, linking once more), before
  /// linking settles what the files show.
  private var mayBePressablesByFile: [Int: [Int]] = [:]
  private var pressablesInProgress = Set<ComponentKey>()
  private var drawingInProgress = Set<ComponentKey>()
  /// How many times a cycle of components handing errors on was cut: what was found meanwhile is not kept.
  private var drawingCuts = 0
  /// Call sites of each wrapper across the project, in file and element order.
  public private(set) var callSites: [ComponentKey: [ElementKey]] = [:]
  /// Per file: element index → the wrapper it renders.
  public private(set) var wrappersByFile: [[Int: WrapperSummary]] = []
  /// Per file: element index → the component it renders, for elements that resolve to one.
  private var componentsByFile: [[Int: ComponentKey]] = []
  /// Per file: element index → the props it is given that the component it renders draws as an error text.
  public private(set) var drawnErrorsByFile: [[Int: [String]]] = []
  /// Per file, the elements that render a component of another file drawing a label ending in an asterisk.
  public private(set) var asteriskLabelsByFile: [[Int: AsteriskLabel]] = []
  private var asteriskLabels: [ComponentKey: AsteriskLabel?] = [:]

  static let maxDepth = 32
  private var isLinked = false

  /// With `link` false, only resolution is ready (`formFieldReach`) until `link()` is called.
  /// `candidates` are what another index of the same files read of them (`pressableCandidates`), by path.
  public init(
    entries: [Entry], resolver: ModuleResolver, link: Bool = true, candidates: [String: [Int]] = [:]
  ) {
    files = Files(entries: entries)
    lookup = Lookup(resolver: resolver)
    for (file, entry) in entries.enumerated() {
      if let known = candidates[entry.absolutePath] { mayBePressablesByFile[file] = known }
    }
    if link { self.link() }
  }

  /// `mayBePressables(ofFile:)` of the files asked so far, by path: what a later index of the same files need not
  /// read again.
  public var pressableCandidates: [String: [Int]] {
    var found: [String: [Int]] = [:]
    for (file, candidates) in mayBePressablesByFile { found[files.entries[file].absolutePath] = candidates }
    return found
  }

  /// Summarizes every call site: the wrappers each element renders and how often each wrapper is used. Once.
  /// `stopping` is asked before each file of each pass: once it says yes, linking ends there and the index is
  /// left half linked (a link made ahead that the scan no longer needs, `Scanner`).
  public func link(stopping: () -> Bool = { false }) {
    guard !isLinked else { return }
    isLinked = true
    // Read from what each file shows by itself, before anything is settled: what the planner reads too.
    for file in entries.indices {
      if stopping() { return }
      let hooks = hookLocals(ofFile: file)
      if !hooks.isEmpty { files.setHookNamingWords(hooks, ofFile: file) }
    }
    let candidates = entries.indices.map { mayBePressables(ofFile: $0) }
    for file in entries.indices {
      if stopping() { return }
      files.settleIdentities(of: file, lookup: &lookup)
    }
    // A call site of a component of the project that is a pressable passing its props on (`PressableWithTracking`,
    // a design system's `Touchable`) is that pressable, where it matters and the planner parses the component: given
    // a control's role, or in the row of a toggle.
    // All found before any is settled, so that none depends on the order of files.
    var pressables: [(file: Int, element: Int, name: String)] = []
    for (file, candidates) in candidates.enumerated() {
      for index in candidates where entries[file].context.identities[index] == .unknown {
        guard let key = component(file: file, tag: entries[file].context.facts.elements[index].tag, depth: 0),
          let name = pressableRendered(by: key, depth: 0)
        else { continue }
        pressables.append((file, index, name))
      }
    }
    for (file, index, name) in pressables {
      files.settle(file: file, element: index, as: entries[file].context.pressable(name, at: index))
    }
    // A component of the project that renders react-native's `Text` with its children is a `Text` where it shows
    // an error (`<Text color="red">{error}</Text>` of a design system) or what names an element beside it (a
    // heading showing a field's label): only there, since the planner parses such components only for those
    // elements (`ReachPlanner`).
    for file in entries.indices {
      if stopping() { return }
      let context = entries[file].context
      let showingNames = context.elementsShowingAName
      for (index, element) in context.facts.elements.enumerated()
      where context.identities[index] == .unknown && !element.tag.isEmpty
        && (showingNames.contains(index) || context.showsAnError(index))
      {
        guard let key = component(file: file, tag: element.tag, depth: 0), rendersText(key) else { continue }
        files.settle(file: file, element: index, as: .nativeText)
      }
    }
    var wrappers: [[Int: WrapperSummary]] = []
    for (file, entry) in entries.enumerated() {
      if stopping() { return }
      var found: [Int: WrapperSummary] = [:]
      var components: [Int: ComponentKey] = [:]
      for (index, element) in entry.context.facts.elements.enumerated() {
        switch entry.context.identities[index] {
        case .paperTextInput:
          found[index] = paperSummary(entry.context.project)
        case .unknown where entry.context.isProjectTag(index):
          guard let key = component(file: file, tag: element.tag, depth: 0), let summary = summary(key) else {
            continue
          }
          // Rendered only when a prop is set that this call site leaves falsy, or under a condition its values
          // make false: no input here.
          if summary.gates.contains(where: { gate, fallback in
            entry.context.prop(gate, of: element).isFalsy(fallback: fallback)
          }) || summary.rendersInput({ entry.context.prop($0, of: element) }) == false {
            continue
          }
          if !entry.isHeldBack { callSites[key, default: []].append(ElementKey(file: file, element: index)) }
          // Written so that it cannot be edited, and `editable` reaches the wrapper's text input: a text display.
          if summary.rendersTextInput,
            (summary.forwards("editable") && FileContext.isReadOnly(element))
              || summary.isLocked(by: element, prop: { entry.context.prop($0, of: element) })
          {
            files.settle(file: file, element: index, as: .textDisplay)
            continue
          }
          found[index] = summary
          components[index] = key
        default:
          continue
        }
      }
      wrappers.append(found)
      componentsByFile.append(components)
    }
    wrappersByFile = wrappers
    // Once every identity is settled: the props each element gives a component that draws them as an error.
    for (file, entry) in entries.enumerated() {
      var drawn: [Int: [String]] = [:]
      for (index, element) in entry.context.facts.elements.enumerated()
      where Self.mayBeComponent(entry.context.identities[index]) && !element.tag.isEmpty
        && element.attributes.contains(where: Self.isErrorAttribute)
      {
        guard let key = component(file: file, tag: element.tag, depth: 0) else { continue }
        let errors = errorsDrawn(by: element, rendering: key)
        if !errors.isEmpty { drawn[index] = errors }
      }
      drawnErrorsByFile.append(drawn)
    }
    // In a file with a form field: the elements that render a component of another file drawing a label that ends
    // in an asterisk.
    for (file, entry) in entries.enumerated() {
      let context = entry.context
      var found: [Int: AsteriskLabel] = [:]
      let hasField = context.identities.contains(where: \.isFormField) || !wrappersByFile[file].isEmpty
      if hasField {
        for (index, element) in context.facts.elements.enumerated() where context.isProjectTag(index) {
          guard let key = component(file: file, tag: element.tag, depth: 0), key.file != file,
            var label = asteriskLabel(key)
          else { continue }
          label.callSites = callSitesShowing(label, at: index, inFile: file)
          found[index] = label
        }
      }
      asteriskLabelsByFile.append(found)
    }
  }

  /// Inside a wrapper with call sites, the ones where the label rendered at `index` may show its asterisk: its
  /// conditions read with what this element gives the label, and where that is a prop of the wrapper, with what each
  /// call site gives (or the wrapper's default). Nil outside a wrapper, or when the wrapper has no call site.
  private func callSitesShowing(_ label: AsteriskLabel, at index: Int, inFile file: Int) -> [ElementKey]? {
    let context = entries[file].context
    let element = context.facts.elements[index]
    guard let scope = element.scope else { return nil }
    let wrapper = ComponentKey(file: file, scope: scope)
    let sites = uses(of: wrapper)
    guard !sites.isEmpty else { return nil }
    let props = context.facts.scopes[scope].props ?? PropsPattern()
    let isClass = context.facts.scopes[scope].isClass
    return sites.filter { site in
      let callSite = entries[site.file].context
      return RequiredMark.mayShow(
        label.conditions,
        given: { prop in
          let given = context.prop(prop, of: element)
          guard case .value(let value, _) = given else { return given }
          let path: [String]
          switch value {
          case .identifier(let local): path = [local]
          case .member(let members): path = members
          default: return given
          }
          guard let own = props.prop(at: path, thisProps: isClass) else { return given }
          let passed = callSite.prop(own, of: callSite.facts.elements[site.element])
          if case .absent = passed, let fallback = props.defaults[own] { return .value(fallback, nil) }
          return passed
        }, defaults: label.defaults)
    }
  }

  /// The label ending in an asterisk a component draws, when it draws one and no form field (`AsteriskLabel`):
  /// the first react-native `Text` of it whose text ends as such a label does (`RequiredMark`), that screen
  /// readers reach on its own.
  func asteriskLabel(_ key: ComponentKey) -> AsteriskLabel? {
    if let known = asteriskLabels[key] { return known }
    let context = entries[key.file].context
    let scope = context.facts.scopes[key.scope]
    var found: AsteriskLabel?
    if let name = scope.name {
      let inScope = context.facts.elements.indices.filter { context.facts.elements[$0].scope == key.scope }
      let drawsAField = inScope.contains { index in
        context.identities[index].isFormField || wrappersByFile[key.file][index] != nil
      }
      if !drawsAField {
        for index in inScope where context.identities[index] == .nativeText {
          let element = context.facts.elements[index]
          guard let words = RequiredMark.reachedLabelWords(index, in: context) else { continue }
          found = AsteriskLabel(
            name: name, words: words, conditions: RequiredMark.conditions(of: index, in: context, scope: key.scope),
            defaults: scope.props?.defaults ?? [:], path: entries[key.file].displayPath,
            position: element.range.start)
          break
        }
      }
    }
    asteriskLabels[key] = .some(found)
    return found
  }

  /// Where a wrapper's input is met: its call sites and, where a call site is the one input of a wrapper of it,
  /// that wrapper's uses too, in path and position order. None when the input is rendered only under a
  /// condition: a call site may not render it.
  public func uses(of key: ComponentKey) -> [ElementKey] {
    // Asked, not read from what linking kept: a summary found inside a cycle of components is not kept.
    guard let summary = summary(key), summary.alwaysRendered || !summary.conditions.isEmpty else { return [] }
    var found = Set<ElementKey>()
    var seen: Set<ComponentKey> = [key]
    var stack = [key]
    while let wrapper = stack.popLast() {
      guard let wrapperSummary = self.summary(wrapper) else { continue }
      for site in callSites[wrapper] ?? [] {
        let context = entries[site.file].context
        let element = context.facts.elements[site.element]
        // Inside a wrapper whose one input it is: listed, and that wrapper's call sites are looked at in turn
        // (under its conditions, which hold this one's).
        var outer: ComponentKey?
        if let scope = element.scope {
          let candidate = ComponentKey(file: site.file, scope: scope)
          if callSites[candidate] != nil, let outerSummary = self.summary(candidate),
            outerSummary.alwaysRendered || !outerSummary.conditions.isEmpty
          {
            outer = candidate
          }
        }
        // Under conditions, only where the call site's values say the input is rendered (a prop it writes as a
        // name counts as passed where the condition only tests that it is: `switchValue !== undefined`).
        if outer == nil,
          wrapperSummary.rendersInput({ context.prop($0, of: element) }, assumingWritten: true) != true
        {
          continue
        }
        found.insert(site)
        if let outer, seen.insert(outer).inserted { stack.append(outer) }
      }
    }
    return found.sorted { lhs, rhs in
      let left = entries[lhs.file]
      let right = entries[rhs.file]
      if left.displayPath != right.displayPath { return left.displayPath < right.displayPath }
      return left.context.facts.elements[lhs.element].range.start
        < right.context.facts.elements[rhs.element].range.start
    }
  }

  // MARK: Errors drawn by other components

  /// The props a component draws as an error text (`FloatingInputContainer` drawing `{error}` below the field it
  /// wraps): an error text of its own (`ErrorText.errorExpression`: a conditional `Text` naming an error, an
  /// `*Error*` component) that reads the prop and is no live region, or a component it renders that draws what
  /// it passes. Only props that name an error (`error`, `errorText`) count, as the planner follows only those.
  public func drawnErrorProps(_ key: ComponentKey) -> Set<String> {
    if let known = drawnErrors[key] { return known }
    guard drawingInProgress.insert(key).inserted else {
      drawingCuts += 1
      return []
    }
    defer { drawingInProgress.remove(key) }
    let cuts = drawingCuts
    let context = entries[key.file].context
    let facts = context.facts
    let scope = facts.scopes[key.scope]
    let props = scope.props ?? PropsPattern()
    var found = Set<String>()
    for (index, element) in facts.elements.enumerated() where element.scope == key.scope && !element.isInCallback {
      var sources: [String] = []
      if let expression = ErrorText.errorExpression(element, index: index, in: context),
        !ErrorText.isLiveRegion(element, in: context)
      {
        sources.append(expression)
      } else if Self.mayBeComponent(context.identities[index]), !element.tag.isEmpty,
        let inner = component(file: key.file, tag: element.tag, depth: 0), inner != key
      {
        sources += errorsDrawn(by: element, rendering: inner).compactMap { name in
          element.attributes.last { $0.name == name }?.valueSource
        }
      }
      for source in sources {
        found.formUnion(
          Self.propsReferenced(in: source, pattern: props, isClass: scope.isClass).filter(ErrorText.namesAnError))
      }
    }
    // Found inside a cycle, it depends on where the cycle was entered: worked out again when asked again.
    if drawingCuts == cuts { drawnErrors[key] = found }
    return found
  }

  /// An element whose child expression names an error (`{errors.email}`, not a string written in the source), or
  /// is a local of its component computed from one (`ErrorText.isComputedFromAnError`).
  public static func showsAnError(_ element: ElementFact, in facts: FileFacts) -> Bool {
    element.childExpressions.contains { expression in
      guard !ErrorText.isLiteral(expression) else { return false }
      if ErrorText.namesAnError(expression) { return true }
      guard let scope = element.scope, !facts.scopes[scope].derived.isEmpty, ErrorText.isReference(expression)
      else { return false }
      return ErrorText.isComputedFromAnError(
        expression, locals: Locals(of: element, scope: scope, in: facts))
    }
  }

  /// An element that shows the children its component is given (`{children}`, `{props.children}`, what it makes of
  /// them: `{emoji ? withEmoji(children) : children}`).
  public static func readsChildren(_ element: ElementFact) -> Bool {
    element.childExpressions.contains { expression in tokens(of: expression).contains { $0.name == "children" } }
  }

  /// The elements of a file (of a tag the file cannot name) that show nothing but an expression another element of
  /// their component is named or labelled with, through a prop whose name says label or title
  /// (`<Heading>{criteria.description}</Heading>` beside `<Input accessibilityLabel={criteria.description} />`,
  /// `label={t('email')}`), loosely compared (`ErrorText.normalized`). More than any rule reads: what may be a name.
  public static func elementsShowingAName(in context: FileContext) -> Set<Int> {
    let elements = context.facts.elements
    // What each candidate shows, by component: most files have none, and then no attribute is looked at.
    var wanted: [Int: [String: [Int]]] = [:]
    for (index, element) in elements.enumerated()
    where context.identities[index] == .unknown && !element.tag.isEmpty && element.childExpressions.count == 1
      && (element.staticText?.isEmpty ?? true)
    {
      guard let scope = element.scope else { continue }
      wanted[scope, default: [:]][ErrorText.normalized(element.childExpressions[0]), default: []].append(index)
    }
    guard !wanted.isEmpty else { return [] }
    var found = Set<Int>()
    for element in elements {
      guard let scope = element.scope, let shown = wanted[scope] else { continue }
      for attribute in element.attributes {
        guard let name = attribute.name,
          Self.holds("label", inName: name) || Self.holds("title", inName: name),
          !ErrorText.isLiteral(attribute.valueSource),
          let showing = shown[ErrorText.normalized(attribute.valueSource)]
        else { continue }
        found.formUnion(showing)
      }
    }
    return found
  }

  /// Whether a prop's name holds a lowercase ASCII word in any case (`label` in `accessibilityLabel`).
  static func holds(_ word: StaticString, inName name: String) -> Bool {
    let wanted = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var name = name
    return name.withUTF8 { bytes in
      guard bytes.count >= wanted.count else { return false }
      return (0...(bytes.count - wanted.count)).contains { start in
        (0..<wanted.count).allSatisfy { offset in
          let byte = bytes[start + offset]
          return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == wanted[offset]
        }
      }
    }
  }

  /// Whether every element a component returns is react-native's `Text`, as its own file names it, given the
  /// component's children (a child expression that reads `children`, or a spread of its props) and no prop that
  /// hides it.
  func rendersText(_ key: ComponentKey, depth: Int = 0) -> Bool {
    guard depth < 8 else { return false }
    let context = entries[key.file].context
    let facts = context.facts
    let props = facts.scopes[key.scope].props ?? PropsPattern()
    let roots = facts.elements.indices.filter { index in
      let element = facts.elements[index]
      return element.scope == key.scope && element.parent == nil && !element.isInCallback && element.heldBy == nil
    }
    guard !roots.isEmpty else { return false }
    return roots.allSatisfy { index in
      let element = facts.elements[index]
      // `{children}`, or what it makes of them (`{emoji ? withEmoji(children) : children}`).
      // Or an animated text given them as the value it shows (`animatedProps={animatedText}`, a local made with
      // `useAnimatedProps(() => ({ text: children.value }))`).
      let passesChildren =
        Self.readsChildren(element)
        || element.attributes.contains { attribute in
          switch (attribute.name, attribute.value) {
          case (nil, .spread(let value)): return props.isProps(value)
          case ("animatedProps"?, .identifier(let local)):
            return Locals(of: element, scope: key.scope, in: facts).derived(local)?.contains {
              $0 == "children" || $0.hasPrefix("children.")
            } ?? false
          default: return false
          }
        }
      guard passesChildren, !element.attributes.contains(where: { FileContext.hidingProps.contains($0.name ?? "") })
      else { return false }
      // react-native's `Text`, or a component of the project that renders one in turn (a heading of a design
      // system over its base text), as the planner asks for the roots that pass children (`ReachPlanner`).
      switch context.identityResolver.identity(of: element) {
      case .nativeText: return true
      case .unknown:
        guard !element.tag.isEmpty, let inner = component(file: key.file, tag: element.tag, depth: 0), inner != key
        else { return false }
        return rendersText(inner, depth: depth + 1)
      default: return false
      }
    }
  }

  // MARK: Hooks of the project

  /// The locals of a file given what a hook of the project returns (`const [ref, state, callbacks] =
  /// useUncontrolledInput({ value: '' })`), with the naming words of the file that defines the hook
  /// (`FileFacts.namingWords`): a spread of one cannot set a naming prop that file never spells. Not when the call
  /// may be given the component's props, which the hook could hand back.
  func hookLocals(ofFile file: Int) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for (key, hook) in files.entries[file].context.hookSpreads where found[key] == nil {
      guard let defining = hookFile(hook, inFile: file) else { continue }
      found[key] = files.entries[defining].context.facts.namingWords
    }
    return found
  }

  /// The locals a file's elements spread (`{...callbacks}`) that a hook of the project gives, keyed as
  /// `FileFacts.objectLiteralKey`, with the hook (`hook(readBy:in:)`): what `PropResolution` asks about, and what the
  /// planner parses the hook's module for.
  public static func hookSpreads(in context: FileContext) -> [(key: String, hook: String)] {
    var found: [(key: String, hook: String)] = []
    for element in context.facts.elements {
      guard let scope = element.scope else { continue }
      let fact = context.facts.scopes[scope]
      for attribute in element.attributes where attribute.name == nil {
        guard case .spread(.identifier(let local)) = attribute.value,
          let reads = Locals(of: element, scope: scope, in: context.facts).derived(local),
          let hook = hook(readBy: reads, in: fact)
        else { continue }
        found.append((FileFacts.objectLiteralKey(local, scope: scope), hook))
      }
    }
    return found
  }

  /// The hook a local is read from (`useField` in `useField({ value: initial })`), when nothing else it reads may
  /// be the component's props or an object of them.
  static func hook(readBy reads: [String], in scope: ScopeFact) -> String? {
    guard let hook = reads.first, SourceWords.isHook(hook),
      !reads.contains(ScopeFact.notAllRead)
    else { return nil }
    let props = scope.props
    for read in reads.dropFirst() {
      let head = read.split(separator: ".").first.map(String.init) ?? read
      // The props themselves, or a prop that may be an object of them (`inputProps`, `labelProps`): the hook
      // could hand their keys back. A plain value (`initialTopic`) sets no key.
      let lowered = head.lowercased()
      if head == "props" || head == SourceWords.this || head == props?.name || head == props?.rest
        || (props?.isLocal(head) == true
          && (lowered.contains("props") || lowered.contains("label") || lowered.contains("title")))
      {
        return nil
      }
    }
    return hook
  }

  /// The parsed file of the project that defines a hook a file uses: the file itself when it defines the hook at
  /// its top level (`const useSwitchColors = () => …`), else, for one it imports, the function's own file, or the
  /// module imported when it re-exports nothing.
  private func hookFile(_ hook: String, inFile file: Int) -> Int? {
    let context = files.entries[file].context
    guard let fact = context.identityResolver.importFact(for: [hook]) else {
      return context.function(for: .identifier(hook), scope: nil) != nil ? file : nil
    }
    if let key = component(file: file, tag: [hook], depth: 0) { return key.file }
    guard let target = files.target(fact.module, from: file, &lookup),
      !files.entries[target].context.facts.exports.contains(where: { $0.module != nil })
    else { return nil }
    return target
  }

  // MARK: Pressables of the project

  /// The elements of a file that may render a pressable of the project, as the file shows by itself: a tag it
  /// cannot name given a control's role and an action (`<Touchable accessibilityRole="checkbox" onPress={…}>`), or
  /// given an action and holding a toggle (the row `FileContext.controlRow` looks for), or pressed to open a picker of
  /// the value it shows (`ValuePicker`). Only these are linked as
  /// pressables, and the planner parses the components they name (`ReachPlanner`), so `--no-prefilter` finds the
  /// same.
  public func mayBePressables(ofFile file: Int) -> [Int] {
    if let known = mayBePressablesByFile[file] { return known }
    let context = files.entries[file].context
    let found = context.reading?.mayBePressables ?? Self.mayBePressables(in: context)
    mayBePressablesByFile[file] = found
    return found
  }

  /// `mayBePressables(ofFile:)` read afresh from a context.
  static func mayBePressables(in context: FileContext) -> [Int] {
    let facts = context.facts
    var found = Set(facts.elements.indices.filter { context.isProjectTag($0) && mayBeControl($0, in: context) })
    // A tag of the project pressed to open a picker of the value it shows (`ValuePicker`).
    found.formUnion(ValuePicker.all(in: context, projectTags: true).map(\.index).filter(context.isProjectTag))
    for index in facts.elements.indices {
      guard case .control(let kind) = context.identities[index], FileContext.toggleRoles[kind] != nil else {
        continue
      }
      var current = context.renderParent(of: index)
      while let row = current {
        if context.isProjectTag(row), context.prop("onPress", of: facts.elements[row]).attribute != nil {
          found.insert(row)
        }
        current = facts.elements[row].parent
      }
    }
    return found.sorted()
  }

  /// A tag the file cannot name, given a control's role and an action: a control if it is a pressable.
  static func mayBeControl(_ index: Int, in context: FileContext) -> Bool {
    // Asked of every tag the file cannot name: whether it acts is the cheaper question.
    context.acts(index) && context.controlRole(of: index) != nil
  }

  /// The react-native pressable a component renders when all it renders is that pressable, given the props of its
  /// call site (a spread of its props, nothing after it or on it that changes how it is announced) and drawing no
  /// text of its own: what it shows are the call site's children. Through components of the same kind.
  func pressableRendered(by key: ComponentKey, depth: Int) -> String? {
    if let known = pressablesRendered[key] { return known }
    guard depth < Self.maxDepth, pressablesInProgress.insert(key).inserted else { return nil }
    let found = searchPressableRendered(by: key, depth: depth)
    pressablesInProgress.remove(key)
    // Found inside a cycle or cut by depth, it depends on where the search began: only a search from the top is
    // kept.
    if depth == 0 { pressablesRendered[key] = .some(found) }
    return found
  }

  private func searchPressableRendered(by key: ComponentKey, depth: Int) -> String? {
    let context = entries[key.file].context
    let facts = context.facts
    let props = facts.scopes[key.scope].props ?? PropsPattern()
    // A prop taken out of those passed on (`{ accessibilityRole, ...rest }`) does not reach the pressable as given;
    // the children are looked at where they are shown.
    guard !props.keys.keys.contains(where: { $0 != "children" && Self.announces($0) }) else { return nil }
    let inScope = facts.elements.indices.filter { facts.elements[$0].scope == key.scope }
    let roots = inScope.filter { index in
      let element = facts.elements[index]
      return element.parent == nil && !element.isInCallback && element.heldBy == nil
    }
    guard !roots.isEmpty else { return nil }
    var name: String?
    var inside = Set<Int>()
    for root in roots {
      let element = facts.elements[root]
      let found: String?
      switch context.identities[root] {
      case .pressable(let pressable) where pressable != "Button":
        found = pressable
      case .unknown:
        found = component(file: key.file, tag: element.tag, depth: 0).flatMap { inner in
          inner == key ? nil : pressableRendered(by: inner, depth: depth + 1)
        }
      default:
        found = nil
      }
      // Always rendered, given the props (their only spread), with nothing set that changes how it is announced.
      let spreads = element.attributes.filter { $0.name == nil }
      guard let found, !element.isConditional, !spreads.isEmpty,
        spreads.allSatisfy({ attribute in
          guard case .spread(let value) = attribute.value else { return false }
          return props.isProps(value)
        }),
        !element.attributes.contains(where: { Self.announces($0.name) })
      else { return nil }
      let subtree = context.subtree(of: root)
      for index in subtree {
        let inner = facts.elements[index]
        // What it shows are the call site's children (`{children}`, `{React.Children.only(children)}`) and
        // elements written here that show no text.
        guard !inner.hasTextChild, (inner.staticText ?? "").allSatisfy(\.isWhitespace),
          inner.childExpressions.allSatisfy(Self.passesChildren),
          index == root || inner.tag.isEmpty || context.identityResolver.drawsNoText(inner.tag)
        else { return nil }
      }
      inside.formUnion(subtree)
      name = name ?? found
    }
    // Nothing else is rendered: every element of the component is inside what it returns.
    guard inScope.allSatisfy(inside.contains) else { return nil }
    return name
  }

  /// A child expression that shows only the children a component is given, whatever it does with them
  /// (`children`, `React.Children.only(children)`, `(state) => typeof children === 'function' ? children(state) :
  /// children`), or elements written in it (`{pressed && <View … />}`: they are elements of the file, judged as
  /// such); not one that may show something else (`{children ?? label}`, `{loading ? 'Saving…' : children}`).
  static func passesChildren(_ expression: String) -> Bool {
    let writesElements = zip(expression, expression.dropFirst()).contains { pair in
      pair.0 == "<" && (pair.1.isLetter || pair.1 == ">")
    }
    if writesElements { return !expression.contains("'") && !expression.contains("\"") && !expression.contains("`") }
    let tokens = tokens(of: expression)
    return tokens.contains { $0.name == "children" }
      && tokens.allSatisfy { token in
        token.afterDot
          ? ["Children", "only", "children", "props"].contains(token.name) : childrenWords.contains(token.name)
      }
  }

  private static let childrenWords: Set<String> = [
    "children", "props", "this", "React", "typeof", "state", "pressed", "hovered", "focused", "undefined", "null",
  ]

  /// A prop that changes how a pressable is announced, which a component of the project may not set on the
  /// pressable it renders for its call site to be that pressable.
  private static func announces(_ name: String?) -> Bool {
    guard let name else { return false }
    return name == "children" || name == "role" || name == "accessible" || name == "importantForAccessibility"
      || name.hasPrefix("accessibility") || name.hasPrefix("aria-")
  }

  /// An identity linking may still give a project component's call site (a read-only one becomes a text
  /// display): what draws an error is read whichever it has.
  static func mayBeComponent(_ identity: ComponentIdentity) -> Bool {
    identity == .unknown || identity == .textDisplay
  }

  /// The props an element passes to the component it renders that the component draws as an error text: given
  /// a value (not a string written in the source) and named as an error.
  func errorsDrawn(by element: ElementFact, rendering key: ComponentKey) -> [String] {
    let named = element.attributes.compactMap { attribute in Self.isErrorAttribute(attribute) ? attribute.name : nil }
    guard !named.isEmpty else { return [] }
    let drawn = drawnErrorProps(key)
    return named.filter(drawn.contains)
  }

  /// An attribute that may carry an error to a component that draws it: named as an error (`error`, `errorText`),
  /// with a value that is not a string written in the source. The planner parses the component an element renders
  /// when one of its attributes is such (`ReachPlanner`), so nothing else is ever followed.
  public static func isErrorAttribute(_ attribute: AttributeFact) -> Bool {
    guard let name = attribute.name, !attribute.value.isBlank else { return false }
    return !ErrorText.isLiteral(attribute.valueSource) && ErrorText.namesAnError(name)
  }

  /// The name a tag takes from the module it imports (`X` of `import { X }`, `default` of `import X` or
  /// `const X = require('./X')`, `Y` of `<X.Y>`); nil when the tag cannot name one.
  public static func importedName(_ fact: ImportFact, tag: [String]) -> String? {
    switch (fact.imported, tag.count) {
    case (.named(let imported), 1): return imported
    case (.defaultExport, 1), (.namespace, 1): return "default"  // `const X = require('./X')` is module.exports
    case (.namespace, 2), (.defaultExport, 2): return tag[1]
    default: return nil
    }
  }

  // MARK: Resolving tags to components

  private func component(file: Int, tag: [String], depth: Int) -> ComponentKey? {
    files.component(file: file, tag: tag, depth: depth, lookup: &lookup)
  }

  private func exported(file: Int, name: String, depth: Int) -> ComponentKey? {
    files.exported(file: file, name: name, depth: depth, lookup: &lookup)
  }

  /// The parsed files, fixed once the index is made: what resolving a tag reads.
  private struct Files: Sendable {
    private(set) var entries: [Entry]
    private(set) var resolvers: [IdentityResolver]
    private(set) var fileIndex: [String: Int]

    init(entries: [Entry]) {
      self.entries = []
      resolvers = []
      fileIndex = [:]
      append(entries)
    }

    /// The first entry of a path wins.
    mutating func append(_ added: [Entry]) {
      for entry in added {
        if fileIndex[entry.absolutePath] == nil { fileIndex[entry.absolutePath] = entries.count }
        entries.append(entry)
        resolvers.append(entry.context.identityResolver)
      }
    }

    func target(_ module: String, from file: Int, _ lookup: inout Lookup) -> Int? {
      let key = ModuleOfFile(file: file, module: module)
      if let known = lookup.targets[key] {
        if known.found != nil || known.generation == lookup.generation { return known.found }
        // Files were added since: the path it resolves to (none: a package outside the project) may be one now.
        let found = known.path.flatMap { fileIndex[$0] }
        lookup.targets[key] = (found, known.path, lookup.generation)
        return found
      }
      let path = lookup.resolver.resolve(module, from: entries[file].absolutePath)
      let found = path.flatMap { fileIndex[$0] }
      lookup.targets[key] = (found, path, lookup.generation)
      return found
    }

    func component(file: Int, tag: [String], depth: Int, lookup: inout Lookup) -> ComponentKey? {
      // Only a search from the top is remembered: deeper ones are cut at `maxDepth` sooner.
      guard depth == 0 else { return searchComponent(file: file, tag: tag, depth: depth, lookup: &lookup) }
      let key = TagInFile(file: file, tag: tag)
      if let known = lookup.componentOfTag[key], known.found != nil || known.generation == lookup.generation {
        return known.found
      }
      let found = searchComponent(file: file, tag: tag, depth: 0, lookup: &lookup)
      lookup.componentOfTag[key] = (found, lookup.generation)
      return found
    }

    private func searchComponent(file: Int, tag: [String], depth: Int, lookup: inout Lookup) -> ComponentKey? {
      guard depth < ProjectIndex.maxDepth, let head = tag.first else { return nil }
      if let fact = resolvers[file].importFact(for: tag) {
        guard let name = Self.importedName(fact, tag: tag), let target = target(fact.module, from: file, &lookup)
        else { return nil }
        return exported(file: target, name: name, depth: depth + 1, lookup: &lookup)
      }
      guard tag.count == 1 else { return nil }
      if let scope = entries[file].context.scopeByName[head] { return ComponentKey(file: file, scope: scope) }
      if let path = resolvers[file].aliasedName(head), path != tag {
        return component(file: file, tag: path, depth: depth + 1, lookup: &lookup)
      }
      return nil
    }

    /// What a tag names through imports across files when that is a component amascan knows that another
    /// file of the project exports under an alias or a re-export (`export const TextInput = styled(RNTextInput)`
    /// in a shared module, imported by name elsewhere); otherwise `.unknown`, and components of the project are
    /// left to `component(file:tag:depth:lookup:)`.
    func knownIdentity(file: Int, tag: [String], depth: Int, lookup: inout Lookup) -> ComponentIdentity {
      guard depth < ProjectIndex.maxDepth else {
        lookup.cut = true
        return .unknown
      }
      guard let head = tag.first else { return .unknown }
      let local = resolvers[file].identity(ofTag: tag)
      if local != .unknown { return local }
      if let fact = resolvers[file].importFact(for: tag) {
        guard let name = Self.importedName(fact, tag: tag), let target = target(fact.module, from: file, &lookup)
        else { return .unknown }
        return exportedIdentity(file: target, name: name, depth: depth + 1, lookup: &lookup)
      }
      guard tag.count == 1, entries[file].context.scopeByName[head] == nil,
        let path = resolvers[file].aliasedName(head), path != tag
      else { return .unknown }
      return knownIdentity(file: file, tag: path, depth: depth + 1, lookup: &lookup)
    }

    /// What a file exports under a name when that is a component amascan knows (see `knownIdentity`). Remembered
    /// until files are added, for searches that start at the same depth or above (and so may go as deep) when
    /// the search was not cut at `maxDepth`.
    func exportedIdentity(file: Int, name: String, depth: Int, lookup: inout Lookup) -> ComponentIdentity {
      guard depth < ProjectIndex.maxDepth else {
        lookup.cut = true
        return .unknown
      }
      let key = NameInFile(file: file, name: name)
      if let known = lookup.identityOfExport[key], known.generation == lookup.generation, depth <= known.depth {
        return known.found
      }
      let outer = lookup.cut
      lookup.cut = false
      let found = searchExportedIdentity(file: file, name: name, depth: depth, lookup: &lookup)
      if !lookup.cut { lookup.identityOfExport[key] = (found, lookup.generation, depth) }
      lookup.cut = lookup.cut || outer
      return found
    }

    private func searchExportedIdentity(file: Int, name: String, depth: Int, lookup: inout Lookup)
      -> ComponentIdentity
    {
      let facts = entries[file].context.facts
      for position in entries[file].context.exportsByName[name] ?? [] {
        let export = facts.exports[position]
        if let local = export.local {
          return knownIdentity(file: file, tag: [local], depth: depth + 1, lookup: &lookup)
        }
        if let module = export.module, let imported = export.imported, imported != "*" {
          guard let target = target(module, from: file, &lookup) else {
            return IdentityResolver.known(imported, of: module)
          }
          return exportedIdentity(file: target, name: imported, depth: depth + 1, lookup: &lookup)
        }
      }
      for export in facts.exports where export.star && name != "default" {
        guard let module = export.module else { continue }
        let found =
          target(module, from: file, &lookup).map {
            exportedIdentity(file: $0, name: name, depth: depth + 1, lookup: &lookup)
          } ?? IdentityResolver.known(name, of: module)
        if found != .unknown { return found }
      }
      return .unknown
    }

    /// Settles the elements of a file that the file alone leaves unknown but that name, across files, a
    /// component amascan knows.
    mutating func settleIdentities(of file: Int, lookup: inout Lookup) {
      let context = entries[file].context
      for (index, element) in context.facts.elements.enumerated() where context.isProjectTag(index) {
        var found = knownIdentity(file: file, tag: element.tag, depth: 0, lookup: &lookup)
        if case .pressable(let name) = found { found = entries[file].context.pressable(name, at: index) }
        if found != .unknown { entries[file].context.identities[index] = FileContext.settled(found, of: element) }
      }
    }

    mutating func setHookNamingWords(_ words: [String: Set<String>], ofFile file: Int) {
      entries[file].context.hookNamingWords = words
    }

    mutating func settle(file: Int, element: Int, as identity: ComponentIdentity) {
      entries[file].context.identities[element] = identity
    }

    /// The name a tag takes from the module of its import: `default` for a default import or `require`.
    static func importedName(_ fact: ImportFact, tag: [String]) -> String? {
      ProjectIndex.importedName(fact, tag: tag)
    }

    func exported(file: Int, name: String, depth: Int, lookup: inout Lookup) -> ComponentKey? {
      guard depth < ProjectIndex.maxDepth else { return nil }
      let facts = entries[file].context.facts
      for position in entries[file].context.exportsByName[name] ?? [] {
        let export = facts.exports[position]
        if let local = export.local { return component(file: file, tag: [local], depth: depth + 1, lookup: &lookup) }
        if let module = export.module, let imported = export.imported, imported != "*",
          let target = target(module, from: file, &lookup)
        {
          return exported(file: target, name: imported, depth: depth + 1, lookup: &lookup)
        }
      }
      for export in facts.exports where export.star && name != "default" {
        guard let module = export.module, let target = target(module, from: file, &lookup),
          let found = exported(file: target, name: name, depth: depth + 1, lookup: &lookup)
        else { continue }
        return found
      }
      return nil
    }
  }

  /// What resolving learns on the way: module resolutions, and the component each tag of a file renders as
  /// `component(file:tag:depth: 0)` found it (a screen names the same wrapper many times, and linking and
  /// planning ask again for every element). Planning adds files, after which what found nothing, and every
  /// identity an export was found to have, is forgotten.
  private struct Lookup: Sendable {
    var resolver: ModuleResolver
    /// What a search found, and when: a search that found nothing holds only until files are added.
    var componentOfTag: [TagInFile: (found: ComponentKey?, generation: Int)] = [:]
    /// The parsed file each module a file imports resolves to, if any, and the path it resolves to among the files
    /// of the world (which do not change: only which of them are parsed does).
    var targets: [ModuleOfFile: (found: Int?, path: String?, generation: Int)] = [:]
    /// How many times files were added.
    var generation = 0
    /// What `exportedIdentity` found for a file's export, in which generation, from which depth.
    var identityOfExport: [NameInFile: (found: ComponentIdentity, generation: Int, depth: Int)] = [:]
    /// Set when a search reached `maxDepth`: what it found is not remembered.
    var cut = false

    /// Files were added: forgets what found no parsed file, and the identities of exports (an export taken from a
    /// module not parsed yet may lead elsewhere now). A tag's component or a module's file, once found, stays true.
    mutating func forgetMisses() { generation += 1 }
  }

  private struct ModuleOfFile: Hashable, Sendable {
    var file: Int
    var module: String
  }

  private struct NameInFile: Hashable, Sendable {
    var file: Int
    var name: String
  }

  private struct TagInFile: Hashable, Sendable {
    var file: Int
    var tag: [String]
  }

  // MARK: Summaries

  /// The summary of a component, or nil when it does not render exactly one text input (a screen, a
  /// layout) or when an import cycle makes it unknowable.
  public func summary(_ key: ComponentKey) -> WrapperSummary? {
    if let known = summaries[key] { return known }
    guard inProgress.insert(key).inserted else {
      summaryCuts += 1
      return nil
    }
    let cuts = summaryCuts
    let computed = compute(key)
    inProgress.remove(key)
    // Worked out inside a cycle of components rendering each other, it depends on where the cycle was entered:
    // not kept, so that it never depends on which file asked first (a file scanned alone asks in another order).
    if summaryCuts == cuts { summaries[key] = .some(computed) }
    return computed
  }

  private func paperSummary(_ project: ProjectInfo) -> WrapperSummary {
    // Paper 6 passes `label` to the native input as its accessible name; Paper 5 draws it but does not.
    let labels = project.paperMajor == 5 ? [] : ["label"]
    return WrapperSummary(
      name: "react-native-paper \(project.paperMajor.map { "\($0).x" } ?? "6.x")", path: "react-native-paper",
      line: 0, labelProps: labels, passesThrough: true, alwaysLabelled: false, forwardsKeyboard: true,
      carried: nil,
      remark: project.paperMajor == 5
        ? "react-native-paper 5.x draws `label` but does not give it to the native input" : nil, spreads: true)
  }

  private func compute(_ key: ComponentKey) -> WrapperSummary? {
    let context = entries[key.file].context
    let facts = context.facts
    var inputs: [(index: Int, inner: WrapperSummary?)] = []
    let shownImperatively = Self.shownImperatively(in: context, scope: key.scope)
    for (index, element) in facts.elements.enumerated()
    where element.scope == key.scope && !shownImperatively.contains(index) {
      let identity = context.identities[index]
      switch identity {
      case _ where WrapperSummary.countsAsInput(identity):
        inputs.append((index, identity == .paperTextInput ? paperSummary(context.project) : nil))
      case .unknown:
        if let inner = component(file: key.file, tag: element.tag, depth: 0), inner != key, let summary = summary(inner)
        {
          inputs.append((index, summary))
        }
      default:
        continue
      }
    }
    guard inputs.count == 1, let input = inputs.first else { return nil }
    return summarize(key, input: input)
  }

  /// The elements of a component that its render does not draw: JSX returned by an unnamed function given to a call
  /// inside an event handler (`const handlePress = async () => { await Airship.show(bridge => <CardListModal … />)
  /// }`), and what it holds. Shown when the handler runs, apart from where the component is used: no input of the
  /// component's. A function given to `useMemo` or `useObserver` in the render is drawn where its result is.
  static func shownImperatively(in context: FileContext, scope: Int) -> Set<Int> {
    let facts = context.facts
    var handlers: Set<Int>?
    var found = Set<Int>()
    for (index, element) in facts.elements.enumerated() where element.scope == scope {
      if let parent = element.parent {
        if found.contains(parent) { found.insert(index) }
        continue
      }
      guard let function = element.function, facts.functions[function].name == nil,
        facts.functions[function].parent != nil
      else { continue }
      if handlers == nil { handlers = Self.eventHandlers(in: facts, scope: scope) }
      var current = facts.functions[function].parent
      while let enclosing = current {
        if handlers?.contains(enclosing) == true {
          found.insert(index)
          break
        }
        current = facts.functions[enclosing].parent
      }
    }
    return found
  }

  /// A component's functions that handle events (indices into `FileFacts.functions`): named `handle…` or `on…`, or
  /// given to an `on…` prop, written there or by name.
  static func eventHandlers(in facts: FileFacts, scope: Int) -> Set<Int> {
    var byProp = Set<Int>()
    var namesByProp = Set<String>()
    for element in facts.elements where element.scope == scope {
      for attribute in element.attributes where ErrorText.isHandler(attribute.name) {
        switch attribute.value {
        case .function(let key): byProp.insert(key)
        case .identifier(let name): namesByProp.insert(name)
        case .member(let path): if let last = path.last { namesByProp.insert(last) }
        default: continue
        }
      }
    }
    return Set(
      facts.functions.indices.filter { index in
        let function = facts.functions[index]
        guard function.scope == scope else { return false }
        if byProp.contains(function.key) { return true }
        guard let name = function.name?.last else { return false }
        return namesByProp.contains(name) || ErrorText.isHandler(name) || SourceWords.starts(name, with: "handle")
      })
  }

  /// The summary of a component that renders one input (`input`: its element, and the summary of the wrapper it
  /// is a call site of). Apart from `compute`, which recurses through wrappers of wrappers: only that small frame
  /// is on the stack once per level.
  @inline(never)
  private func summarize(_ key: ComponentKey, input: (index: Int, inner: WrapperSummary?)) -> WrapperSummary? {
    let entry = entries[key.file]
    let context = entry.context
    let facts = context.facts
    let scope = facts.scopes[key.scope]
    let element = facts.elements[input.index]
    let locals = Locals(of: element, scope: key.scope, in: facts)
    let props = scope.props ?? PropsPattern()
    // A copy of the props (`const copy = { ...props }`, keys set in it or on it after): spread, it passes them on
    // as the props themselves, but for the keys it sets.
    func copy(_ name: String) -> (source: String, set: [String])? {
      guard case .some(.some(let literal)) = facts.objectLiterals[FileFacts.objectLiteralKey(name, scope: key.scope)],
        let first = literal.first, first.key == nil, case .spread(.identifier(let source)) = first.value,
        source == props.name || source == props.rest
      else { return nil }
      let set = literal.dropFirst()
      return set.contains(where: { $0.key == nil }) ? nil : (source, set.compactMap(\.key))
    }
    var copied: (source: String, set: [String])?
    let spreadIndex = element.attributes.lastIndex { attribute in
      guard attribute.name == nil, case .spread(let value) = attribute.value else { return false }
      if props.isProps(value) { return true }
      guard case .identifier(let name) = value else { return false }
      copied = copy(name)
      return copied != nil
    }
    let afterSpread =
      (copied?.set ?? [])
      + element.attributes.suffix(from: (spreadIndex ?? element.attributes.count - 1) + 1).compactMap(\.name)

    // The props of the input that name it, and the wrapper props each one comes from.
    let namingProps = input.inner?.namingProps ?? context.namingProps(of: input.index)
    let innerLabelProps = input.inner.map { $0.labelProps + ($0.passesThrough ? namingProps : []) } ?? namingProps
    var labelProps = Set<String>()
    var labelDefaults: [String: ValueFact] = [:]
    var alwaysLabelled = input.inner?.alwaysLabelled ?? false
    for name in innerLabelProps {
      // The attribute as written, even before a spread: props the call site spreads in only add to it.
      guard let attribute = element.attributes.last(where: { $0.name == name }) else { continue }
      let value = attribute.value
      // `radioValues[row].label`, an option's label read from an object prop: each entry's.
      if let (prop, key) = Self.entryKey(attribute.valueSource, pattern: props) {
        labelProps.insert(prop + FileContext.everyEntry + key)
        continue
      }
      let referenced = Self.naming(Self.propsRead(by: attribute.valueSource, locals: locals, pattern: props))
      if referenced.isEmpty {
        if !value.isBlank { alwaysLabelled = true }
      } else {
        labelProps.formUnion(referenced)
        for prop in referenced {
          if let fallback = Self.fallback(of: prop, readIn: attribute.valueSource, locals: locals, pattern: props) {
            labelDefaults[prop] = fallback
          }
        }
        // Passed on as it came (`label={label}`): left out at the call site, it arrives undefined, and the inner
        // wrapper's default names the input.
        let path = attribute.valueSource.split(separator: ".").map(String.init)
        if let inner = input.inner?.labelDefaults[name], let prop = props.prop(at: path, thisProps: scope.isClass),
          !locals.hidesProp(path[0]), labelDefaults[prop] == nil
        {
          labelDefaults[prop] = inner
        }
      }
    }
    // Named through an object prop (`touchableWrapperProps={{ accessibilityLabel: label }}`, `FileContext.prop`).
    if let nested = Self.nestedLabels(innerLabelProps, of: element, in: context, locals: locals, props: props) {
      labelProps.formUnion(nested.props)
      if nested.always { alwaysLabelled = true }
    }
    // Labelled by a visible text of its own (`accessibilityLabelledBy`).
    for name in FileContext.labelledByProps {
      if let attribute = element.attributes.last(where: { $0.name == name }), !attribute.value.isBlank {
        let referenced = Self.propsReferenced(in: attribute.valueSource, pattern: props, isClass: scope.isClass)
        if referenced.isEmpty { alwaysLabelled = true } else { labelProps.formUnion(referenced) }
      }
    }
    // Read as one element with an accessible view or pressable around it that carries a name
    // (`FileContext.labellingGroup`): named by it, from the wrapper's props it reads or always.
    // Its name is a label of the group's, or the text inside it: each either fixed (named always) or read from
    // the wrapper's props (named where the call site passes one of them).
    if let group = context.labellingGroup(of: input.index) {
      var read = Set<String>()
      var fixed = false
      func take(_ source: String, at place: Int) {
        let locals = Locals(of: facts.elements[place], scope: key.scope, in: facts)
        let props = Self.propsRead(by: source, locals: locals, pattern: props)
        if props.isEmpty { fixed = true } else { read.formUnion(props) }
      }
      for attribute in context.facts.elements[group].attributes
      where FileContext.labelProps.contains(attribute.name ?? "") {
        take(attribute.valueSource, at: group)
      }
      let field = Set(context.subtree(of: input.index))
      for inner in context.subtree(of: group) where !field.contains(inner) {
        let shown = FileContext.shownText(context.facts.elements[inner])
        if shown.words { fixed = true }
        for value in shown.values { take(value, at: inner) }
      }
      let referenced = Self.naming(read)
      if fixed || referenced.isEmpty { alwaysLabelled = true } else { labelProps.formUnion(referenced) }
    }
    let flow = Self.propFlow(of: element, spreadIndex: spreadIndex, props: props, inner: input.inner, copied: copied)
    guard
      let gates = Self.gates(
        of: element, props: props, isClass: scope.isClass, inner: input.inner, flow: flow, locals: locals)
    else { return nil }
    // Set after the spread, the call site cannot change it, unless it is the call site's own prop passed on.
    let fixedAfterSpread = afterSpread.filter { !flow.passedByName.contains($0) }
    var passesThrough = false
    var forwardsKeyboard = false
    if spreadIndex != nil {
      if let inner = input.inner {
        labelProps.formUnion(inner.labelProps.filter(flow.reaches))
        for (prop, fallback) in inner.labelDefaults where flow.reaches(prop) && props.defaults[prop] == nil {
          labelDefaults[prop] = labelDefaults[prop] ?? fallback
        }
        passesThrough = inner.passesThrough
        forwardsKeyboard = inner.forwardsKeyboard
      } else {
        passesThrough = true
        forwardsKeyboard = true
      }
      if namingProps.contains(where: afterSpread.contains) { passesThrough = false }
      if Self.keyboardProps.contains(where: fixedAfterSpread.contains) { forwardsKeyboard = false }
      // A submit handler of the wrapper's own (before the spread) may move focus: the call site cannot tell.
      if element.attributes.contains(where: { $0.name == "onSubmitEditing" }),
        !flow.passedByName.contains("onSubmitEditing")
      {
        forwardsKeyboard = false
      }
    }
    let errorProps = self.errorProps(of: input, in: key, props: props, flow: flow)
    let carried = Self.carried(to: input, in: key, context: context, flow: flow, props: props)
    // What the input gets for a keyboard prop the call site leaves out: the wrapper's default for a prop it passes on
    // by name, or what it writes before the spread that carries the call site's (unknown when not a literal); an
    // inner wrapper's otherwise.
    var keyboardDefaults: [String: ValueFact] = input.inner?.keyboardDefaults ?? [:]
    for (position, attribute) in element.attributes.enumerated() {
      guard let name = attribute.name, Self.defaultedProps.contains(name), input.inner?.forwards(name) ?? true else {
        continue
      }
      if flow.passedByName.contains(name) {
        if let fallback = props.defaults[name] { keyboardDefaults[name] = fallback }
      } else if let spreadIndex, position < spreadIndex {
        let literal =
          attribute.value.literalText != nil || attribute.value == .boolean(true) || attribute.value == .boolean(false)
        // A handler written to do nothing (`onSubmitEditing={() => {}}`, `FunctionFact.isEmpty`) is as good as none.
        let empty = context.function(for: attribute.value, scope: element.scope)?.isEmpty == true
        keyboardDefaults[name] = literal ? attribute.value : empty ? .undefined : .unknown
      }
    }
    // What a copy of the props sets (`{ ...props, secureTextEntry: !!secret }`, `copy.returnKeyType = …`) is the
    // wrapper's, with a value not read: unknown.
    let fixedKeyboard = Self.fixedKeyboard(of: element, spreadIndex: spreadIndex, inner: input.inner, flow: flow)
      .filter { !(copied?.set.contains($0.key) ?? false) }
    // Destructured label props that are not forwarded stay off the list: `label` drawn but never passed.
    // A label drawn where the input may not be (a header's title beside a search field shown on demand) is
    // not the input's label: the element drawing it must be under the input's own conditions.
    let drawnLabels = Self.visibleLabelNames.filter { name in
      guard !labelProps.contains(name), let local = props.keys[name] else { return false }
      return facts.elements.indices.contains { other in
        other != input.index && facts.elements[other].scope == key.scope
          && Set(element.guards).isSubset(of: facts.elements[other].guards)
          && (!element.isConditional || facts.elements[other].isConditional)
          && (facts.elements[other].attributes.contains {
            Self.propsReferenced(in: $0.valueSource, pattern: props, isClass: scope.isClass).contains(name)
          } || facts.elements[other].childExpressions.contains(local))
      }
    }
    // Props drawn as visible text wherever the input is: a text the screen reader meets besides the input.
    var shownProps = Set<String>()
    for name in input.inner?.shownProps ?? [] {
      if let attribute = element.attributes.last(where: { $0.name == name }) {
        let path = attribute.valueSource.split(separator: ".").map(String.init)
        if let prop = props.prop(at: path, thisProps: scope.isClass) { shownProps.insert(prop) }
      } else if flow.reaches(name) {
        shownProps.insert(name)
      }
    }
    for (other, candidate) in facts.elements.enumerated()
    where other != input.index && candidate.scope == key.scope && !candidate.isInCallback
      && Set(candidate.guards).isSubset(of: element.guards) && !context.isHiddenFromAccessibility(other)
    {
      for expression in candidate.childExpressions {
        guard let name = props.prop(at: expression.split(separator: ".").map(String.init), thisProps: scope.isClass)
        else { continue }
        shownProps.insert(name)
      }
    }
    let (conditions, conditionDefaults) = Self.conditions(
      of: element, spreadIndex: spreadIndex, inner: input.inner, flow: flow, props: props, isClass: scope.isClass,
      in: facts, scope: key.scope)
    let fieldNameProp = Self.fieldNameProp(
      of: input.index, inner: input.inner, in: facts, flow: flow, props: props, isClass: scope.isClass)
    var summary = WrapperSummary(
      name: scope.name ?? "default", path: entry.displayPath, line: element.range.start.line,
      labelProps: labelProps.sorted(), passesThrough: passesThrough, alwaysLabelled: alwaysLabelled,
      forwardsKeyboard: forwardsKeyboard,
      rendersTextInput: input.inner?.rendersTextInput
        ?? (context.identities[input.index] == .nativeTextInput),
      renders: input.inner?.renders ?? Self.rendered(context.identities[input.index]),
      keyboardDefaults: keyboardDefaults, fixedKeyboard: fixedKeyboard, errorProps: errorProps.props,
      messageGates: errorProps.messageGates, carried: carried,
      drawnLabels: drawnLabels, shownProps: shownProps.sorted(), fieldNameProp: fieldNameProp, spreads: flow.spreads,
      withheld: flow.withheld, passedByName: flow.passedByName, renamed: flow.renamed, gates: gates,
      alwaysRendered: !element.isConditional && (input.inner?.alwaysRendered ?? true), conditions: conditions,
      conditionDefaults: conditionDefaults,
      // A naming prop the spread does not carry (`({ accessibilityLabel, ...rest }) => <TextInput {...rest} />`)
      // cannot name the input from the call site.
      namingProps: passesThrough ? namingProps.filter { !flow.withheld.contains($0) } : namingProps)
    summary.takesNoProps = scope.props == nil && !scope.isClass
    summary.submitsItself = Self.submitsItself(input: input.index, key: key, props: props, in: context)
    summary.readOnlyWhen = Self.readOnlyWhen(
      of: element, inner: input.inner, flow: flow, props: props, isClass: scope.isClass)
    summary.editableUnless = Self.editableUnless(
      of: element, inner: input.inner, flow: flow, props: props, isClass: scope.isClass)
    summary.labelDefaults = labelDefaults
    summary.announcedWith = errorProps.announcedWith
    return summary
  }

  /// The wrapper's props that turn its input's editing off (`WrapperSummary.readOnlyWhen`): `editable={!locked}` or
  /// `readOnly={locked}` written on the input (or on an inner wrapper that passes them on) with no spread after it,
  /// and the inner wrapper's own such props, passed on by name or by the spread.
  static func readOnlyWhen(
    of element: ElementFact, inner: WrapperSummary?, flow: PropFlow, props: PropsPattern, isClass: Bool
  ) -> Set<String> {
    var found = Set<String>()
    for (name, negated) in [("editable", true), ("readOnly", false)] {
      guard let source = lastWritten(name, on: element, inner: inner) else { continue }
      if negated, source.hasPrefix("!"),
        let prop = passedProp(String(source.dropFirst()), props: props, isClass: isClass)
      {
        found.insert(prop)
      }
      if !negated, let prop = passedProp(source, props: props, isClass: isClass) { found.insert(prop) }
    }
    for name in inner?.readOnlyWhen ?? [] {
      if let passed = given(name, on: element, flow: flow, props: props, isClass: isClass) { found.insert(passed) }
    }
    return found
  }

  /// The wrapper prop whose negation is its input's `editable` (`WrapperSummary.editableUnless`): `editable={!locked}`
  /// written last on the input, with no spread after it, or the inner wrapper's such prop, given a prop of this
  /// wrapper's as it came (`locked={busy}`) or carried to it. Nil when the prop has a default other than `false`.
  static func editableUnless(
    of element: ElementFact, inner: WrapperSummary?, flow: PropFlow, props: PropsPattern, isClass: Bool
  ) -> String? {
    var found: String?
    if element.attributes.contains(where: { $0.name == "editable" }) {
      guard let source = lastWritten("editable", on: element, inner: inner), source.hasPrefix("!") else { return nil }
      found = passedProp(String(source.dropFirst()), props: props, isClass: isClass)
    } else if let own = inner?.editableUnless {
      found = given(own, on: element, flow: flow, props: props, isClass: isClass)
    }
    guard let found, props.defaults[found].map({ $0 == .boolean(false) }) ?? true else { return nil }
    return found
  }

  /// The source an editing prop (`editable`, `readOnly`) is written with on a wrapper's element, without blanks: the
  /// last one, with no spread after it, passed on by the inner wrapper when the element is one.
  private static func lastWritten(_ name: String, on element: ElementFact, inner: WrapperSummary?) -> String? {
    guard let position = element.attributes.lastIndex(where: { $0.name == name }),
      !element.attributes[(position + 1)...].contains(where: { $0.name == nil }),
      inner.map({ $0.forwards(name) }) ?? true
    else { return nil }
    return element.attributes[position].valueSource.filter { !$0.isWhitespace }
  }

  /// The wrapper prop an inner wrapper's prop is given: one of this wrapper's written as it came (`locked={busy}`),
  /// or the call site's own, carried to it.
  private static func given(
    _ name: String, on element: ElementFact, flow: PropFlow, props: PropsPattern, isClass: Bool
  ) -> String? {
    if let attribute = element.attributes.last(where: { $0.name == name }) {
      return passedProp(attribute.valueSource.filter { !$0.isWhitespace }, props: props, isClass: isClass)
    }
    return flow.reaches(name) ? name : nil
  }

  /// The default a prop takes where a source reads it: read through a local its destructuring binds with one
  /// (`{ label = 'Name' }` … `label`; `PropsPattern.localDefaults`), not as `props.label`, which a default written
  /// in a destructuring does not change.
  static func fallback(of prop: String, readIn source: String, locals: Locals, pattern: PropsPattern) -> ValueFact? {
    let functions = locals.functionsOut
    for token in tokens(of: source) where !token.afterDot && pattern.prop(forLocal: token.name) == prop {
      if let fallback = pattern.localDefault(token.name, functions: functions, at: locals.place) { return fallback }
    }
    return nil
  }

  /// The wrapper prop an expression is, as it came (`name`, `props.name`): not one it computes from
  /// (`` `${name}Confirm` ``).
  private static func passedProp(_ source: String, props: PropsPattern, isClass: Bool) -> String? {
    props.prop(at: source.split(separator: ".").map(String.init), thisProps: isClass)
  }

  /// The wrapper prop that names the react-hook-form field of its input (`WrapperSummary.fieldNameProp`): the
  /// `name` of a `Controller` the input is rendered in, when it is a prop passed as it came and the input gets the
  /// field's ref (`ref={field.ref}`, `inputRef={ref}`: `setFocus` focuses nothing else), or the prop that reaches
  /// an inner wrapper's (passed by name, renamed, or through the spread).
  private static func fieldNameProp(
    of index: Int, inner: WrapperSummary?, in facts: FileFacts,
    flow: PropFlow, props: PropsPattern, isClass: Bool
  ) -> String? {
    let element = facts.elements[index]
    if let field = inner?.fieldNameProp {
      if let attribute = element.attributes.last(where: { $0.name == field }) {
        return passedProp(attribute.valueSource, props: props, isClass: isClass)
      }
      return flow.reaches(field) ? field : nil
    }
    let getsRef = element.attributes.contains { $0.name != nil && $0.valueSource.split(separator: ".").last == "ref" }
    guard getsRef, let controller = facts.controllers(around: index).first,
      let name = facts.elements[controller].attributes.last(where: { $0.name == "name" })
    else { return nil }
    return passedProp(name.valueSource, props: props, isClass: isClass)
  }

  /// The wrapper props its input is rendered under, with their defaults: its own guards that are a prop
  /// (`hasSearch && …`, `props.hasSearch && …`), and an inner wrapper's gates it passes on. Nil when the input is
  /// never rendered (an inner gate it sets falsy or cannot pass on).
  private static func gates(
    of element: ElementFact, props: PropsPattern, isClass: Bool, inner: WrapperSummary?,
    flow: PropFlow, locals: Locals
  ) -> [String: ValueFact?]? {
    var gates: [String: ValueFact?] = [:]
    for source in element.guards {
      for part in source.components(separatedBy: "&&") {
        let path = part.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").map(String.init)
        // A default applies to the destructured local, not to `props.x`.
        if let prop = props.prop(at: path, thisProps: isClass) {
          gates[prop] = .some(
            path.count == 1 ? props.localDefault(path[0], functions: locals.functionsOut, at: locals.place) : nil)
        }
      }
    }
    for (gate, fallback) in inner?.gates ?? [:] {
      if let attribute = element.attributes.last(where: { $0.name == gate }), !flow.passedOn.contains(gate) {
        if attribute.value.isFalsy { return nil }
        continue  // set by the wrapper: shown whenever it is truthy, or unknown
      }
      if flow.reaches(gate) {
        let own: ValueFact? = props.defaults[gate]
        gates[gate] = .some(own ?? fallback)
      } else if PropValue.absent.isFalsy(fallback: fallback) {
        return nil
      }
    }
    return gates
  }

  /// Which call-site props reach the element: through the wrapper's spread (less what it takes out or sets after),
  /// or passed on by name (`PropFlow.reaches`); and which reach the input through an inner wrapper, which must
  /// forward them too (`PropFlow.forwards`).
  private static func propFlow(
    of element: ElementFact, spreadIndex: Int?, props: PropsPattern, inner: WrapperSummary?,
    copied: (source: String, set: [String])? = nil
  ) -> PropFlow {
    // What this wrapper's spread does not carry: what it sets after it, what a copy sets, what it takes out.
    var own = Set<String>()
    var spreads = false
    if let spreadIndex {
      spreads = inner?.spreads ?? true
      own.formUnion(element.attributes[(spreadIndex + 1)...].compactMap(\.name))
      // A copy of the props withholds what it sets itself.
      own.formUnion(copied?.set ?? [])
      var spread: String?
      if case .spread(.identifier(let name)) = element.attributes[spreadIndex].value { spread = copied?.source ?? name }
      if spread == props.rest { own.formUnion(props.keys.keys) }
      if spread == props.name { own.formUnion(props.nameLacks) }
    }
    let withheld = (inner?.withheld ?? []).union(own)
    // A prop passed on as it came, and not set again later: a spread before it carries the same value.
    var passedByName = Set<String>()
    // What the spread carries to an inner wrapper that passes it on by name (`({ keyboardType, ...rest }) =>
    // <TextInput keyboardType={keyboardType} {...rest} />`) reaches the input as the call site gave it; a prop
    // this wrapper writes itself is left to what it writes.
    // Not when another spread follows (`{...rest} {...hookProps}`): that one may set them.
    if let spreadIndex, let inner, !element.attributes[(spreadIndex + 1)...].contains(where: { $0.name == nil }) {
      let written = Set(element.attributes.compactMap(\.name))
      passedByName.formUnion(inner.passedByName.subtracting(own).subtracting(written))
    }
    let given = propsGiven(to: element, props: props)
    var passedOn = Set<String>()
    for (_, name, prop) in given where prop == name {
      passedOn.insert(name)
      if inner.map({ $0.forwards(name) }) ?? true { passedByName.insert(name) }
    }
    return PropFlow(
      spreads: spreads, spreadsProps: spreadIndex != nil, own: own, withheld: withheld, passedOn: passedOn,
      passedByName: passedByName,
      renamed: renamed(
        given: given, in: element, spreadIndex: spreadIndex, props: props, inner: inner, own: own, passedOn: passedOn))
  }

  /// The element's attributes that give it a prop of the component as it came (`editable={editable}`,
  /// `onSubmitEditing={onSubmit}`), each the last of its name: where it is, its name, and the prop's.
  /// `this.props.x` counts in any component, as the spread of `this.props` does.
  private static func propsGiven(
    to element: ElementFact, props: PropsPattern
  ) -> [(position: Int, name: String, prop: String)] {
    element.attributes.enumerated().compactMap { position, attribute in
      guard let name = attribute.name, !element.attributes[(position + 1)...].contains(where: { $0.name == name })
      else { return nil }
      let path: [String]
      switch attribute.value {
      case .identifier(let local): path = [local]
      case .member(let members): path = members
      default: return nil
      }
      return props.prop(at: path, thisProps: true).map { (position, name, $0) }
    }
  }

  /// The element's props a call site sets under another name (`WrapperSummary.renamed`): given a prop of the wrapper
  /// as it came (`onSubmitEditing={onSubmit}`, `ref={fwdRef}`) after every spread, or, for an inner wrapper, the
  /// inner wrapper's renamed props as the call site gives them (renamed again, passed on as they came, or carried by
  /// the spread).
  private static func renamed(
    given: [(position: Int, name: String, prop: String)], in element: ElementFact, spreadIndex: Int?,
    props: PropsPattern, inner: WrapperSummary?, own: Set<String>, passedOn: Set<String>
  ) -> [String: WrapperSummary.Renamed] {
    var renamed: [String: WrapperSummary.Renamed] = [:]
    let lastSpread = element.attributes.lastIndex { $0.name == nil } ?? -1
    for (position, name, prop) in given where position > lastSpread && prop != name {
      let defaulted = props.defaults[prop] != nil
      guard let inner else {
        renamed[name] = WrapperSummary.Renamed(prop: prop, defaulted: defaulted)
        continue
      }
      if inner.forwards(name) { renamed[name] = WrapperSummary.Renamed(prop: prop, defaulted: defaulted) }
      for (input, through) in inner.renamed where through.prop == name {
        renamed[input] = WrapperSummary.Renamed(prop: prop, defaulted: defaulted || through.defaulted)
      }
    }
    for (input, through) in inner?.renamed ?? [:] where renamed[input] == nil {
      let written = element.attributes.contains { $0.name == through.prop }
      if passedOn.contains(through.prop) || (spreadIndex != nil && !own.contains(through.prop) && !written) {
        renamed[input] = WrapperSummary.Renamed(
          prop: through.prop, defaulted: through.defaulted || props.defaults[through.prop] != nil)
      }
    }
    return renamed
  }

  /// What the input gets for each return-key prop the call site cannot set (see `fixedKeyboard`): the value the
  /// wrapper writes when it is a literal that no other spread can replace, nothing when it writes none and
  /// spreads nothing else, or, for a wrapper of a wrapper, what the inner one keeps or defaults to.
  private static func fixedKeyboard(
    of element: ElementFact, spreadIndex: Int?, inner: WrapperSummary?,
    flow: PropFlow
  ) -> [String: ValueFact?] {
    var fixed: [String: ValueFact?] = [:]
    for name in defaultedProps {
      if flow.forwards(name) { continue }
      if let inner, !inner.forwards(name) {
        if let kept = inner.fixedKeyboard[name] { fixed[name] = kept }
        continue
      }
      // Set by the wrapper, or by no one: unknown when a spread other than the call site's props comes after.
      let position = element.attributes.lastIndex { $0.name == name }
      let otherSpread = element.attributes.indices.contains { index in
        index != spreadIndex && element.attributes[index].name == nil && index > (position ?? -1)
      }
      if otherSpread { continue }
      guard let position else {
        fixed[name] = .some(inner?.keyboardDefaults[name])
        continue
      }
      let value = element.attributes[position].value
      switch value {
      case .string, .boolean, .number, .null, .undefined: fixed[name] = .some(value)
      // React Native's `Keyboard.dismiss` only puts the keyboard away: a return that moves nowhere.
      case .member(FileContext.dismissKeyboard): fixed[name] = .some(value)
      default: continue
      }
    }
    return fixed
  }

  /// The conditions a wrapper renders its input under (`WrapperSummary.conditions`), with the wrapper's defaults
  /// for the props they read: its own guards, and an inner wrapper's conditions read through what it passes (the
  /// prop as it came, a value it writes, a default); none when one cannot be read or reads no prop.
  private static func conditions(
    of element: ElementFact, spreadIndex: Int?, inner: WrapperSummary?,
    flow: PropFlow, props: PropsPattern, isClass: Bool,
    in facts: FileFacts, scope: Int
  ) -> ([RenderCondition], [String: ValueFact]) {
    if inner?.alwaysRendered ?? true, !element.isConditional { return ([], [:]) }
    guard element.guards.count < ElementFact.maxGuards else { return ([], [:]) }
    func resolve(_ path: [String], depth: Int) -> RenderCondition? {
      if let found = operand(path, props: props, isClass: isClass, in: facts, scope: scope) { return found }
      // A local `const` of the component: what it is computed from.
      guard depth < 4, path.count == 1, let source = facts.scopes[scope].values[path[0]] else { return nil }
      return RenderCondition.parse(source) { resolve($0, depth: depth + 1) }
    }
    var conditions: [RenderCondition] = []
    for source in element.guards {
      guard let condition = RenderCondition.parse(source, resolve: { resolve($0, depth: 0) }) else { return ([], [:]) }
      conditions.append(condition)
    }
    var defaults: [String: ValueFact] = [:]
    if let inner, !inner.alwaysRendered {
      guard !inner.conditions.isEmpty else { return ([], [:]) }
      let passed = { (name: String) -> RenderCondition in
        if let position = element.attributes.lastIndex(where: { $0.name == name }) {
          // A spread after it may set it again, unless it is the wrapper's own props with this one taken out.
          if element.attributes.indices.contains(where: { later in
            later > position && element.attributes[later].name == nil
              && !(later == spreadIndex && flow.own.contains(name))
          }) {
            return .unknown
          }
          if flow.passedOn.contains(name) { return .prop(name) }
          return RenderCondition.parse(element.attributes[position].valueSource) { resolve($0, depth: 0) }
            ?? .unknown
        }
        if flow.reaches(name) {
          if props.defaults[name] == nil, let fallback = inner.conditionDefaults[name] { defaults[name] = fallback }
          return .prop(name)
        }
        if element.attributes.contains(where: { $0.name == nil }) { return .unknown }
        return .value(inner.conditionDefaults[name] ?? .undefined)
      }
      conditions += inner.conditions.map { $0.substituting(passed) }
    }
    guard conditions.contains(where: \.readsProps) else { return ([], [:]) }
    for name in conditions.reduce(into: Set<String>(), { $0.formUnion($1.props) }) {
      if let fallback = props.defaults[name] { defaults[name] = fallback }
    }
    return (conditions, defaults)
  }

  /// What a name in a condition stands for: a prop of the wrapper, or a string constant of its file (a member of a
  /// `const` object literal, `OptionType.TOGGLE`); nil for anything else.
  private static func operand(
    _ path: [String], props: PropsPattern, isClass: Bool, in facts: FileFacts, scope: Int
  ) -> RenderCondition? {
    if let prop = props.prop(at: path, thisProps: isClass) { return .prop(prop) }
    guard path.count == 2, case .some(.some(let value)) = constant(path[0], path[1], in: facts, scope: scope, depth: 0),
      case .string = value
    else { return nil }
    return .value(value)
  }

  /// A member of a `const` object literal of the file, followed into the literals it spreads (the last one that
  /// sets it wins): `.some(nil)` when the literal has no such member, nil when that cannot be told.
  private static func constant(_ object: String, _ member: String, in facts: FileFacts, scope: Int, depth: Int)
    -> ValueFact??
  {
    guard depth < 4 else { return nil }
    for key in [FileFacts.objectLiteralKey(object, scope: scope), FileFacts.objectLiteralKey(object, scope: nil)] {
      guard case .some(.some(let properties)) = facts.objectLiterals[key] else { continue }
      for property in properties.reversed() {
        if property.key == member { return .some(property.value) }
        if property.key == nil {
          guard case .spread(.identifier(let other)) = property.value,
            let found = constant(other, member, in: facts, scope: scope, depth: depth + 1)
          else { return nil }
          if found != nil { return found }
        }
      }
      return .some(nil)
    }
    return nil
  }

  /// Props that read as a field's visible label.
  static let visibleLabelNames = ["label", "title", "caption"]

  private static func rendered(_ identity: ComponentIdentity) -> String {
    if case .control(let kind) = identity { return kind }
    return "TextInput"
  }

  /// The wrapper props shown as an error text beside the input (a sibling, as NO_FORM_ERROR sees it) that the
  /// input does not carry, that are not a live region and that the component does not announce; for a wrapper
  /// of a wrapper, also the props that reach the inner wrapper's error props.
  private func errorProps(
    of input: (index: Int, inner: WrapperSummary?), in key: ComponentKey, props: PropsPattern, flow: PropFlow
  ) -> (props: [String], messageGates: [String: [String: ValueFact?]], announcedWith: [String: [String]]) {
    let context = entries[key.file].context
    let facts = context.facts
    let element = facts.elements[input.index]
    let isClass = facts.scopes[key.scope].isClass
    var found = Set<String>()
    var messageGates: [String: [String: ValueFact?]] = [:]
    var announcedWith: [String: [String]] = [:]
    if let inner = input.inner {
      for name in inner.errorProps {
        // The inner wrapper draws the message only while other props of its hold (`showError && error`): one this
        // call site leaves falsy, and no call site of this wrapper can set, shows no error.
        if let gates = inner.messageGates[name],
          gates.contains(where: { gate in
            !flow.reaches(gate.key) && context.prop(gate.key, of: element).isFalsy(fallback: gate.value)
          })
        {
          continue
        }
        // What may announce it at the inner wrapper's call sites: written here, it may; passed on, the call site's.
        let announcing = inner.announcedWith[name] ?? []
        if announcing.contains(where: { prop in element.attributes.contains { $0.name == prop } }) { continue }
        if !announcing.isEmpty { announcedWith[name] = announcing.filter(flow.reaches) }
        if let attribute = element.attributes.last(where: { $0.name == name }) {
          found.formUnion(Self.errorPropsReferenced(in: attribute.valueSource, pattern: props, isClass: isClass))
        } else if flow.reaches(name) {
          found.insert(name)  // passed through the spread under the same name
          // Its message gates too, when each reaches the inner wrapper as it came.
          if let gates = inner.messageGates[name], gates.keys.allSatisfy(flow.reaches) { messageGates[name] = gates }
        }
      }
    }
    // What the wrapper shows beside its input itself (a badge beside an inner wrapper's input, too).
    // What the input carries, and what the elements that hold it carry (a pressable around it with the error as
    // its hint).
    // An input a render helper returns is held where the helper is placed (`{this.renderInput()}`).
    var holders: [Int] = []
    var holder = element.parent
    var root = input.index
    while true {
      while let above = holder {
        holders.append(above)
        root = above
        holder = facts.elements[above].parent
      }
      guard holders.count < Self.maxHolders, let function = facts.elements[root].function,
        let site = context.helperSite(of: function), !holders.contains(site), site != input.index
      else { break }
      holder = site
    }
    let carried = ([input.index] + holders).flatMap { carrier in
      let locals = Locals(of: facts.elements[carrier], scope: key.scope, in: facts)
      return ErrorText.carryingProps.compactMap { name in
        facts.elements[carrier].attributes.last(where: { $0.name == name }).map {
          ErrorText.carried($0.valueSource, locals: locals)
        }
      }
    }
    // A library input that draws the error it is given below itself (`FileContext.errorsDrawnApart`): written
    // here, or passed on from the call site by a spread of the props; what it spreads on the error's text may
    // make it a live region, so the call site that passes that is not judged (`announcedWith`).
    if input.inner == nil, let drawn = context.drawsErrorApart(input.index),
      !element.attributes.contains(where: { $0.name == drawn.onText }),
      element.attributes.allSatisfy({ attribute in
        guard attribute.name == nil else { return true }
        guard case .spread(let value) = attribute.value else { return false }
        return props.isProps(value)
      })
    {
      var shown = Set<String>()
      if let written = element.attributes.last(where: { $0.name == drawn.shown }) {
        if !written.value.isBlank, FileContext.isErrorGiven(written.valueSource),
          !carried.contains(where: { $0.holds(ErrorText.normalized(written.valueSource)) != false })
        {
          shown = Self.propsReferenced(in: written.valueSource, pattern: props, isClass: isClass)
        }
      } else if flow.reaches(drawn.shown), !carried.contains(where: { $0.holds(drawn.shown) != false }) {
        shown = [drawn.shown]
      }
      found.formUnion(shown)
      if flow.reaches(drawn.onText) {
        for name in shown { announcedWith[name] = [drawn.onText] }
      }
    }
    // A component of the wrapper that draws an error it is given (a container the input is a child of, a
    // footer): the wrapper has one input, so that error is the input's.
    for (index, candidate) in facts.elements.enumerated()
    where candidate.scope == key.scope && index != input.index && !candidate.isInCallback
      && Self.mayBeComponent(context.identities[index]) && !candidate.tag.isEmpty
    {
      guard let drawer = component(file: key.file, tag: candidate.tag, depth: 0), drawer != key else { continue }
      for name in errorsDrawn(by: candidate, rendering: drawer) {
        guard let source = candidate.attributes.last(where: { $0.name == name })?.valueSource else { continue }
        let normalized = ErrorText.normalized(source)
        guard !carried.contains(where: { $0.holds(normalized) != false }) else { continue }
        found.formUnion(Self.errorPropsReferenced(in: source, pattern: props, isClass: isClass))
      }
    }
    // An error text of the wrapper's own beside the input, or below an element that holds it (the pressable around
    // it) while nothing else there acts: the error of another control or of a submit button is not the input's.
    let near = Self.nearInput(input.index, holders: holders, in: context)
    let imported = Set(facts.imports.map(\.localName))
    var drawnUngated = Set<String>()
    for (index, candidate) in facts.elements.enumerated() where near.contains(index) && !candidate.isInCallback {
      guard let expression = ErrorText.errorExpression(candidate, index: index, in: context) else { continue }
      let referenced = Self.propsReferenced(in: expression, pattern: props, isClass: isClass)
      let normalized = ErrorText.normalized(expression)
      // A live region around it announces it.
      var live = false
      var around: Int? = index
      while let current = around, !live {
        live = ErrorText.isLiveRegion(facts.elements[current], in: context)
        around = facts.elements[current].parent
      }
      guard !referenced.isEmpty, !live, !carried.contains(where: { $0.holds(normalized) != false }),
        !facts.functions.contains(where: { function in
          function.scope == key.scope
            && function.announcements.contains { ErrorText.normalized($0).contains(normalized) }
        })
      else { continue }
      found.formUnion(referenced)
      // A message drawn once whenever it is given is an instruction, however else it is drawn.
      let gates = Self.messageGates(
        of: candidate, showing: referenced, locals: Locals(of: candidate, scope: key.scope, in: facts),
        imported: imported)
      for name in referenced {
        if gates == nil { drawnUngated.insert(name) }
        messageGates[name] = drawnUngated.contains(name) ? nil : gates
      }
    }
    return (found.sorted(), messageGates, announcedWith.filter { found.contains($0.key) && !$0.value.isEmpty })
  }

  /// The props an error given to a component is read from, as the call sites' errors: not an object only a path
  /// into it is read from (`error={store.errors.amount}`, a `store` prop), which holds no error a call site
  /// writes: that error is judged where it is given.
  static func errorPropsReferenced(in source: String, pattern: PropsPattern, isClass: Bool) -> Set<String> {
    propsReferenced(in: source, pattern: pattern, isClass: isClass).filter { name in
      ErrorText.namesAnError(name) || readsWhole(name, in: source)
    }
  }

  /// Whether a source reads a name other than as the start of a path (`store`, `store || fallback`; not
  /// `store.errors.amount` or `store?.error`), matched as a whole identifier.
  static func readsWhole(_ name: String, in source: String) -> Bool {
    let bytes = Array(source.utf8)
    let word = Array(name.utf8)
    guard !word.isEmpty, bytes.count >= word.count else { return false }
    var start = 0
    while start + word.count <= bytes.count {
      defer { start += 1 }
      guard bytes[start..<(start + word.count)].elementsEqual(word) else { continue }
      if start > 0, ASCIIWords.isIdentifierByte(bytes[start - 1]) { continue }
      var next = start + word.count
      if next < bytes.count, ASCIIWords.isIdentifierByte(bytes[next]) { continue }
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
      guard next < bytes.count else { return true }
      let following = bytes[next]
      if following == UInt8(ascii: ".")
        || following == UInt8(ascii: "?") && next + 1 < bytes.count
          && bytes[next + 1] == UInt8(ascii: ".")
        || following == UInt8(ascii: "[")
      {
        continue
      }
      return true
    }
    return false
  }

  /// How many elements holding an input are followed, helpers' sites included.
  static let maxHolders = 64

  /// Props a button draws as its words (`<Button title="Send" />`, `<Chip label={…} />`).
  static let wordProps: Set<String> = ["title", "label", "text", "tx", "children"]

  /// The elements of a component that stand near its input: its siblings, and, going up the elements that hold
  /// it while each holds nothing else that acts (a pressable, a field, an element with a handler; not one that
  /// presents the error, `ErrorText.presentedError`, nor an icon to press that shows no words), everything under
  /// them. Not the input or what holds it.
  static func nearInput(_ input: Int, holders: [Int], in context: FileContext) -> Set<Int> {
    let elements = context.facts.elements
    var children: [Int: [Int]] = [:]
    for (index, element) in elements.enumerated() {
      if let parent = element.parent { children[parent, default: []].append(index) }
    }
    let chain = Set([input] + holders)
    func subtree(_ root: Int) -> [Int] {
      var found: [Int] = []
      var stack = children[root] ?? []
      while let next = stack.popLast() {
        found.append(next)
        stack += children[next] ?? []
      }
      return found
    }
    // What presents the error (`onPress={() => Alert.alert(error)}`) is part of showing it. An icon to press, a
    // pressable of react-native's that shows no words (showing what a password field holds, clearing or removing
    // the field), acts on the input and has no error of its own: the error the wrapper is given is the input's.
    // What says what it does in words may (a send that failed), and so may a component of the project, whatever it
    // draws (a picker of units beside the field).
    func acts(_ index: Int) -> Bool {
      guard
        context.identities[index].isPressable || context.isFormField(index)
          || elements[index].attributes.contains(where: { ErrorText.isHandler($0.name) })
      else { return false }
      let isIcon =
        context.identities[index].isPressable && !([index] + subtree(index)).contains(where: showsWords)
      return ErrorText.presentedError(elements[index]) == nil && !isIcon
    }
    func showsWords(_ index: Int) -> Bool {
      let shown = FileContext.shownText(elements[index])
      return shown.words || !shown.values.isEmpty
        || elements[index].attributes.contains { Self.wordProps.contains($0.name ?? "") }
    }
    // Each level adds what its holder holds besides the chain (at the first, what the input holds too); what the
    // levels below added was found not to act.
    var near = Set<Int>()
    for (level, holder) in holders.enumerated() {
      let siblings = (children[holder] ?? []).filter { !chain.contains($0) }
      let added = (level == 0 ? subtree(input) : []) + siblings + siblings.flatMap(subtree)
      if added.contains(where: acts) {
        if level == 0 { near.formUnion(siblings) }
        break
      }
      near.formUnion(added)
    }
    return near
  }

  /// When an error text is drawn only under a condition that reads more than the message it shows (`hasError &&
  /// <Text>{errorMessage}</Text>`, the wrapper's own error state): the props of the wrapper that condition reads
  /// besides the message, each with its default. A message the call site writes (`errorMessage="Wrong PIN"`) is then
  /// the error, shown when the condition holds; drawn whenever it is given, it is an instruction. A condition is
  /// read through the locals it is computed from; it gates the message when it reads another prop, or an
  /// error-named value of the component's own (its error state). Nil when nothing else is tested (a local made from
  /// the message, `Platform.OS`), when a prop is tested negated (`!hideError`) or a condition cannot be read.
  static func messageGates(
    of element: ElementFact, showing messages: Set<String>, locals: Locals, imported: Set<String>
  ) -> [String: ValueFact?]? {
    let scope = locals.scope
    let props = scope.props ?? PropsPattern()
    var gates: [String: ValueFact?] = [:]
    var gated = false
    for condition in element.guards.flatMap(conjuncts) {
      guard !condition.hasPrefix("?") else { return nil }
      // What it reads, through the locals it is computed from (`const hasError = !!errorMessage`).
      var read = propsReferenced(in: condition, pattern: props, isClass: scope.isClass)
      var state = false
      var names = tokens(of: condition).filter { !$0.afterDot }.map(\.name)
      var seen = Set<String>()
      while let name = names.popLast() {
        guard seen.insert(name).inserted, seen.count < 64, props.prop(forLocal: name) == nil else { continue }
        // A name bound with nothing known of it (`const { hasError } = field`) is read by its name, as one never
        // recorded.
        if let sources = locals.derived(name), sources != [ScopeFact.notAllRead], !locals.holdsState(name) {
          for source in sources where source != ScopeFact.notAllRead {
            read.formUnion(propsReferenced(in: source, pattern: props, isClass: scope.isClass))
            if !source.contains(".") { names.append(source) }
          }
        } else if !imported.contains(name), ErrorText.namesAnError(name) {
          state = true  // the component's own error state (`const [hasError, setHasError] = useState(false)`)
        }
      }
      let others = read.subtracting(messages)
      if !others.isEmpty {
        // `!hideError && message`: shown when a prop is falsy; not read as a gate.
        if condition.hasPrefix("!") { return nil }
        gated = true
        for name in others { gates[name] = fallback(of: name, readIn: condition, locals: locals, pattern: props) }
      } else if state {
        gated = true
      }
    }
    return gated ? gates : nil
  }

  /// The operands of a condition's `&&`s that must each hold (`hasError && message` → `hasError`, `message`;
  /// `(a && b) && c` → `a`, `b`, `c`), read outside string literals and comments. An operand that may hold without
  /// any one of its names (`showHint || hasError`, a ternary, `hint ?? shown`) is left out: it gates nothing;
  /// `flag ?? false` is `flag`.
  public static func conjuncts(_ condition: String) -> [String] {
    let source = condition.trimmingCharacters(in: .whitespacesAndNewlines)
    let bytes = Array(source.utf8)
    guard !bytes.isEmpty else { return [] }
    let top = TopLevel(bytes)
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // `||` and the ternary bind looser than `&&`: `a && b || c` may hold without `a`.
    if top.disjunctive { return [] }
    if let nullish = top.nullish {
      let fallback = text(nullish + 2..<bytes.count).trimmingCharacters(in: .whitespacesAndNewlines)
      return ["false", "null", "undefined", "0", "''", "\"\""].contains(fallback) ? conjuncts(text(0..<nullish)) : []
    }
    if !top.ands.isEmpty {
      var found: [String] = []
      var start = 0
      for and in top.ands + [bytes.count] {
        found += conjuncts(text(start..<and))
        start = and + 2
      }
      return found
    }
    return top.enclosed ? conjuncts(text(1..<bytes.count - 1)) : [source]
  }

  /// The wrapper props that name its input through an object prop (`touchableWrapperProps={{ accessibilityLabel:
  /// label }}`), and whether the input is named whatever they are (a label written there, or an object the file does
  /// not show). Apart from `compute`, whose frame every wrapper of a chain of wrappers adds to the stack.
  @inline(never)
  private static func nestedLabels(
    _ names: [String], of element: ElementFact, in context: FileContext, locals: Locals, props: PropsPattern
  ) -> (props: Set<String>, always: Bool)? {
    var found = Set<String>()
    var always = false
    for name in names {
      guard let dot = name.firstIndex(of: "."),
        let attribute = element.attributes.last(where: { $0.name == String(name[..<dot]) })
      else { continue }
      let referenced = naming(propsRead(by: attribute.valueSource, locals: locals, pattern: props))
      if !referenced.isEmpty {
        found.formUnion(referenced)
        continue
      }
      switch context.prop(name, of: element) {
      case .absent: continue
      case .value(let value, _) where value.isBlank: continue
      default: always = true
      }
    }
    return found.isEmpty && !always ? nil : (found, always)
  }

  /// The props of a wrapper that may reach what a screen reader reads with its input (`WrapperSummary.carried`): what
  /// the input's carrying props read, an inner wrapper's passed on by name or by the props' spread, the call site's
  /// own carrying props where they are spread onto a react-native input, and what the wrapper announces or shows in
  /// a live region. Nil when a spread of something else than the props reaches the input, or a source reads a value
  /// of unknown origin.
  @inline(never)
  private static func carried(
    to input: (index: Int, inner: WrapperSummary?), in key: ComponentKey, context: FileContext,
    flow: PropFlow, props: PropsPattern
  ) -> Set<String>? {
    let facts = context.facts
    let scope = facts.scopes[key.scope]
    let element = facts.elements[input.index]
    var found = Set<String>()
    func add(_ source: String, function: Int?, place: SourcePosition? = nil) -> Bool {
      let locals = Locals(scope: scope, function: function, functions: facts.functions, place: place)
      guard let read = propsCarried(by: source, locals: locals, pattern: props) else { return false }
      found.formUnion(read)
      return true
    }
    for attribute in element.attributes where attribute.name == nil {
      guard case .spread(let value) = attribute.value, props.isProps(value) else { return nil }
    }
    // Labelled or described by another element (`accessibilityLabelledBy="fieldError"`): what that shows is read.
    if FileContext.labelledByProps.contains(where: { name in element.attributes.contains { $0.name == name } }) {
      return nil
    }
    guard let names = input.inner.map({ $0.carried }) ?? Set(ErrorText.carryingProps) else { return nil }
    for name in names {
      if let attribute = element.attributes.last(where: { $0.name == name }),
        !add(attribute.valueSource, function: element.function, place: element.range.start)
      {
        return nil
      }
      if flow.reaches(name) { found.insert(name) }
    }
    for (index, function) in facts.functions.enumerated() where function.scope == key.scope {
      for announced in function.announcements where !add(announced, function: index) { return nil }
      // An announcement or a focus move the file cannot see into (a helper of its own, a namespace import).
      if function.calls.contains(where: { call in
        call.last.map { $0.lowercased().contains("announce") || $0 == "setAccessibilityFocus" } ?? false
      }) {
        return nil
      }
    }
    for (index, other) in facts.elements.enumerated() where other.scope == key.scope && index != input.index {
      // A live region reads whatever it holds, and a component may attach what it is given (an error text of its
      // own, a clone of its children with a hint): anything they read may be carried.
      if ErrorText.isLiveRegion(other, in: context) { return nil }
      let isReactNative =
        context.identityResolver.importFact(for: other.tag)?.module == ComponentIdentity.reactNativeModule
      let locals = Locals(of: other, scope: key.scope, in: facts)
      for attribute in other.attributes {
        guard let name = attribute.name else {
          if case .spread(let value) = attribute.value, props.isProps(value) { return nil }
          found.formUnion(propsRead(by: attribute.valueSource, locals: locals, pattern: props))
          continue
        }
        // A react-native view reads what its accessibility props say (an accessible container's label).
        if isReactNative && !(ErrorText.carryingProps + FileContext.labelProps).contains(name) { continue }
        if ["style", "testID", "key"].contains(name) { continue }
        found.formUnion(propsRead(by: attribute.valueSource, locals: locals, pattern: props))
      }
      if !isReactNative {
        for source in other.childExpressions { found.formUnion(propsRead(by: source, locals: locals, pattern: props)) }
      }
    }
    // A prop defaulting to another (`hint = error`) carries that one.
    let defaultsToAnother = found.contains { name in
      switch props.defaults[name] {
      case nil, .string?, .number?, .boolean?, .null?, .undefined?: false
      default: true
      }
    }
    return defaultsToAnother ? nil : found
  }

  /// Names a carrying prop's source may read besides props and locals: literals, and calls that pass on what they
  /// are given.
  static let transparentWords: Set<String> = [
    "true", "false", "null", "undefined", "typeof", "void", "useMemo", "useCallback", "String", "Boolean", "Number",
  ]

  /// The wrapper props a source reads, through the local values computed from them (`ScopeFact.derived`); nil when
  /// it reads anything else that could hold a prop: the props whole (given to a hook), a local whose origin is not
  /// all recorded (destructured from a hook's result, assigned again), any other name.
  static func propsCarried(by source: String, locals: Locals, pattern: PropsPattern) -> Set<String>? {
    let scope = locals.scope
    var found = Set<String>()
    var pending = [source]
    var seen = Set<String>()
    while let source = pending.popLast() {
      let tokens = tokens(of: source)
      for (position, token) in tokens.enumerated() where !token.afterDot {
        let members = tokens[(position + 1)...].prefix(while: \.afterDot).prefix(2).map(\.name)
        if !locals.hidesProp(token.name),
          let prop = (1...3).lazy.compactMap({ count in
            pattern.prop(at: Array(([token.name] + members).prefix(count)), thisProps: scope.isClass)
          }).first
        {
          found.insert(prop)
        } else if let words = locals.derived(token.name) {
          guard !words.contains(ScopeFact.notAllRead) else { return nil }
          if seen.insert(token.name).inserted { pending += words }
        } else if !transparentWords.contains(token.name) {
          return nil
        }
      }
    }
    return found
  }

  /// The wrapper props an expression reads, directly or through local values computed from them
  /// (`const text = useMemo(() => `${label}. ${required ? 'Required' : ''}`, [label, required])`).
  static func propsRead(by source: String, locals: Locals, pattern: PropsPattern) -> Set<String> {
    let isClass = locals.scope.isClass
    var found = propsReferenced(in: source, pattern: pattern, isClass: isClass, hidden: locals.hidesProp)
    guard !locals.isEmpty else { return found }
    var pending = tokens(of: source).filter { !$0.afterDot && locals.derived($0.name) != nil }.map(\.name)
    var seen = Set<String>()
    while let local = pending.popLast() {
      guard seen.insert(local).inserted, seen.count <= maxDerivedDepth else { continue }
      for word in locals.derived(local) ?? [] {
        let path = word.split(separator: ".").map(String.init)
        if let prop = pattern.prop(at: path, thisProps: isClass) {
          found.insert(prop)
        } else if path.count == 1, locals.derived(word) != nil {
          pending.append(word)
        }
      }
    }
    return found
  }

  static let maxDerivedDepth = 32

  /// The prop and key of a value read as `prop[anything].key` (`radioValues[radioRow].label`, optional chains
  /// too), where `prop` is one of the component's props.
  static func entryKey(_ source: String, pattern: PropsPattern) -> (prop: String, key: String)? {
    let compact = ErrorText.normalized(source)
    guard let open = compact.firstIndex(of: "["), let close = compact.lastIndex(of: "]"), open < close,
      compact[close...].hasPrefix("]."), !compact[compact.index(after: open)..<close].contains("[")
    else { return nil }
    let head = String(compact[..<open])
    let key = String(compact[compact.index(close, offsetBy: 2)...])
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      let prop = pattern.prop(at: head.split(separator: ".").map(String.init), thisProps: false)
        ?? pattern.prop(at: head.split(separator: ".").map(String.init), thisProps: true)
    else { return nil }
    return (prop, key)
  }

  /// Whether a component renders, beside its input and on screen with it, a pressable (or a `…Button`) whose press
  /// hands the caller something: it calls a handler prop (`onPress(value)`, `this.props.onSave()`,
  /// `onPress={onSubmit}`), not one that changes, clears, cancels or toggles the field (`onClear()`).
  static func submitsItself(input: Int, key: ComponentKey, props: PropsPattern, in context: FileContext) -> Bool {
    let facts = context.facts
    let field = Set(context.subtree(of: input))
    let handlers = props.keys.filter { name, _ in
      SourceWords.starts(name, with: "on")
        && !ErrorText.words(name).contains {
          [
            "change", "clear", "cancel", "reset", "toggle", "focus", "blur", "close",
            "dismiss", "show", "hide", "open", "layout", "scroll", "key",
          ].contains($0)
        }
    }
    guard !handlers.isEmpty else { return false }
    for (index, element) in facts.elements.enumerated()
    where element.scope == key.scope && !field.contains(index) && !element.isInCallback
      && (context.identities[index].isPressable || element.tag.last?.hasSuffix("Button") == true)
      && !context.isHiddenFromAccessibility(index)
    {
      guard let press = element.attributes.last(where: { $0.name == "onPress" })?.value else { continue }
      // The handler prop itself, or a function of the file that calls it.
      let callees = handlers.flatMap { name, local in [[local], ["props", name], ["this", "props", name]] }
      switch press {
      case .identifier(let local) where callees.contains([local]): return true
      case .member(let path) where callees.contains(path): return true
      default:
        if let function = context.function(for: press, scope: element.scope),
          function.calls.contains(where: callees.contains)
        {
          return true
        }
      }
    }
    return false
  }

  /// Of the props an accessible name is computed from, those that can name the field: a label, title, caption or
  /// placeholder. Others only add to a name (a "Required" flag, the error, the value); when none can name it, all
  /// of them count, since the file cannot tell.
  static func naming(_ props: Set<String>) -> Set<String> {
    let naming = props.filter { prop in
      let lower = prop.lowercased()
      return ["label", "title", "caption", "placeholder"].contains { lower.contains($0) }
    }
    return naming.isEmpty ? props : naming
  }

  static let keyboardProps = ["blurOnSubmit", "submitBehavior", "onSubmitEditing", "multiline", "returnKeyType"]
  /// Props whose value at the input a wrapper may default (`keyboardDefaults`): the return key's and the keyboard's.
  static let defaultedProps =
    keyboardProps + [
      "returnKeyLabel", "keyboardType", "inputMode", "secureTextEntry", "textContentType", "autoComplete", "editable",
    ]

  /// The wrapper props an expression's source reads: destructured names, `props.x`, `this.props.x`.
  public static func propsReferenced(
    in source: String, pattern: PropsPattern, isClass: Bool, hidden: (String) -> Bool = { _ in false }
  ) -> Set<String> {
    var found = Set<String>()
    let tokens = tokens(of: source)
    for (index, (name, afterDot)) in tokens.enumerated() {
      if !afterDot, hidden(name) { continue }
      if !afterDot, let prop = pattern.prop(forLocal: name) { found.insert(prop) }
      if index + 1 < tokens.count, tokens[index + 1].afterDot {
        if let props = pattern.name, name == props, !afterDot { found.insert(tokens[index + 1].name) }
        if isClass, name == "props", afterDot, index > 0, tokens[index - 1].name == "this" {
          found.insert(tokens[index + 1].name)
        }
      }
    }
    return found
  }

  /// The names in an expression's source outside string literals, each with whether a dot comes before it.
  static func tokens(of source: String) -> [(name: String, afterDot: Bool)] {
    ASCIIWords.tokens(of: source) ?? tokensByCharacter(of: source)
  }

  /// `tokens` read by characters, for text beyond ASCII.
  static func tokensByCharacter(of source: String) -> [(name: String, afterDot: Bool)] {
    var token = ""
    var previousEndedWithDot = false
    var tokens: [(name: String, afterDot: Bool)] = []
    var quote: Character?
    for character in source + " " {
      // Words inside string literals are text, not props.
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        if !token.isEmpty { tokens.append((token, previousEndedWithDot)) }
        token = ""
        previousEndedWithDot = false
        continue
      }
      if character.isLetter || character.isNumber || character == "_" || character == "$" {
        token.append(character)
      } else {
        if !token.isEmpty { tokens.append((token, previousEndedWithDot)) }
        previousEndedWithDot = character == "."
        token = ""
      }
    }
    return tokens
  }

  /// The component an element renders, when it resolves to one.
  public func component(ofElement index: Int, inFile file: Int) -> ComponentKey? {
    componentsByFile[file][index]
  }
}

extension ProjectIndex {
  /// Adds parsed files to an index made for planning (`link: false`), returning their entry numbers. Resolutions
  /// that found no parsed file are forgotten: a module may now resolve to one of the new files.
  @discardableResult
  public func add(_ added: [Entry]) -> Range<Int> {
    precondition(!isLinked, "an index is linked once, with every file it will hold")
    let start = files.entries.count
    files.append(added)
    lookup.forgetMisses()
    return start..<files.entries.count
  }

  /// What one file adds to the reach of form fields: its components that render a form field themselves, those
  /// that render an input the file alone knows (once per input, so that the planner can tell which have two), and
  /// which of its components render which other components (resolved through the files parsed so far).
  public func renders(ofFile file: Int) -> (
    fields: [ComponentKey], inputs: [ComponentKey], renders: [(component: ComponentKey, target: ComponentKey)]
  ) {
    var fields: [ComponentKey] = []
    var inputs: [ComponentKey] = []
    var renders: [(component: ComponentKey, target: ComponentKey)] = []
    let context = files.entries[file].context
    // Counted as linking counts a component's inputs (`compute`): what it shows only from an event handler is none.
    var shownImperatively: [Int: Set<Int>] = [:]
    for (index, element) in context.facts.elements.enumerated() {
      guard let scope = element.scope else { continue }
      let key = ComponentKey(file: file, scope: scope)
      switch context.identities[index] {
      case let identity where identity.isFormField:
        fields.append(key)
        guard WrapperSummary.countsAsInput(identity) else { continue }
        if shownImperatively[scope] == nil {
          shownImperatively[scope] = Self.shownImperatively(in: context, scope: scope)
        }
        if shownImperatively[scope]?.contains(index) != true { inputs.append(key) }
      case .unknown where !element.tag.isEmpty:
        let known = files.knownIdentity(file: file, tag: element.tag, depth: 0, lookup: &lookup)
        // Not counted among `inputs`: what a tag names across files is known only once those files are parsed,
        // so counting it would make which components unwrap depend on the order files are parsed in.
        // Given a control's role and an action, it is a control if it is a pressable (`link`): counted as a field,
        // whatever it turns out to be.
        if context.configuration.components[element.tagName] != nil || known.isFormField
          || Self.mayBeControl(index, in: context)
        {
          fields.append(key)
        } else if let target = files.component(file: file, tag: element.tag, depth: 0, lookup: &lookup),
          target != key
        {
          renders.append((key, target))
        }
      default:
        continue
      }
    }
    return (fields, inputs, renders)
  }

  /// A file's exports of the given components: the names they are exported under (not `default`), whether it
  /// exports one by any name (`default` included), whether `default` is one, and the files its `export *` takes
  /// from.
  public func exports(ofFile file: Int, rendering relevant: Set<ComponentKey>) -> (
    names: [String], exporting: Bool, byDefault: Bool, stars: [Int]
  ) {
    var names: [String] = []
    var exporting = false
    var byDefault = false
    var stars: [Int] = []
    for export in files.entries[file].context.facts.exports {
      if export.star {
        if let module = export.module, let target = files.target(module, from: file, &lookup) { stars.append(target) }
        continue
      }
      // A component that renders a field, or an alias of a known field (`export const Input = styled(TextInput)`).
      if let key = files.exported(file: file, name: export.exported, depth: 0, lookup: &lookup) {
        guard relevant.contains(key) else { continue }
      } else {
        guard files.exportedIdentity(file: file, name: export.exported, depth: 0, lookup: &lookup).isFormField
        else { continue }
      }
      exporting = true
      if export.exported == "default" { byDefault = true } else { names.append(export.exported) }
    }
    return (names, exporting, byDefault, stars)
  }
}

extension FileContext {
  /// An element's props as its text input receives them: its own, or, at the call site of a wrapper, the call
  /// site's where the wrapper passes them on (with its defaults where the call site passes nothing), and the
  /// wrapper's own return-key props where it does not (`WrapperSummary.fixedKeyboard`).
  public func inputProps(of index: Int) -> (String) -> PropValue {
    let element = facts.elements[index]
    guard let wrapper = wrappers[index] else { return { prop($0, of: element) } }
    return { name in
      // A prop the call site sets under the wrapper's name for it (`onSubmit` for `onSubmitEditing`); left out, it
      // gets the wrapper's default, unknown here.
      if !wrapper.forwards(name), let renamed = wrapper.renamed[name] {
        let value = prop(renamed.prop, of: element)
        if case .absent = value, renamed.defaulted { return .unknown }
        return value
      }
      // A keyboard prop the call site cannot set: what the wrapper writes, or unknown.
      if !wrapper.forwards(name), ProjectIndex.defaultedProps.contains(name) {
        if name == "editable", wrapper.fixedKeyboard[name] == nil, let unless = wrapper.editableUnless {
          switch prop(unless, of: element) {
          case .absent, .value(.boolean(false), _), .value(.null, _), .value(.undefined, _):
            return .value(.boolean(true), nil)
          case .value(.boolean(true), _): return .value(.boolean(false), nil)
          default: return .unknown
          }
        }
        guard let kept = wrapper.fixedKeyboard[name] else { return .unknown }
        return kept.map { .value($0, nil) } ?? .absent
      }
      let value = prop(name, of: element)
      if case .absent = value, let fallback = wrapper.keyboardDefaults[name] { return .value(fallback, nil) }
      return value
    }
  }
}
