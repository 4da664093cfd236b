// Shared by the unit tests and the libFuzzer harness (`make fuzz` compiles this file together
// with the TactileCore sources into one module, with `-D FUZZING`).

/// A deliberately simple second implementation of the spoiler markup rules, over an
/// array of graphemes: keeps what the markup shows and marks what it hides.
///
/// `resegmented` is true when the graphemes appended to the output are not the graphemes of the
/// final text: on both sides of a removed delimiter they merged or split differently (a
/// regional-indicator pair, a ZWJ sequence…). `spoilers`, counted before that, are then not
/// comparable with the real parser's (which maps them onto the final text). `unclosed` lists
/// every opener no closer follows: its delimiter and its line (counting LF, CR and CRLF).
func referenceParse(
  _ source: String
) -> (
  text: String, spoilers: [Range<Int>], resegmented: Bool,
  unclosed: [(delimiter: String, line: Int)]
) {
  let c = Array(source)
  var out: [Character] = []
  var spoilers: [Range<Int>] = []
  var unclosed: [(delimiter: String, line: Int)] = []
  func escapes(_ k: Int) -> Bool {
    c[k] == "\\" && k + 1 < c.count && "[]|\\".contains(c[k + 1])
  }
  /// First closer at or after `from`, skipping escape pairs (spans cross line breaks).
  func closer(from: Int, pipes: Bool) -> Int? {
    var k = from
    while k < c.count {
      if escapes(k) {
        k += 2
      } else if pipes ? (c[k] == "|" && k + 1 < c.count && c[k + 1] == "|") : c[k] == "]" {
        return k
      } else {
        k += 1
      }
    }
    return nil
  }
  func copy(_ from: Int, _ to: Int) {
    var k = from
    while k < to {
      if escapes(k) {
        out.append(c[k + 1])
        k += 2
      } else {
        out.append(c[k])
        k += 1
      }
    }
  }
  var i = 0
  while i < c.count {
    let pipes = c[i] == "|" && i + 1 < c.count && c[i + 1] == "|"
    let opener = pipes ? 2 : (c[i] == "[" ? 1 : 0)
    let end = opener > 0 ? closer(from: i + opener, pipes: pipes) : nil
    if opener > 0, end == nil {
      let line = 1 + c[..<i].filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count
      unclosed.append((pipes ? "||" : "[", line))
    }
    if let end, end > i + opener {
      let start = out.count
      copy(i + opener, end)
      spoilers.append(start..<out.count)
      i = end + opener
    } else if escapes(i) {
      out.append(c[i + 1])
      i += 2
    } else {
      let n = max(opener, 1)
      out.append(contentsOf: c[i..<(i + n)])
      i += n
    }
  }
  let text = String(out)
  return (text, spoilers, Array(text) != out, unclosed)
}
