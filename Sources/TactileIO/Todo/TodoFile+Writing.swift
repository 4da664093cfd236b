import TactileScenes

extension TodoFile {
  /// Puts `document` (the list as the user left it) in place of the list this file holds:
  /// items keep their members as the file wrote them, `text` and `completed` changed where the
  /// user changed them; an item the file did not have is added; one the list no longer has is
  /// dropped, and what could not be read stays where it was (after the item before it that is
  /// still there). Linear in the items; `bytes` then writes the file.
  ///
  /// Called with every change in turn (not only those written: saves coalesce), so that an id
  /// the list gives anew after its item was deleted never takes the deleted item's members.
  public mutating func merge(_ document: TodoDocument) {
    let ids = Set(document.items.map(\.id))
    var read: [Int: Item] = [:]
    var keptAfter: [Int?: [Entry]] = [:]
    var anchor: Int?
    for entry in entries {
      switch entry {
      case .item(let item):
        read[item.id] = item
        if ids.contains(item.id) { anchor = item.id }
      case .kept:
        keptAfter[anchor, default: []].append(entry)
      }
    }
    var written = keptAfter[nil] ?? []
    for item in document.items {
      written.append(.item(read[item.id].map { Self.merged($0, item) } ?? Self.new(item)))
      written += keptAfter[item.id] ?? []
    }
    entries = written
    self.document = document
    if items == nil {
      items = members.count
      members.append(Member(key: Array(#""items""#.utf8), name: "items", value: []))
    }
  }

  /// The file as it now is: one member a line, indented by two spaces a level.
  public var bytes: [UInt8] {
    var out = Array("{\n".utf8)
    for (i, member) in members.enumerated() {
      out += Self.spaces(2) + member.key + Array(": ".utf8)
      if i == items { appendItems(to: &out) } else { out += member.value }
      out += Array((i + 1 < members.count ? ",\n" : "\n").utf8)
    }
    out += Array("}\n".utf8)
    return out
  }

  private func appendItems(to out: inout [UInt8]) {
    guard !entries.isEmpty else {
      out += Array("[]".utf8)
      return
    }
    out += Array("[\n".utf8)
    for (i, entry) in entries.enumerated() {
      out += Self.spaces(4)
      switch entry {
      case .kept(let text): out += text
      case .item(let item):
        out += Array("{\n".utf8)
        for (k, member) in item.members.enumerated() {
          out += Self.spaces(6) + member.key + Array(": ".utf8) + member.value
          out += Array((k + 1 < item.members.count ? ",\n" : "\n").utf8)
        }
        out += Self.spaces(4) + Array("}".utf8)
      }
      out += Array((i + 1 < entries.count ? ",\n" : "\n").utf8)
    }
    out += Self.spaces(2) + Array("]".utf8)
  }

  private static func spaces(_ n: Int) -> [UInt8] { [UInt8](repeating: 0x20, count: n) }

  /// `old` as the file wrote it, with the text, the completion and the id `now` gives where
  /// they differ from what was read (an id differs where the list repaired it).
  private static func merged(_ old: Item, _ now: TodoItem) -> Item {
    var item = old
    if now.id != old.fileID {
      item.set("id", to: Array("\(now.id)".utf8))
      item.fileID = now.id
    }
    if now.text != old.text {
      item.set("text", to: text(now.text))
      item.text = now.text
    }
    if now.isCompleted != (old.completed ?? false) {
      item.set("completed", to: Array("\(now.isCompleted)".utf8))
      item.completed = now.isCompleted
    }
    return item
  }

  /// An item the file did not have.
  private static func new(_ item: TodoItem) -> Item {
    let members = [
      ("completed", Array("\(item.isCompleted)".utf8)), ("id", Array("\(item.id)".utf8)),
      ("text", text(item.text)),
    ].map { Member(key: Array("\"\($0.0)\"".utf8), name: $0.0, value: $0.1) }
    return Item(
      id: item.id, members: members, text: item.text, completed: item.isCompleted,
      fileID: item.id)
  }

  /// `s` as a JSON string.
  private static func text(_ s: String) -> [UInt8] {
    var out = ""
    JSONValue.escape(s, into: &out)
    return Array(out.utf8)
  }
}

extension TodoFile.Item {
  /// Sets the first member named `name` to `value`, or adds it at the end.
  fileprivate mutating func set(_ name: String, to value: [UInt8]) {
    if let i = members.firstIndex(where: { $0.name == name }) {
      members[i].value = value
    } else {
      members.append(TodoFile.Member(key: Array("\"\(name)\"".utf8), name: name, value: value))
    }
  }
}
