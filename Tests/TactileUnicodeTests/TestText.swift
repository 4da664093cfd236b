import Foundation
import Testing

/// Calls `body` with the UTF-8 bytes of `text`.
func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
  var text = text
  return text.withUTF8(body)
}

/// The text of a Unicode Character Database file; a missing file fails the test, saying what
/// to install.
func unicodeDataFile(_ path: String) throws -> String {
  try #require(
    try? String(contentsOfFile: path, encoding: .utf8),
    "\(path) is missing: install the Debian package unicode-data")
}

/// The data lines of a Unicode test file: what precedes `#`, without blank lines.
func dataLines(of file: String) -> [Substring] {
  file.split(separator: "\n").compactMap { line in
    let data = line.prefix { $0 != "#" }
    return data.allSatisfy(\.isWhitespace) ? nil : data
  }
}

/// Scalars written as space-separated hexadecimal code points ("05D0 0020").
func scalars(hex: some StringProtocol) -> [Unicode.Scalar] {
  hex.split(whereSeparator: \.isWhitespace).map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
}

/// A pass rate as a percentage with two decimals and the counts.
func percent(_ passed: Int, of total: Int) -> String {
  String(format: "%.2f %% (%d of %d)", 100 * Double(passed) / Double(total), passed, total)
}
