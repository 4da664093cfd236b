import TactileCore

/// `--dump-layout` for the To-do page: every item with its geometry and strike state, the
/// `+ Add item` row, editing and saving state. Window points.
extension TodoPage {
  public func layoutDump() -> [(String, JSONValue)] {
    let xHeight = context.metrics.lineMetrics(for: font).xHeight
    var editingValue = JSONValue.null
    if let session = editing {
      editingValue = .object([
        ("id", .number(Double(session.itemID))),
        ("text", .string(session.editor.text)),
        ("caret", .number(Double(session.editor.caret))),
        ("isNew", .bool(session.isNew)),
      ])
    }
    return [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("scrollOffset", .number(Double(scroll.offset))),
      ("dataFile", storage?.location.map { .string($0) } ?? .null),
      ("saveCount", .number(Double(saveCount))),
      ("saveError", saveError.map { .string($0) } ?? .null),
      ("notice", notice.map { .string($0) } ?? .null),
      ("readOnly", .bool(storage?.isReadOnly == true)),
      ("focused", focused.map { .number(Double($0)) } ?? .null),
      ("editing", editingValue),
      ("items", .array(rows.indices.map { itemDump($0, xHeight: xHeight) })),
      ("addRow", .rect(addRowRect)),
    ]
  }

  private func itemDump(_ i: Int, xHeight: Float) -> JSONValue {
    let row = rows[i]
    let placement = textPlacement(of: i)
    let origin = placement.origin
    // Where each line's strike runs when complete (y: its centre line).
    let lines: [JSONValue] = row.layout.lines.indices.map { l in
      let extent = placement.pageRect(
        Rect(x: row.layout.lines[l].x, y: 0, width: row.lineWidths[l], height: 0))
      return .object([
        ("x", .number(Double(extent.minX))),
        ("y", .number(Double(origin.y + row.strikeY(line: l, xHeight: xHeight)))),
        ("width", .number(Double(row.lineWidths[l]))),
        ("struck", .number(Double(row.strikeFractions[l]))),
      ])
    }
    return .object([
      ("id", .number(Double(row.item.id))),
      ("text", .string(row.item.text)),
      ("completed", .bool(row.item.isCompleted)),
      ("pen", .number(row.strike.penProgress)),
      ("duration", .number(row.strikeTiming.duration(totalLength: row.totalLength))),
      ("rect", .rect(rowRect(i))),
      ("checkbox", .point(checkboxCenter(i))),
      ("textOrigin", .point(origin)),
      ("lines", .array(lines)),
      ("strike", .array(strikeSegments(i).map { .rect($0) })),
    ])
  }
}
