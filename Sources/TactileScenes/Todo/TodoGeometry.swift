import TactileCore

/// The rows stacked in the list card, in list coordinates (origin at the card's top-left, y
/// down, points): each row's top and height, the `+ Add item` row's top and the card's height.
struct TodoRowStack {
  private(set) var tops: [Float] = []
  private(set) var heights: [Float] = []
  private(set) var addRowTop: Float = 0
  private(set) var contentHeight: Float = 0

  /// Stacks `rows` (after a text or width change): each as tall as its text (at least the
  /// checkbox) and its padding, between the card's padding, the `+ Add item` row last.
  mutating func stack(_ rows: [TodoRow]) {
    tops.removeAll(keepingCapacity: true)
    heights.removeAll(keepingCapacity: true)
    var y = TodoConstants.cardPadding
    for row in rows {
      let h =
        max(row.textHeight, 2 * TodoConstants.checkboxRadius)
        + 2 * TodoConstants.rowVerticalPadding
      tops.append(y)
      heights.append(h)
      y += h
    }
    addRowTop = y
    contentHeight = y + TodoConstants.addRowHeight + TodoConstants.cardPadding
  }

  /// The row whose band holds list y `y`, if any (binary search).
  func rowIndex(atY y: Float) -> Int? {
    var lo = 0
    var hi = tops.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if tops[mid] + heights[mid] <= y { lo = mid + 1 } else { hi = mid }
    }
    guard lo < tops.count, tops[lo] <= y else { return nil }
    return lo
  }
}

/// What a point on the To-do page is over.
enum TodoHit: Equatable {
  case checkbox(Int)
  case text(Int)
  case addRow
  case none
}

/// Where the to-do list is on screen now, in window points: rows, checkboxes, text, strikes,
/// the `+ Add item` row, and what lies under a point. A snapshot the page makes when asked
/// (its rows, their stack, the scrolled list's origin, the frame); drawing, input, the dump
/// and the inspector read it. Row text geometry (`TodoRow.layout`) is relative to the row's
/// text origin (`textOrigin(of:)`).
struct TodoGeometry {
  let rows: [TodoRow]
  let stack: TodoRowStack
  /// List coordinates → window points: add this.
  let origin: Vec2
  /// The visible list area.
  let viewport: Rect
  let frame: PageFrame
  /// The item font's x-height, points (the checkbox and the strike sit by it).
  let xHeight: Float
  /// The strike's thickness (the tuning's), points.
  let strikeThickness: Float

  /// x of the text inside a row, from the row's left edge.
  static let textLeft =
    TodoConstants.rowHorizontalPadding + 2 * TodoConstants.checkboxRadius
    + TodoConstants.checkboxGap

  /// The width item text wraps to in a column `columnWidth` wide.
  static func textWidth(columnWidth: Float) -> Float {
    max(1, columnWidth - textLeft - TodoConstants.rowHorizontalPadding)
  }

  /// Row `i`'s box.
  func rowRect(_ i: Int) -> Rect {
    Rect(x: 0, y: stack.tops[i], width: viewport.width, height: stack.heights[i])
      .offsetBy(origin)
  }

  /// The `+ Add item` row's box.
  var addRowRect: Rect {
    Rect(x: 0, y: stack.addRowTop, width: viewport.width, height: TodoConstants.addRowHeight)
      .offsetBy(origin)
  }

  /// The list card.
  var cardRect: Rect {
    Rect(x: 0, y: 0, width: viewport.width, height: stack.contentHeight).offsetBy(origin)
  }

  /// The top-left of row `i`'s text box (before a right-to-left interface mirrors it).
  func textOrigin(of i: Int) -> Vec2 {
    origin + Vec2(TodoGeometry.textLeft, stack.tops[i] + TodoConstants.rowVerticalPadding)
  }

  /// Where row `i`'s text is drawn (see `TextPlacement`): its layout's coordinates and the
  /// page's.
  func textPlacement(of i: Int) -> TextPlacement {
    TextPlacement(
      origin: textOrigin(of: i), width: rows[i].layout.wrapWidth, kind: .content, frame: frame)
  }

  /// Centre of row `i`'s checkbox: level with the optical middle of its first line
  /// (`TodoConstants.checkboxCenterAboveBaseline`).
  func checkboxCenter(_ i: Int) -> Vec2 {
    let baseline = rows[i].layout.lines[0].baseline
    return origin
      + Vec2(
        TodoConstants.rowHorizontalPadding + TodoConstants.checkboxRadius,
        stack.tops[i] + TodoConstants.rowVerticalPadding + baseline
          - TodoConstants.checkboxCenterAboveBaseline * xHeight)
  }

  /// Calls `body` with each visible strike segment of row `i`: one rect per line with a
  /// visible part, on the middle of the x-height, its top and bottom on the pixel grid,
  /// `strikeThickness` thick but at least `TodoConstants.strikeMinimumPixels` device pixels.
  func forEachStrikeSegment(_ i: Int, _ body: (Rect) -> Void) {
    let row = rows[i]
    let placement = textPlacement(of: i)
    let scale = frame.pixelScale
    let thickness =
      max(strikeThickness * scale, TodoConstants.strikeMinimumPixels).rounded() / scale
    for l in row.layout.lines.indices {
      let f = row.strikeFractions[l]
      guard f > 0 else { continue }
      let width = f * row.lineWidths[l]
      guard width > 0 else { continue }
      let middle = placement.origin.y + row.strikeY(line: l, xHeight: xHeight)
      let line = row.layout.lines[l]
      // The pen runs the way the line reads: from its right end in a right-to-left paragraph.
      let left = line.direction == .rightToLeft ? line.x + line.width - width : line.x
      let x = placement.pageRect(Rect(x: left, y: 0, width: width, height: 0)).minX
      body(
        Rect(x: x, y: frame.snapped(middle - thickness / 2), width: width, height: thickness))
    }
  }

  /// Where line `l` of row `i`'s strike runs when complete: its extent (the rect's x range)
  /// and its centre line's y.
  func strikeTrack(_ i: Int, line l: Int) -> (extent: Rect, y: Float) {
    let row = rows[i]
    let placement = textPlacement(of: i)
    let extent = placement.pageRect(
      Rect(x: row.layout.lines[l].x, y: 0, width: row.lineWidths[l], height: 0))
    return (extent, placement.origin.y + row.strikeY(line: l, xHeight: xHeight))
  }

  /// Whether `r` shows in the viewport's rows.
  func isVisible(_ r: Rect) -> Bool { r.maxY > viewport.minY && r.minY < viewport.maxY }

  /// What is under a window point.
  func hit(at p: Vec2) -> TodoHit {
    guard viewport.contains(p) else { return .none }
    let c = p - origin
    guard c.x >= 0, c.x < viewport.width else { return .none }
    if c.y >= stack.addRowTop && c.y < stack.addRowTop + TodoConstants.addRowHeight {
      return .addRow
    }
    guard let i = stack.rowIndex(atY: c.y) else { return .none }
    let checkboxEdge = TodoGeometry.textLeft - TodoConstants.checkboxGap / 2
    return c.x < checkboxEdge ? .checkbox(i) : .text(i)
  }

  /// The caret position (grapheme index) nearest to window point `p` in row `i`'s text: on the
  /// line at `p.y` (clamped to the text's lines), before or after the grapheme under `p.x`,
  /// whichever edge is nearer.
  func caretIndex(_ i: Int, at p: Vec2) -> Int {
    let layout = rows[i].layout
    let local = textPlacement(of: i).local(p)
    let y = min(max(local.y, 0), max(layout.size.height - 0.01, 0))
    guard let l = layout.lineIndex(atY: y) else { return layout.graphemeCount }
    let line = layout.lines[l]
    let isLast = l == layout.lines.count - 1
    guard let g = layout.graphemeIndex(at: Vec2(min(local.x, line.width - 0.01), y)) else {
      return line.graphemes.lowerBound
    }
    if local.x >= line.width {
      return isLast ? line.graphemes.upperBound : min(g + 1, line.graphemes.upperBound)
    }
    let left = layout.caretX(for: g)
    let right = g + 1 < line.graphemes.upperBound ? layout.caretX(for: g + 1) : line.width
    return local.x > (left + right) / 2 ? g + 1 : g
  }

  /// The caret one line up or down from `caret` in row `i`, at the same x; the text's start or
  /// end past the first or last line.
  func caretIndexOnNextLine(_ i: Int, from caret: Int, down: Bool) -> Int {
    let layout = rows[i].layout
    let l = layout.lineIndex(forCaret: caret)
    let target = l + (down ? 1 : -1)
    guard layout.lines.indices.contains(target) else { return down ? layout.graphemeCount : 0 }
    let line = layout.lines[target]
    let p = textPlacement(of: i).pagePoint(
      Vec2(layout.caretX(for: caret), line.top + line.height / 2))
    return caretIndex(i, at: p)
  }
}

extension TodoGeometry {
  /// Row `i` for the dump: its item, strike state and geometry, and where each line's strike
  /// runs when complete (y: its centre line).
  func layoutDump(ofRow i: Int) -> JSONValue {
    let row = rows[i]
    let lines: [JSONValue] = row.layout.lines.indices.map { l in
      let track = strikeTrack(i, line: l)
      return .object([
        ("x", .number(Double(track.extent.minX))),
        ("y", .number(Double(track.y))),
        ("width", .number(Double(row.lineWidths[l]))),
        ("struck", .number(Double(row.strikeFractions[l]))),
      ])
    }
    var strike: [JSONValue] = []
    forEachStrikeSegment(i) { strike.append(.rect($0)) }
    return .object([
      ("id", .number(Double(row.item.id))),
      ("text", .string(row.item.text)),
      ("completed", .bool(row.item.isCompleted)),
      ("pen", .number(row.strike.penProgress)),
      ("duration", .number(row.strikeTiming.duration(totalLength: row.totalLength))),
      ("rect", .rect(rowRect(i))),
      ("checkbox", .point(checkboxCenter(i))),
      ("textOrigin", .point(textOrigin(of: i))),
      ("lines", .array(lines)),
      ("strike", .array(strike)),
    ])
  }
}
