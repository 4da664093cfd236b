/// One to-do item. `id` is stable for the item's life and unique within its document.
public struct TodoItem: Hashable, Sendable {
  public var id: Int
  public var text: String
  public var isCompleted: Bool

  public init(id: Int, text: String, isCompleted: Bool = false) {
    self.id = id
    self.text = text
    self.isCompleted = isCompleted
  }
}

/// The to-do list, as it is kept (TactileIO reads and writes it as JSON).
public struct TodoDocument: Hashable, Sendable {
  /// The format version this build writes and the newest it reads.
  public static let currentVersion = 1
  /// The most items a list may hold: adding stops there, and storage refuses a longer list.
  public static let maximumItems = 10_000

  public var version: Int
  public var items: [TodoItem]

  public init(items: [TodoItem]) {
    self.version = TodoDocument.currentVersion
    self.items = items
  }

  /// An id no item uses yet: one more than the largest, or — when the largest is `Int.max` —
  /// the smallest positive id nobody uses (ids never overflow).
  public var nextID: Int { TodoDocument.freshID(notIn: items.lazy.map(\.id)) }

  /// An id not in `ids` (see `nextID`). O(n); O(n log n) once the largest id is `Int.max`.
  public static func freshID(notIn ids: some Sequence<Int>) -> Int {
    var allocator = IDAllocator(used: ids)
    return allocator.next()
  }

  /// Hands out ids not used yet, one after another: counting up from the largest used id, then
  /// (past `Int.max`) filling the gaps from 1 up.
  struct IDAllocator {
    private var used: Set<Int>
    private var counter: Int
    private var wrapped = false

    init(used ids: some Sequence<Int>) {
      used = Set(ids)
      counter = used.max() ?? 0
    }

    mutating func next() -> Int {
      if !wrapped {
        if counter < Int.max {
          counter += 1
          used.insert(counter)
          return counter
        }
        wrapped = true
        counter = 0
      }
      repeat { counter += 1 } while used.contains(counter)
      used.insert(counter)
      return counter
    }
  }

  /// Appends a new, not completed item and returns its id.
  @discardableResult
  public mutating func append(text: String) -> Int {
    let id = nextID
    items.append(TodoItem(id: id, text: text))
    return id
  }

  /// Removes the item with `id`; false when there is none.
  @discardableResult
  public mutating func remove(id: Int) -> Bool {
    guard let i = items.firstIndex(where: { $0.id == id }) else { return false }
    items.remove(at: i)
    return true
  }

  /// A document of `version` from items as a file gave them, ids repaired rather than
  /// rejected: an item without one (nil: a number that is no `Int`, such as 1e30 or 2.5) or
  /// with one an item before it took gets a fresh id. Linear in the items.
  public init(version: Int, repairing stored: [(id: Int?, text: String, isCompleted: Bool)]) {
    var seen = Set<Int>()
    seen.reserveCapacity(stored.count)
    var needsID: [Int] = []
    var items: [TodoItem] = []
    items.reserveCapacity(stored.count)
    for (i, s) in stored.enumerated() {
      if let id = s.id, seen.insert(id).inserted {
        items.append(TodoItem(id: id, text: s.text, isCompleted: s.isCompleted))
      } else {
        items.append(TodoItem(id: 0, text: s.text, isCompleted: s.isCompleted))
        needsID.append(i)
      }
    }
    if !needsID.isEmpty {
      var allocator = IDAllocator(used: seen)
      for i in needsID { items[i].id = allocator.next() }
    }
    self.init(items: items)
    self.version = version
  }

  /// The built-in list a first run starts from: items that wrap to 1, 2 and 4 lines at about
  /// 600 pt wide in a 17 pt font (≈ 70 characters a line), and so on the To-do page at 1280×800
  /// (648 pt of text, ≈ 80 characters a line); one of them already completed.
  public static let sample = TodoDocument(items: [
    TodoItem(id: 1, text: "Water the plants on the balcony"),
    TodoItem(
      id: 2,
      text: "Call the dentist to move Thursday's check-up to next week, and ask whether "
        + "they accept the new insurance card"),
    TodoItem(
      id: 3,
      text: "Plan the weekend at the lake: book the cabin for two nights, check the train "
        + "times for Friday evening, pack the tent, the warm sleeping bags and the little "
        + "stove, buy food for three days, and ask the neighbours to feed the cat while "
        + "we are away until late on Monday"),
    TodoItem(id: 4, text: "Reply to Anna about Saturday", isCompleted: true),
  ])
}
