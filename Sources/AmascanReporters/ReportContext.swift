import AmascanCore
import Foundation

/// What a report needs besides the findings.
public struct ReportContext: Sendable {
  public var catalog: RuleCatalog
  public var summary: ScanSummary

  public init(catalog: RuleCatalog, summary: ScanSummary) {
    self.catalog = catalog
    self.summary = summary
  }
}
