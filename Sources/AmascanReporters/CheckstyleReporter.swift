import AmascanCore

/// Checkstyle XML, one `<file>` per file with findings, as CI servers' checkstyle readers expect.
public enum CheckstyleReporter {
  public static func render(_ findings: [Finding]) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for (path, group) in grouped(findings) {
      out += "  <file name=\"\(Escaping.xml(path))\">\n"
      for finding in group {
        out +=
          "    <error line=\"\(finding.range.start.line)\" column=\"\(finding.range.start.column)\" "
          + "severity=\"\(finding.level.rawValue)\" message=\"\(Escaping.xml(finding.message))\" "
          + "source=\"amascan.rules.\(Escaping.xml(finding.rule))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}

/// Findings grouped by path, in output order.
func grouped(_ findings: [Finding]) -> [(String, [Finding])] {
  var order: [String] = []
  var groups: [String: [Finding]] = [:]
  for finding in findings {
    if groups[finding.path] == nil { order.append(finding.path) }
    groups[finding.path, default: []].append(finding)
  }
  return order.map { ($0, groups[$0]!) }
}
