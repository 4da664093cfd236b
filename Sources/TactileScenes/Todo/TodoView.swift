import TactileCore

/// Draws the To-do page: a card of rows (checkbox, text, strikethrough), the `+ Add item` row,
/// focus ring, caret, scroll indicator and the banner (a save error or a notice). It keeps
/// the banner's wrapped text and a scratch buffer for outlines, reused every frame; what it
/// draws it reads from the list, its geometry (`TodoGeometry`) and the input's state.
struct TodoView {
  /// What one frame shows besides the list's geometry.
  struct State {
    var list: TodoList
    var header: PageHeader
    var scroll: ScrollState
    /// What the pointer is over, and whether the focus ring shows.
    var hovered: TodoHit
    var focusRingVisible: Bool
    var metrics: any FontMetrics
    /// How the checkbox's fill is eased (the tuning's).
    var checkboxEasing: Easing
  }

  /// The banner's text, wrapped; nil for no banner.
  private(set) var banner: TextLayout?
  /// Scratch storage for outlines, reused every frame.
  private var outlineScratch: [Vec2] = []

  /// Wraps `text` for the banner, in `frame`'s caption font (nil: no banner).
  mutating func setBanner(_ text: String?, frame: PageFrame, metrics: any FontMetrics) {
    guard let text else {
      banner = nil
      return
    }
    let width = min(TodoConstants.bannerMaxWidth, frame.columnWidth)
    banner = TextLayout(
      text: text, font: frame.type.caption, width: width - 2 * TodoConstants.bannerPadding,
      metrics: metrics)
  }

  mutating func draw(
    _ g: TodoGeometry, _ state: State, theme: Theme, into list: inout DrawList
  ) {
    let size = g.frame.size
    let viewport = g.viewport
    list.fillRect(
      Rect(origin: .zero, size: size), color: theme.background(.todo))
    state.header.draw(into: &list, theme: theme)

    // The card's shadow may spill sideways; vertically the viewport clips it.
    let spill = TodoConstants.cardShadowBlur * 2
    list.pushClip(viewport.insetBy(dx: -spill, dy: 0))
    let card = g.cardRect
    list.shadow(
      card.offsetBy(Vec2(0, TodoConstants.cardShadowOffset)),
      cornerRadius: TodoConstants.cardCornerRadius, blur: TodoConstants.cardShadowBlur,
      color: theme.shadow)
    list.fillRect(card, color: theme.surface, cornerRadius: TodoConstants.cardCornerRadius)
    for i in g.rows.indices {
      let r = g.rowRect(i)
      guard g.isVisible(r) else { continue }
      drawRow(i, in: r, g, state, theme: theme, into: &list)
    }
    drawAddRow(g, state, theme: theme, into: &list)
    list.popClip()

    ScrollIndicator.draw(
      state.scroll, over: viewport, frame: g.frame, color: ScrollIndicator.color(theme),
      into: &list)
    drawBanner(frame: g.frame, theme: theme, into: &list)
  }

  private mutating func drawRow(
    _ i: Int, in r: Rect, _ g: TodoGeometry, _ state: State, theme: Theme,
    into list: inout DrawList
  ) {
    let row = g.rows[i]
    let editing = state.list.editing
    let isEditing = editing?.itemID == row.item.id
    let placement = g.textPlacement(of: i)
    let font = g.frame.type.body
    if i > 0 { drawSeparator(atY: r.minY, rowLeft: r.minX, g, theme: theme, into: &list) }
    if !isEditing, state.hovered == .checkbox(i) || state.hovered == .text(i) {
      list.fillRect(
        r.insetBy(dx: TodoConstants.cardPadding, dy: 1),
        color: theme.text.withOpacity(TodoConstants.hoverOpacity),
        cornerRadius: TodoConstants.cardCornerRadius - TodoConstants.cardPadding)
    }
    if isEditing { drawEditField(of: row, at: placement.origin, theme: theme, into: &list) }
    drawCheckbox(
      center: g.checkboxCenter(i), fill: row.checkbox, tint: row.holdProgress,
      easing: state.checkboxEasing, theme: theme, into: &list)
    drawRuns(of: row, at: placement, theme: theme, into: &list)
    if isEditing, row.layout.text.isEmpty {
      let first = row.layout.lines[0]
      list.text(
        TodoConstants.placeholder, font: font, at: placement.origin + Vec2(0, first.baseline),
        width: state.metrics.advance(of: TodoConstants.placeholder, font: font),
        color: theme.secondaryText.withOpacity(TodoConstants.placeholderOpacity),
        metrics: state.metrics)
    }
    g.forEachStrikeSegment(i) { segment in
      list.fillRect(segment, color: theme.secondaryText, cornerRadius: segment.height / 2)
    }
    if isEditing, let session = editing {
      drawComposition(of: session, in: row, at: placement, theme: theme, into: &list)
      drawCaret(of: session, in: row, at: placement, theme: theme, into: &list)
    }
    if state.list.focused == i, state.focusRingVisible, !isEditing {
      drawFocusRing(r, theme: theme, into: &list)
    }
  }

  /// The field behind a row's text while it is edited: the page's background, veiled, in an
  /// accent outline.
  private mutating func drawEditField(
    of row: TodoRow, at origin: Vec2, theme: Theme, into list: inout DrawList
  ) {
    let outset = TodoConstants.editFieldOutset
    let field = Rect(
      x: origin.x - outset, y: origin.y - outset, width: row.layout.wrapWidth + 2 * outset,
      height: row.textHeight + 2 * outset)
    list.fillRect(
      field, color: theme.background(.todo).withOpacity(TodoConstants.editFieldOpacity),
      cornerRadius: TodoConstants.editFieldCornerRadius)
    strokeRoundedRect(
      field, radius: TodoConstants.editFieldCornerRadius,
      width: TodoConstants.editOutlineWidth, color: theme.palette(.todo).accent, into: &list)
  }

  /// A row's text runs. Each glyph dims from the text colour to the secondary one as the pen
  /// reaches it (and brightens again as the pen retracts past it): a run the pen is inside is
  /// drawn in two spans cut at the pen. The strike is drawn in the dimmed ink, over the glyphs.
  private func drawRuns(
    of row: TodoRow, at placement: TextPlacement, theme: Theme, into list: inout DrawList
  ) {
    let ink = theme.secondaryText
    let layout = row.layout
    for r in layout.runs.indices {
      let run = layout.runs[r]
      let at = placement.origin(of: run, in: layout, drawnIn: list)
      let line = row.layout.lines[run.lineIndex]
      let struck = row.strikeFractions[run.lineIndex] * row.lineWidths[run.lineIndex]
      let rightToLeft = line.direction == .rightToLeft
      // How far the pen has come into the run, from the end it enters by.
      let pen = rightToLeft ? run.x + run.width - (line.x + line.width - struck) : struck - run.x
      if pen <= 0 {
        list.text(layout, run: r, at: at, color: theme.text)
      } else if pen >= run.width || run.font.face == .emoji {
        let color = pen >= run.width / 2 ? ink : theme.text
        list.text(layout, run: r, at: at, color: color)
      } else {
        let cut = rightToLeft ? run.width - pen : pen
        let (left, right) = rightToLeft ? (theme.text, ink) : (ink, theme.text)
        list.text(layout, run: r, at: at, color: left, span: -Float.infinity..<cut)
        list.text(layout, run: r, at: at, color: right, span: cut..<Float.infinity)
      }
    }
  }

  /// The input method's composition, underlined as it is everywhere.
  private func drawComposition(
    of session: TodoEditSession, in row: TodoRow, at placement: TextPlacement, theme: Theme,
    into list: inout DrawList
  ) {
    guard !session.composition.isEmpty else { return }
    let thickness = TodoConstants.caretWidth
    for r in row.layout.rects(for: session.compositionRange) {
      list.fillRect(
        placement.pageRect(
          Rect(x: r.minX, y: r.maxY - thickness, width: r.width, height: thickness)),
        color: theme.palette(.todo).accent)
    }
  }

  /// The caret, while it blinks on.
  private func drawCaret(
    of session: TodoEditSession, in row: TodoRow, at placement: TextPlacement, theme: Theme,
    into list: inout DrawList
  ) {
    guard session.isCaretVisible else { return }
    let layout = row.layout
    let line = layout.lines[layout.lineIndex(forCaret: session.shownCaret)]
    let x = layout.caretX(for: session.shownCaret)
    list.fillRect(
      placement.pageRect(
        Rect(
          x: x - TodoConstants.caretWidth / 2, y: line.glyphTop, width: TodoConstants.caretWidth,
          height: line.ascent + line.descent)),
      color: theme.palette(.todo).accent)
  }

  /// The round checkbox: an outline when open (tinted towards the accent by `tint`, 0…1,
  /// while a click waits to complete the item); an accent disc growing from the centre with a
  /// white check mark drawing itself in as it fills.
  private func drawCheckbox(
    center c: Vec2, fill: CheckboxFill, tint: Float, easing: Easing, theme: Theme,
    into list: inout DrawList
  ) {
    let radius = TodoConstants.checkboxRadius
    let f = Float(fill.eased(easing))
    let stroke = TodoConstants.checkboxStrokeWidth
    if f < 1 {
      let outline = theme.secondaryText.mix(
        theme.palette(.todo).accent, tint * TodoConstants.waitingOutlineTint)
      list.strokeCircle(
        center: c, radius: radius - stroke / 2, width: stroke, color: outline.withOpacity(1 - f))
    }
    guard f > 0 else { return }
    list.fillCircle(center: c, radius: radius * f, color: theme.palette(.todo).accent)
    let markStart = TodoConstants.checkMarkStart
    guard f > markStart else { return }
    drawCheckMark(
      center: c, radius: radius, drawn: (f - markStart) / (1 - markStart), into: &list)
  }

  /// The first `drawn` (0…1) of the check mark's length.
  private func drawCheckMark(center c: Vec2, radius: Float, drawn: Float, into list: inout DrawList)
  {
    let corners = TodoConstants.checkMarkPoints
    var total: Float = 0
    for k in 1..<corners.count { total += corners[k - 1].distance(to: corners[k]) }
    var left = total * min(max(drawn, 0), 1)
    let start = list.pointCount
    list.addPoint(c + corners[0] * radius)
    for k in 1..<corners.count where left > 0 {
      let a = corners[k - 1]
      let b = corners[k]
      let d = a.distance(to: b)
      let t = min(left / d, 1)
      list.addPoint(c + (a + (b - a) * t) * radius)
      left -= d
    }
    list.strokePolyline(
      points: start..<list.pointCount, width: TodoConstants.checkMarkWidth, color: .white)
  }

  private func drawSeparator(
    atY y: Float, rowLeft: Float, _ g: TodoGeometry, theme: Theme, into list: inout DrawList
  ) {
    let x = rowLeft + TodoGeometry.textLeft
    list.fillRect(
      Rect(x: x, y: y - 0.5, width: g.viewport.width - TodoGeometry.textLeft, height: 1),
      color: theme.separator)
  }

  private mutating func drawAddRow(
    _ g: TodoGeometry, _ state: State, theme: Theme, into list: inout DrawList
  ) {
    let r = g.addRowRect
    guard g.isVisible(r) else { return }
    if !g.rows.isEmpty { drawSeparator(atY: r.minY, rowLeft: r.minX, g, theme: theme, into: &list) }
    if state.hovered == .addRow {
      list.fillRect(
        r.insetBy(dx: TodoConstants.cardPadding, dy: 1),
        color: theme.text.withOpacity(TodoConstants.hoverOpacity),
        cornerRadius: TodoConstants.cardCornerRadius - TodoConstants.cardPadding)
    }
    let c = Vec2(
      r.minX + TodoConstants.rowHorizontalPadding + TodoConstants.checkboxRadius, r.midY)
    let arm = TodoConstants.plusArm
    let w = TodoConstants.plusThickness
    list.fillRect(
      Rect(x: c.x - arm, y: c.y - w / 2, width: 2 * arm, height: w),
      color: theme.palette(.todo).accent,
      cornerRadius: w / 2)
    list.fillRect(
      Rect(x: c.x - w / 2, y: c.y - arm, width: w, height: 2 * arm),
      color: theme.palette(.todo).accent,
      cornerRadius: w / 2)
    let font = g.frame.type.body
    let m = state.metrics.lineMetrics(for: font)
    list.text(
      TodoConstants.addItemTitle, font: font,
      at: Vec2(r.minX + TodoGeometry.textLeft, r.midY + (m.ascent - m.descent) / 2),
      width: state.metrics.advance(of: TodoConstants.addItemTitle, font: font),
      color: theme.palette(.todo).accent, metrics: state.metrics)
    if state.list.focused == g.rows.count, state.focusRingVisible {
      drawFocusRing(r, theme: theme, into: &list)
    }
  }

  private mutating func drawFocusRing(_ r: Rect, theme: Theme, into list: inout DrawList) {
    strokeRoundedRect(
      r.insetBy(dx: TodoConstants.focusRingInset, dy: 1),
      radius: TodoConstants.cardCornerRadius - TodoConstants.focusRingInset,
      width: TodoConstants.focusRingWidth, color: theme.palette(.todo).accent, into: &list)
  }

  private mutating func strokeRoundedRect(
    _ r: Rect, radius: Float, width: Float, color: Color, into list: inout DrawList
  ) {
    outlineScratch.removeAll(keepingCapacity: true)
    RoundedRect.appendOutline(
      r, radius: radius, tolerance: list.arcTolerance, into: &outlineScratch)
    list.strokePolyline(outlineScratch, width: width, color: color, closed: true)
  }

  /// The save-error banner, centred above the page dots.
  private func drawBanner(frame: PageFrame, theme: Theme, into list: inout DrawList) {
    guard let text = banner else { return }
    let size = frame.size
    let pad = TodoConstants.bannerPadding
    let box = Rect(
      x: (size.width - text.size.width) / 2 - pad,
      y: size.height - TodoConstants.bannerBottom - text.size.height - 2 * pad,
      width: text.size.width + 2 * pad, height: text.size.height + 2 * pad)
    list.shadow(
      box.offsetBy(Vec2(0, 2)), cornerRadius: TodoConstants.bannerCornerRadius, blur: 8,
      color: theme.shadow)
    list.fillRect(
      box, color: TodoConstants.bannerColor, cornerRadius: TodoConstants.bannerCornerRadius)
    let placement = TextPlacement(
      origin: box.origin + Vec2(pad, pad), width: text.size.width, kind: .chrome, frame: frame)
    for r in text.runs.indices {
      list.text(
        text, run: r, at: placement.origin(of: text.runs[r], in: text, drawnIn: list),
        color: TodoConstants.bannerTextColor)
    }
  }
}
