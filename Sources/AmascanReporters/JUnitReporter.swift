import AmascanCore

/// JUnit XML: a test suite per file with findings, a failing test case per finding. A scan without findings
/// gives one passing test case, so CI servers show that amascan ran.
public enum JUnitReporter {
  public static func render(_ findings: [Finding], summary: ScanSummary) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"amascan\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">\n"
    if findings.isEmpty {
      out += "  <testsuite name=\"amascan\" tests=\"1\" failures=\"0\">\n"
      out += "    <testcase classname=\"amascan\" name=\"\(summary.filesScanned) files scanned\"/>\n"
      out += "  </testsuite>\n"
    }
    for (path, group) in grouped(findings) {
      let file = Escaping.xml(path)
      out += "  <testsuite name=\"\(file)\" tests=\"\(group.count)\" failures=\"\(group.count)\">\n"
      for finding in group {
        let start = finding.range.start
        let message = Escaping.xml(finding.message)
        out +=
          "    <testcase classname=\"\(file)\" name=\"\(Escaping.xml(finding.rule)) at \(start.line):\(start.column)\">\n"
        out +=
          "      <failure type=\"\(Escaping.xml(finding.rule))\" message=\"\(message)\">"
          + "\(file):\(start.line):\(start.column): \(finding.severity.rawValue): \(message)</failure>\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}
