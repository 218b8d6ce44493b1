import Dispatch
import Synchronization

/// Work over `0..<count` in contiguous chunks on up to `jobs` threads, each chunk with its own copy of some
/// state that remembers what it learns (a module resolver, a project's look-ups); the caller merges the copies
/// back. Chunks hold at least `minimum` items, so that a small count stays on one thread.
public enum Chunks {
  /// Each chunk's results, in item order, with the state it ended with; chunks in order.
  public static func map<State: Sendable, Result: Sendable>(
    count: Int, jobs: Int, minimum: Int, state: State, _ body: @Sendable (Int, inout State) -> Result
  ) -> [(results: [Result], state: State)] {
    let chunks = max(1, min(jobs, count / max(minimum, 1)))
    let size = (count + chunks - 1) / chunks
    let outcomes = Mutex([(results: [Result], state: State)?](repeating: nil, count: chunks))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      var copy = state
      var results: [Result] = []
      for item in min(count, chunk * size)..<min(count, (chunk + 1) * size) { results.append(body(item, &copy)) }
      outcomes.withLock { $0[chunk] = (results, copy) }
    }
    return outcomes.withLock { $0 }.compactMap { $0 }
  }
}
