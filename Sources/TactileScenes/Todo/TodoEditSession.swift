import TactileCore

/// Editing one row in place: which item, the line editor, whether the item is a new one (added
/// with `+ Add item` and dropped again if it ends up empty or cancelled), and the caret's blink
/// clock.
public struct TodoEditSession {
  /// Id of the item being edited.
  public let itemID: Int
  public var editor: LineEditor
  /// True for an item that exists only since `+ Add item`: it is not saved until committed.
  public let isNew: Bool
  /// Seconds since the caret last moved (the caret shows for the first half of each period).
  public private(set) var blinkTime: Double = 0
  /// Text an input method is composing at the caret, not committed yet ("" when none).
  public var composition = ""

  /// The text as shown: the editor's with the composition at the caret.
  public var shownText: String {
    guard !composition.isEmpty else { return editor.text }
    var text = editor.text
    text.insert(contentsOf: composition, at: text.index(text.startIndex, offsetBy: editor.caret))
    return text
  }

  /// The graphemes of `shownText` being composed (empty when none), and where the caret is
  /// drawn: after the composition.
  public var compositionRange: Range<Int> {
    editor.caret..<(editor.caret + composition.count)
  }
  public var shownCaret: Int { compositionRange.upperBound }

  public init(itemID: Int, text: String, isNew: Bool) {
    self.itemID = itemID
    editor = LineEditor(text: text)
    self.isNew = isNew
  }

  /// Whether the caret is drawn now.
  public var isCaretVisible: Bool {
    blinkTime.truncatingRemainder(dividingBy: TodoConstants.caretBlinkPeriod)
      < TodoConstants.caretBlinkPeriod / 2
  }

  /// Shows the caret steadily again (after typing or moving it).
  public mutating func restartBlink() { blinkTime = 0 }

  public mutating func update(dt: Double) {
    if dt > 0 { blinkTime += dt }
  }

  /// The edit for `--dump-layout`: its item, text, caret and whether the item is new.
  public var layoutDump: JSONValue {
    .object([
      ("id", .number(Double(itemID))),
      ("text", .string(editor.text)),
      ("caret", .number(Double(editor.caret))),
      ("isNew", .bool(isNew)),
    ])
  }
}
