import TactileScenes

/// The to-do list's file, `{"version": 1, "items": [{"id": 1, "text": "…", "completed":
/// false}, …]}` in UTF-8 JSON, as read: the list it shows (`document`) and every member of the
/// file as its bytes, so that a save changes only what the user changed.
///
/// - Forward compatible: keys this build does not know (`"color"` or `"due"` on an item,
///   `"settings"` beside the items) are written back in their place, and so are numbers and
///   escapes as the file wrote them, and items it could not read. An item's `text` and
///   `completed` are written anew only when they differ from what was read, and its `id` when
///   the list gave it another (see below); an item added is written with `completed`, `id` and
///   `text`.
/// - Reading takes what it can (`init(reading:)`): an item that is not an object, or has no
///   `text` string, is kept in the file but not shown; a `completed` that is not true or false
///   shows as not done; an id that is no whole number, or repeats one before it, is replaced
///   (in the file too, at the next save: a list saved reads back with the ids it had).
///   `problems` names each (but the ids, which a hand-edited file may well repeat). Only a file
///   that is not JSON, or not an object with a whole-number `version` and an `items` array,
///   cannot be read (`Unreadable`); a newer `version` is read as far as this build can
///   (`isNewer`), for the store to show and never write.
/// - Written with one member a line, two spaces an indent; a value kept keeps its own spacing.
public struct TodoFile: Sendable {
  /// The list as this build shows it: every item that could be read, ids repaired.
  public internal(set) var document: TodoDocument
  /// The file's format version.
  public let version: Int
  /// What could not be read, one phrase each, in the file's order: "item 3 is a string, not
  /// an item", "item 5's "completed" is a string, not true or false (shown as not done)".
  public let problems: [String]

  /// The members of the file's object, as read; `items` holds the place of the one whose
  /// value is `entries` (none in a newer file without one).
  var members: [Member]
  var items: Int?
  /// The elements of `items`, in order.
  var entries: [Entry]

  /// A member of a JSON object as the file wrote it: its key (quotes included) and its value.
  struct Member: Sendable, Equatable {
    var key: [UInt8]
    var name: String
    var value: [UInt8]
  }

  /// An element of `items`.
  enum Entry: Sendable, Equatable {
    /// An item the list shows (as the item with `id` in `document`).
    case item(Item)
    /// Anything else, written back as it was and not shown.
    case kept([UInt8])
  }

  /// An item as the file wrote it, and what its text and completion read as.
  struct Item: Sendable, Equatable {
    /// Its id in `document` (which the file's may not be: see `init(reading:)`).
    var id: Int
    var members: [Member]
    var text: String
    /// Nil when missing or not a boolean (shown as not done).
    var completed: Bool?
    /// What its `id` reads as: nil when missing or no whole number that fits an `Int`.
    var fileID: Int?
  }

  /// The file `document` is saved as when there is none yet: `items`, then `version`.
  public init(document: TodoDocument = TodoDocument(items: [])) {
    self.document = TodoDocument(items: [])
    version = document.version
    problems = []
    members = [
      Member(key: Array(#""items""#.utf8), name: "items", value: []),
      Member(key: Array(#""version""#.utf8), name: "version", value: Array("\(version)".utf8)),
    ]
    items = 0
    entries = []
    merge(document)
  }

  /// A version newer than this build writes: the file is shown, never written.
  public var isNewer: Bool { version > TodoDocument.currentVersion }
}
