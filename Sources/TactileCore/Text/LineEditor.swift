/// A single-line text field's model: the text, a caret between graphemes, and the original text
/// to go back to on cancel.
///
/// The caret is a grapheme index, 0…`text.count`: 0 is before the first character, `text.count`
/// after the last. Everything works on graphemes (Swift `Character`s), so an emoji ZWJ sequence,
/// a flag or "e" + U+0301 is one step for the arrows and one Backspace.
///
/// Editing can merge graphemes (a combining mark typed after "e", or the halves of a flag brought
/// together by a deletion); the caret then lands on the nearest grapheme boundary at or after
/// the edit point, so it never sits inside a grapheme. No sequence of operations traps.
public struct LineEditor: Hashable, Sendable {
  /// The text being edited.
  public private(set) var text: String
  /// Caret position, a grapheme index in 0…`text.count`.
  public private(set) var caret: Int
  /// The text when editing began; `cancel()` returns it.
  public let originalText: String

  /// Starts editing `text` with the caret at the end.
  public init(text: String) {
    let clean = LineEditor.singleLine(text)
    self.text = clean
    self.originalText = clean
    self.caret = clean.count
  }

  /// Whether the text differs from the original.
  public var hasChanges: Bool { text != originalText }

  /// Number of graphemes in the text.
  public var length: Int { text.count }

  /// Inserts `typed` at the caret and moves the caret after it. Line breaks and tabs become
  /// spaces (this is a single-line field); other control characters are kept, as the text
  /// had them (layout shows them as U+FFFD).
  public mutating func insert(_ typed: String) {
    let clean = LineEditor.singleLine(typed)
    guard !clean.isEmpty else { return }
    let at = index(ofGrapheme: caret)
    let editEnd =
      text.unicodeScalars.distance(from: text.startIndex, to: at)
      + clean.unicodeScalars.count
    text.insert(contentsOf: clean, at: at)
    caret = grapheme(atOrAfterScalarOffset: editEnd)
  }

  /// Deletes the grapheme before the caret; false when the caret is at the start.
  @discardableResult
  public mutating func backspace() -> Bool {
    guard caret > 0 else { return false }
    removeGrapheme(at: caret - 1)
    return true
  }

  /// Deletes the grapheme after the caret; false when the caret is at the end.
  @discardableResult
  public mutating func deleteForward() -> Bool {
    guard caret < length else { return false }
    removeGrapheme(at: caret)
    return true
  }

  /// Moves the caret one grapheme left (stays at 0).
  public mutating func moveLeft() { setCaret(caret - 1) }
  /// Moves the caret one grapheme right (stays at the end).
  public mutating func moveRight() { setCaret(caret + 1) }
  /// Moves the caret to the start (Home).
  public mutating func moveToStart() { caret = 0 }
  /// Moves the caret to the end (End).
  public mutating func moveToEnd() { caret = length }

  /// Puts the caret at grapheme index `index`, clamped to 0…`text.count`.
  public mutating func setCaret(_ index: Int) {
    caret = min(max(index, 0), length)
  }

  /// The text to keep when editing is committed (Enter).
  public func commit() -> String { text }

  /// The text to keep when editing is cancelled (Esc): the original.
  public func cancel() -> String { originalText }

  /// The text before the caret (for measuring where to draw it).
  public var textBeforeCaret: Substring { text[..<index(ofGrapheme: caret)] }

  private mutating func removeGrapheme(at g: Int) {
    let start = index(ofGrapheme: g)
    let editPoint = text.unicodeScalars.distance(from: text.startIndex, to: start)
    text.remove(at: start)
    caret = grapheme(atOrAfterScalarOffset: editPoint)
  }

  private func index(ofGrapheme g: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: min(max(g, 0), text.count))
  }

  /// The index of the first grapheme boundary at or after `offset` unicode scalars.
  private func grapheme(atOrAfterScalarOffset offset: Int) -> Int {
    var scalars = 0
    var g = 0
    for character in text {
      if scalars >= offset { return g }
      scalars += character.unicodeScalars.count
      g += 1
    }
    return g
  }

  /// `s` with line breaks and tabs as spaces (other control characters kept).
  public static func singleLine(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        out.append(" ")
      default:
        out.append(scalar)
      }
    }
    return String(out)
  }
}
