import AmascanCore
import Foundation

/// The files git reports as changed since a ref: committed, staged, unstaged and untracked (not ignored), as
/// absolute paths. For `--changed-since`, the pull-request path of CI.
public enum GitChanges {
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public static func files(since ref: String, in directory: String) throws -> Set<String> {
    let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines)
    // What the branch changed since it left `ref`, as a pull request shows it: not what `ref` changed since.
    let base = try git(["merge-base", ref, "HEAD"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
    let changed = try git(["diff", "--name-only", "-z", base, "--"], in: root)
    let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
    let names = (changed + untracked).split(separator: "\0").map(String.init)
    return Set(names.map { FileDiscovery.standardized($0, relativeTo: root) })
  }

  private static func git(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run git: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
      throw Failure(description: "git \(arguments.first ?? "") failed: \(reason)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
