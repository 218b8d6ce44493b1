import AmascanCore
import AmascanRules

/// Which files the scan parses when the prefilter is on. A file is parsed at once when its words show it may
/// render a form field amascan knows (a react-native one by its name; another library's when it imports that
/// library) or a component `amascan.json` maps, a control's role (`accessibilityRole="checkbox"`, on a pressable of
/// react-native or of the project), a pressable together with a prop that hides it or a control's name (`function
/// Checkbox`) or a word of an icon drawing a radio button's or a checkbox's state (`radio`, `check-box`), a press that
/// only calls a name with `true` (`LexicalFacts.opensOnPress`: a picker may open), an
/// asterisk that may end a text (`LexicalFacts.drawsAsterisk`: a label component other files render), or an
/// `amascan-disable` comment. The others wait until `ReachPlanner`, following the module graph, finds that they
/// import a component rendering a form field from a parsed file, or that a parsed file asks what they draw or
/// re-export. A
/// file never parsed can hold no finding and can lead no other file to one, so the findings are those of parsing
/// everything.
struct ScanPlan {
  private let formFields: WordQuery
  private let pressables: WordQuery
  /// The words of each hiding prop but `accessible` (`aria` and `hidden` for `aria-hidden`).
  private let hiding: [[UInt32]]
  private static let accessible = LexicalFacts.hash("accessible")
  /// A pressable given a control's role (`FileContext.controlRoles`) is that control.
  private static let roleProps = WordQuery(words: ["accessibilityRole", "role"])
  private static let controlRoles = WordQuery(words: Set(FileContext.controlRoles.keys))
  private static let amascan = LexicalFacts.hash("amascan")
  private static let (radio, radiobox, checkbox, check, box) = (
    LexicalFacts.hash("radio"), LexicalFacts.hash("radiobox"), LexicalFacts.hash("checkbox"),
    LexicalFacts.hash("check"),
    LexicalFacts.hash("box")
  )
  private static let aliasing = WordQuery(words: KnownWords.aliasing)
  private static let fieldModules = KnownWords.formFieldModules.mapValues { exports in
    (names: WordQuery(words: exports.names), byDefault: exports.byDefault)
  }

  init(configurations: [Configuration]) {
    var formFields = KnownWords.formFields
    formFields.insert("amascan")
    for configuration in configurations {
      for name in configuration.components.keys { formFields.insert(KnownWords.lastWord(name)) }
    }
    self.formFields = WordQuery(words: formFields)
    pressables = WordQuery(words: KnownWords.pressables)
    hiding = FileContext.hidingProps.filter { $0 != "accessible" }.map { prop in
      prop.split(separator: "-").map { LexicalFacts.hash(String($0)) }
    }
  }

  /// Whether a file must be parsed whatever other files hold. `accessible` hides only the element carrying
  /// it, so a file whose every `accessible` sits on a react-native element that is not a pressable (a
  /// decorative `<Image accessible={false} />`) hides no pressable with it. A `.ts` file holds no JSX, so no
  /// element and no finding of its own: it needs its tree at once for a suppression comment (reported whatever
  /// the findings), or when it names a form field and can export an alias of it: it calls what makes one
  /// (`export const Input = styled(TextInput)`) or re-exports from a module (`export { TextInput as Input }
  /// from 'react-native'`). What else it exports reaches other files through the planner.
  func mustParse(_ lexical: LexicalFacts, dialect: SourceDialect) -> Bool {
    let namesFormField =
      lexical.containsAny(formFields)
      || [lexical.modules, lexical.defaultModules, lexical.namedModules].joined().contains { module in
        guard let exports = Self.fieldModules[module] else { return false }
        return exports.byDefault || lexical.containsAny(exports.names)
      }
    if dialect == .typescript {
      return lexical.contains(Self.amascan)
        || (namesFormField && (lexical.containsAny(Self.aliasing) || !lexical.modules.isEmpty))
    }
    if namesFormField { return true }
    // A label ending in an asterisk that other files may render beside their fields (`AsteriskLabel`).
    if lexical.drawsAsterisk { return true }
    // A press that may open a picker of the value it shows (`ValuePicker`), on a pressable of any kind.
    if lexical.opensOnPress { return true }
    // A control's role: on a react-native pressable, or on a pressable of the project (`ProjectIndex.link`).
    if lexical.containsAny(Self.roleProps) && lexical.containsAny(Self.controlRoles) { return true }
    guard lexical.containsAny(pressables) else { return false }
    // A component named as a control whose pressable has no role (`FileContext.namedControl`).
    if lexical.namesControl { return true }
    // An icon drawing a radio button's or a checkbox's state in a row (`FileContext.glyphToggle`).
    if lexical.contains(Self.radio) || lexical.contains(Self.radiobox) || lexical.contains(Self.checkbox)
      || (lexical.contains(Self.check) && lexical.contains(Self.box))
    {
      return true
    }
    if hiding.contains(where: { $0.allSatisfy(lexical.contains) }) { return true }
    return lexical.contains(Self.accessible) && !lexical.accessibleOnOthersOnly
  }

}

/// Which waiting files the parsed ones make relevant, found in one pass over the module graph. Each file's
/// imports are resolved once; then a worklist follows the graph from what changed: a parsed file's components
/// that render a form field (directly, or through components of other files), and the names under which each
/// parsed file exports them. When a file's exports of such components grow, its importers are looked at: a
/// waiting file is parsed when it takes a whole module or re-exports from it (the module route), takes its
/// default export when that is such a component (the default route), or imports names from it and one of those
/// names is among its words (the name route, which a default import also takes); a parsed one is looked at
/// again, since its tags and re-exports may now lead further. Newly parsed files join the index and
/// the walk goes on from them. Work is proportional to the files and import edges that change, never a pass
/// over the whole project per step. A file never parsed can hold no finding and lead no other file to one.
struct ReachPlanner {
  enum Route { case module, byDefault, named, parsed }

  /// Per file read (work index): the files that import it by a specifier that is not relative, and how.
  private let importersByName: [[(file: Int, route: Route)]]
  /// The files that import a file, every way, once asked (`importers(of:)`).
  private var importers: [Int: [(file: Int, route: Route)]] = [:]
  /// Every relative specifier, and where it leads once resolved (each at most once).
  private var specifiers: [(file: Int, module: String, route: Route)] = []
  private var targets: [Int: String?] = [:]
  /// Relative specifiers (indices into `specifiers`) by the stem of their last segment (`ModuleResolver.Reach`): a
  /// file's importers are looked for among those that can name it, and only those are resolved.
  private var relative: [Substring: [Int]] = [:]
  /// Relative specifiers that can name any file (`.`, `..`).
  private var anywhere: [Int] = []
  private var resolver: ModuleResolver
  private let paths: [String]
  /// The parsed files so far, for resolving; not linked.
  let index: ProjectIndex
  /// Work index of each entry of the index, and back.
  private var workOfEntry: [Int] = []
  private var entryOfWork: [Int: Int] = [:]
  private var relevant = Set<ComponentKey>()
  /// Components with two inputs of their own: never relevant through what they render.
  private var unwrapping = Set<ComponentKey>()
  private var renderedBy: [ComponentKey: [ComponentKey]] = [:]
  private var names: [Int: Set<String>] = [:]
  private var exporting = Set<Int>()
  private var exportingByDefault = Set<Int>()
  private var toExamine = Set<Int>()
  private var toExport = Set<Int>()
  private var reached = Set<Int>()
  /// Work index of each path read, to parse the module an import names.
  private let workOfPath: [String: Int]
  /// The words of each file read but not parsed when planning began (work index), nil for those parsed.
  private let lexical: [LexicalFacts?]
  /// The only files that may be parsed, when the scan plans within what a few reported files import.
  private let allowed: Set<Int>?
  /// Names asked of a file (work index) because an element elsewhere gives the component of that name an error
  /// (`<FloatingInputContainer error={error}>`): what it draws is known only once it is parsed.
  private var demanded: [Int: Set<String>] = [:]
  /// Entries already looked at for elements that give an error to a component of another file, and those to
  /// look at: files with a component that renders a field, and files asked what they draw.
  private var lookedAtForErrors = Set<Int>()
  private var toFollow = Set<Int>()
  /// Every name asked of a file, once.
  private var asked = Set<NameInFile>()
  /// Components whose roots were asked for (`askRoots`), once.
  private var rootsAsked = Set<ComponentKey>()
  /// Files parsed for what they draw, to add to the next batch.
  private var drawers: [Int] = []
  /// Tests, stories and mocks not reported (work indices): no call site in them counts, so they matter only to
  /// files that import them, and are parsed only when some file does.
  private let heldBack: Set<Int>
  /// Held-back files whose words alone would have had them parsed at once: parsed in the first batch when some
  /// file imports them.
  private var deferred: [Int]

  /// `entries` are the files parsed at once (work indices `parsed`). Per file read: `lexical` its words when it is
  /// not parsed, `relative` the relative modules it imports and how, resolved when a file they can name is
  /// parsed; `named` where its other imports lead (work indices), resolved as the files were read.
  init(
    entries: [ProjectIndex.Entry], parsed: [Int], lexical: [LexicalFacts?],
    relative specifiers: [[(module: String, route: Route)]],
    named: [[(target: Int, route: Route)]], paths: [String], workOfPath: [String: Int], resolver: ModuleResolver,
    allowed: Set<Int>? = nil, heldBack: Set<Int> = [], deferred: [Int] = []
  ) {
    self.allowed = allowed
    self.lexical = lexical
    self.heldBack = heldBack
    self.deferred = deferred
    var importers = [[(file: Int, route: Route)]](repeating: [], count: paths.count)
    for (file, edges) in named.enumerated() {
      for edge in edges { importers[edge.target].append((file, edge.route)) }
    }
    for (file, list) in specifiers.enumerated() {
      for (module, route) in list {
        let stem = ModuleResolver.Reach.stem(ofSpecifier: module)
        if let stem {
          relative[stem, default: []].append(self.specifiers.count)
        } else {
          anywhere.append(self.specifiers.count)
        }
        self.specifiers.append((file, module, route))
      }
    }
    importersByName = importers
    self.paths = paths
    self.workOfPath = workOfPath
    self.resolver = resolver
    index = ProjectIndex(entries: entries, resolver: resolver, link: false)
    for work in parsed { adopt(work) }
  }

  /// The files that import a file: those found by name at once, and the relative specifiers that can name it and
  /// resolve to it.
  private mutating func importers(of work: Int) -> [(file: Int, route: Route)] {
    if let known = importers[work] { return known }
    var found = importersByName[work]
    let candidates = ModuleResolver.Reach.stems(ofFile: paths[work]).flatMap { relative[$0] ?? [] } + anywhere
    for candidate in candidates where target(of: candidate) == paths[work] {
      found.append((specifiers[candidate].file, specifiers[candidate].route))
    }
    importers[work] = found
    return found
  }

  /// Whether some file imports a file: a held-back file imported by none is reached by nothing.
  private mutating func isImported(_ work: Int) -> Bool { !importers(of: work).isEmpty }

  /// Where a relative specifier leads, resolved once.
  private mutating func target(of candidate: Int) -> String? {
    if let known = targets[candidate] { return known }
    let found = resolver.resolve(specifiers[candidate].module, from: paths[specifiers[candidate].file])
    targets[candidate] = .some(found)
    return found
  }

  /// A parsed file joins the walk. Its parsed importers need no second look now: anything of it that leads to a
  /// form field is exported, and its exports growing is what sends the walk to its importers.
  private mutating func adopt(_ work: Int) {
    let entry = workOfEntry.count
    workOfEntry.append(work)
    entryOfWork[work] = entry
    toExamine.insert(entry)
    if demanded[work] != nil { toFollow.insert(entry) }
  }

  /// Follows the graph from what changed until nothing changes; returns the waiting files (work indices) to parse
  /// next, sorted, or none when the plan is complete.
  mutating func next() -> [Int] {
    var batch: [Int] = []
    for file in deferred where allowed?.contains(file) ?? true && isImported(file) {
      reached.insert(file)
      batch.append(file)
    }
    deferred = []
    while !toExamine.isEmpty || !toExport.isEmpty || !toFollow.isEmpty {
      for file in toExamine.sorted() {
        let found = index.renders(ofFile: file)
        // Two inputs of its own: no wrapper, so its call sites judge nothing (`WrapperSummary`). Its file is
        // still looked at for the errors its elements give other components.
        var inputs: [ComponentKey: Int] = [:]
        for key in found.inputs { inputs[key, default: 0] += 1 }
        for (key, count) in inputs where count > 1 { unwrapping.insert(key) }
        // And a file with what may be a pressable of the project (a picker's, a control's), which linking follows.
        if !lookedAtForErrors.contains(file),
          !found.fields.isEmpty || !index.mayBePressables(ofFile: file).isEmpty
        {
          toFollow.insert(file)
        }
        for key in found.fields { mark(key) }
        for (component, target) in found.renders {
          renderedBy[target, default: []].append(component)
          if relevant.contains(target) { mark(component) }
        }
        toExport.insert(file)
      }
      toExamine.removeAll()
      let exporters = toExport.sorted()
      toExport.removeAll()
      for file in exporters {
        let found = index.exports(ofFile: file, rendering: relevant)
        var newNames = Set(found.names)
        var isExporting = found.exporting
        for star in found.stars where exporting.contains(star) {
          isExporting = true
          newNames.formUnion(names[star] ?? [])
        }
        guard isExporting,
          newNames != names[file] || !exporting.contains(file)
            || found.byDefault != exportingByDefault.contains(file)
        else { continue }
        exporting.insert(file)
        if found.byDefault { exportingByDefault.insert(file) }
        names[file] = newNames
        let hashes = newNames.map(LexicalFacts.hash)
        for importer in importers(of: workOfEntry[file]) {
          if let other = entryOfWork[importer.file] {
            toExamine.insert(other)
            continue
          }
          guard !reached.contains(importer.file), allowed?.contains(importer.file) ?? true,
            let words = lexical[importer.file], !heldBack.contains(importer.file) || isImported(importer.file)
          else { continue }
          let takes: Bool
          switch importer.route {
          case .module: takes = true
          case .parsed: takes = false
          case .byDefault: takes = found.byDefault || hashes.contains(where: words.contains)
          case .named: takes = hashes.contains(where: words.contains)
          }
          if takes {
            reached.insert(importer.file)
            batch.append(importer.file)
          }
        }
      }
      let following = toFollow.sorted()
      toFollow.removeAll()
      for entry in following { followErrors(ofEntry: entry) }
    }
    batch += drawers
    drawers.removeAll()
    return batch.sorted()
  }

  // MARK: Components that draw an error they are given

  /// Asks, once per parsed file, for the components of other files its elements give an error to (an attribute
  /// whose name or value names one: `ProjectIndex.isErrorAttribute`; a child that names one, or that shows what an
  /// element beside it is named with, for a component that may be a `Text`: `ProjectIndex.rendersText`), and
  /// answers what was asked of it: where it
  /// exports a name from another module (a re-export, an imported binding), the question goes on to that module.
  /// The files looked at are those with a component that renders a field (where NO_FORM_ERROR and wrapper
  /// summaries read what other components draw) and those asked what they draw, so the components whose drawn
  /// errors the rules read are always parsed: `--no-prefilter` finds the same.
  private mutating func followErrors(ofEntry entry: Int) {
    guard lookedAtForErrors.insert(entry).inserted else { return }
    let work = workOfEntry[entry]
    let context = index.entries[entry].context
    let showingNames = context.elementsShowingAName
    for (position, element) in context.facts.elements.enumerated()
    where context.identities[position] == .unknown
      && (element.attributes.contains(where: ProjectIndex.isErrorAttribute)
        || context.showsAnError(position) || showingNames.contains(position))
    {
      ask(element.tag, inEntry: entry, depth: 0)
    }
    // What a hook of the project returns, spread on an element: linking reads the hook's file
    // (`ProjectIndex.hookLocals`).
    for (_, hook) in context.hookSpreads { ask([hook], inEntry: entry, depth: 0) }
    // What may be a pressable of the project: linking reads the component it names (`ProjectIndex.link`).
    for position in index.mayBePressables(ofFile: entry) {
      ask(context.facts.elements[position].tag, inEntry: entry, depth: 0)
    }
    // A label that may end in an asterisk, imported through modules that re-export it (a barrel not parsed):
    // linking resolves it through them (`ProjectIndex.asteriskLabel`), so they are parsed.
    // Each module once: a file's tags come from a few of them.
    var leads: [String: Bool] = [:]
    for (position, element) in context.facts.elements.enumerated()
    where context.identities[position] == .unknown && !element.tag.isEmpty {
      guard let fact = context.identityResolver.importFact(for: element.tag) else { continue }
      let reaches: Bool
      if let known = leads[fact.module] {
        reaches = known
      } else {
        if let path = resolver.resolve(fact.module, from: paths[work]), let target = workOfPath[path],
          entryOfWork[target] == nil
        {
          var explored: [Int: Int] = [:]
          reaches = reachesAnAsterisk(target, depth: 0, explored: &explored)
        } else {
          reaches = false
        }
        leads[fact.module] = reaches
      }
      if reaches { ask(element.tag, inEntry: entry, depth: 0) }
    }
    for name in demanded.removeValue(forKey: work) ?? [] { answer(name, ofEntry: entry) }
  }

  /// Whether a file not parsed re-exports, a few modules deep, one that may draw a label ending in an asterisk
  /// (`LexicalFacts.drawsAsterisk`; such a file is parsed at once, and then its elements say it).
  /// `explored` holds the least depth each file was looked at from, so that barrels re-exporting each other are
  /// looked at once per depth, not once per path.
  private mutating func reachesAnAsterisk(_ file: Int, depth: Int, explored: inout [Int: Int]) -> Bool {
    if let entry = entryOfWork[file] {
      return index.entries[entry].context.facts.elements.contains { RequiredMark.labelWords(of: $0) != nil }
    }
    guard depth < 4, explored[file].map({ depth < $0 }) ?? true, let words = lexical[file] else { return false }
    explored[file] = depth
    if words.drawsAsterisk { return true }
    for module in words.modules {
      guard let path = resolver.resolve(module, from: paths[file]), let target = workOfPath[path], target != file
      else { continue }
      if reachesAnAsterisk(target, depth: depth + 1, explored: &explored) { return true }
    }
    return false
  }

  /// Asks for what a local component renders at its root when it passes its props on (a spread) or its children,
  /// as linking follows a pressable of the project through the components it renders
  /// (`ProjectIndex.pressableRendered`) and a text through the texts it renders (`ProjectIndex.rendersText`).
  /// Each component once, however deep the chain: linking follows as far.
  private mutating func askRoots(ofScope scope: Int, inEntry entry: Int) {
    guard rootsAsked.insert(ComponentKey(file: entry, scope: scope)).inserted else { return }
    let context = index.entries[entry].context
    for (position, element) in context.facts.elements.enumerated()
    where element.scope == scope && element.parent == nil && context.identities[position] == .unknown
      && (element.attributes.contains(where: { $0.name == nil }) || ProjectIndex.readsChildren(element))
    {
      ask(element.tag, inEntry: entry, depth: 0)
    }
  }

  /// Asks for the component a tag of a parsed file names, the way linking resolves it
  /// (`ProjectIndex.component`): through the file's imports, and through its local aliases (`const Box =
  /// memo(ErrorBox)`).
  private mutating func ask(_ tag: [String], inEntry entry: Int, depth: Int) {
    guard depth < 8, let head = tag.first else { return }
    let context = index.entries[entry].context
    if tag.count == 1, let scope = context.scopeByName[head] {
      askRoots(ofScope: scope, inEntry: entry)
      return
    }
    if let fact = context.identityResolver.importFact(for: tag) {
      if let name = ProjectIndex.importedName(fact, tag: tag) {
        demand(name, of: fact.module, from: workOfEntry[entry])
      }
      return
    }
    // Not a local component (asked above): an alias of one, followed.
    guard tag.count == 1, let path = context.identityResolver.aliasedName(head), path != tag else { return }
    ask(path, inEntry: entry, depth: depth + 1)
  }

  /// Where a parsed file gets a name it exports from another module, that module is asked for it (as
  /// `ProjectIndex.exported` follows it).
  private mutating func answer(_ name: String, ofEntry entry: Int) {
    let work = workOfEntry[entry]
    let context = index.entries[entry].context
    let exports = context.facts.exports.filter { $0.exported == name && !$0.star }
    for export in exports {
      if let local = export.local {
        ask([local], inEntry: entry, depth: 0)
      } else if let module = export.module, let imported = export.imported, imported != "*" {
        demand(imported, of: module, from: work)
      }
    }
    if exports.isEmpty, name != "default" {
      for star in context.facts.exports where star.star {
        if let module = star.module { demand(name, of: module, from: work, throughStar: true) }
      }
    }
  }

  /// Asks a module for a name: answered at once when the file is parsed and looked at, else when it is (it is
  /// parsed for it). Each name of each file is asked once, so barrels that re-export each other end. Asked
  /// `throughStar` (a barrel's `export *` takes only what the module exports), a file not parsed is parsed only
  /// when it can export the name: it has the name among its words (`export { a as Name } from`) or it takes a
  /// whole module (an `export *` of its own). A barrel of thirty modules asked for one name parses one of them.
  private mutating func demand(_ name: String, of module: String, from work: Int, throughStar: Bool = false) {
    guard let path = resolver.resolve(module, from: paths[work]), let target = workOfPath[path], target != work
    else { return }
    if throughStar, let words = lexical[target], words.modules.isEmpty, !words.contains(LexicalFacts.hash(name)) {
      return
    }
    guard asked.insert(NameInFile(file: target, name: name)).inserted else { return }
    if let entry = entryOfWork[target] {
      if lookedAtForErrors.contains(entry) {
        answer(name, ofEntry: entry)
      } else {
        demanded[target, default: []].insert(name)
        toFollow.insert(entry)
      }
      return
    }
    demanded[target, default: []].insert(name)
    if reached.insert(target).inserted { drawers.append(target) }
  }

  private struct NameInFile: Hashable {
    var file: Int
    var name: String
  }

  /// The work index of an entry of `index`.
  func work(ofEntry entry: Int) -> Int { workOfEntry[entry] }

  /// Files parsed after `next` chose them: they join the index and the walk goes on from them.
  mutating func parsed(_ entries: [ProjectIndex.Entry], work: [Int]) {
    index.add(entries)
    for file in work { adopt(file) }
  }

  private mutating func mark(_ key: ComponentKey) {
    var stack = [key]
    while let key = stack.popLast() {
      guard !unwrapping.contains(key), relevant.insert(key).inserted else { continue }
      toExport.insert(key.file)
      if !lookedAtForErrors.contains(key.file) { toFollow.insert(key.file) }
      stack += renderedBy[key] ?? []
    }
  }
}
