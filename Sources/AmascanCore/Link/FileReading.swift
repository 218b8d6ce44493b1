/// What planning and linking read of one file by itself, before linking settles what its elements are: worked out
/// once, where the file is parsed (on the scan's workers), instead of on the one thread that plans and links, where
/// the planner and the link each read it again.
public struct FileReading: Sendable {
  /// `ProjectIndex.mayBePressables(in:)`.
  public let mayBePressables: [Int]
  /// `ProjectIndex.elementsShowingAName(in:)`: of the elements still unknown when it is read, those it holds.
  public let showingAName: Set<Int>
  /// The elements that show an error (`ProjectIndex.showsAnError`).
  public let showingAnError: Set<Int>
  /// `ProjectIndex.hookSpreads(in:)`.
  public let hookSpreads: [(key: String, hook: String)]

  init(_ context: FileContext) {
    mayBePressables = ProjectIndex.mayBePressables(in: context)
    showingAName = ProjectIndex.elementsShowingAName(in: context)
    let facts = context.facts
    showingAnError = Set(facts.elements.indices.filter { ProjectIndex.showsAnError(facts.elements[$0], in: facts) })
    hookSpreads = ProjectIndex.hookSpreads(in: context)
  }
}

extension FileContext {
  /// Reads ahead what planning and linking will ask of the file (`reading`).
  public mutating func readAhead() {
    reading = FileReading(self)
  }

  /// `FileReading.showingAName`, read now when it was not read ahead.
  public var elementsShowingAName: Set<Int> { reading?.showingAName ?? ProjectIndex.elementsShowingAName(in: self) }

  /// Whether an element shows an error (`ProjectIndex.showsAnError`).
  public func showsAnError(_ index: Int) -> Bool {
    reading.map { $0.showingAnError.contains(index) } ?? ProjectIndex.showsAnError(facts.elements[index], in: facts)
  }

  /// `FileReading.hookSpreads`, read now when it was not read ahead.
  public var hookSpreads: [(key: String, hook: String)] { reading?.hookSpreads ?? ProjectIndex.hookSpreads(in: self) }
}
