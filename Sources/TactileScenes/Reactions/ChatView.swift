import TactileCore

/// Draws the Reactions page from its state: the messages and their chips (clipped to the
/// list); then, in the overlay the deck draws above everything, the scrim that dims the page,
/// the lifted message with its shadow and chips, the bar with its shadow, icons, name labels
/// and hint, and the emoji in flight on top. Text and emoji strings are stored in the model, so
/// a frame allocates nothing. Window points; the chat's content coordinates are shifted by
/// `offset`.
struct ChatView {
  let chat: Chat
  let type: ReactionsType
  let frame: PageFrame
  /// Where the list is seen, and content coordinates → window points (add this).
  let viewport: Rect
  let offset: Vec2
  let metrics: any FontMetrics
  /// The message tinted while it is held, and the tint (0…1).
  let tintedBubble: Int?
  let pressTint: Float

  var size: Size { frame.size }
  var bubbles: [ChatBubble] { chat.bubbles }

  /// The band of the window the list is seen in: the viewport's rows, the window's width.
  var listClip: Rect { Rect(x: 0, y: viewport.minY, width: size.width, height: viewport.height) }

  /// The page under the overlay: background, header, messages and chips, scroll indicator.
  func draw(
    header: PageHeader, scroll: ScrollState, theme: Theme, into list: inout DrawList
  ) {
    let palette = ReactionsPalette(theme: theme)
    list.fillRect(Rect(origin: .zero, size: size), color: palette.background)
    header.draw(into: &list, theme: theme)

    let off = offset
    list.pushClip(viewport.insetBy(dx: -ReactionsConstants.chipSpacing, dy: 0))
    for i in bubbles.indices {
      let r = bubbles[i].rect.offsetBy(off)
      let bottom = bubbles[i].chipAnchor.y + off.y + ReactionsConstants.chipHeight
      guard bottom > viewport.minY - 40, r.minY < viewport.maxY else { continue }
      drawBubble(i, offset: off, palette, into: &list)
      drawChips(of: i, offset: off, palette, into: &list)
    }
    list.popClip()

    ScrollIndicator.draw(
      scroll, over: viewport, frame: frame, color: palette.scrollIndicator, into: &list)
  }

  /// What is drawn above the whole window (waves and page dots included) while `bar` is open
  /// or an emoji flies: the page dims, the message lifts above the scrim, the bar floats
  /// beside it.
  func drawOverlay(bar: ReactionBarSession?, theme: Theme, into list: inout DrawList) {
    let palette = ReactionsPalette(theme: theme)
    let off = offset
    if let b = bar {
      list.fillRect(
        Rect(origin: .zero, size: size), color: palette.scrim.withOpacity(b.opacity))
      // A message with no room for the bar beside it moves down as it lifts.
      let moved = off + Vec2(0, b.geometry.anchorShift * b.opacity)
      list.pushClip(listClip)
      drawLiftedBubble(b.bubble, lift: b.opacity, offset: moved, palette, into: &list)
      drawChips(of: b.bubble, offset: moved, palette, into: &list)
      list.popClip()
      drawBar(b, palette, into: &list)
    }
    for f in chat.flights { drawFlight(f, offset: off, into: &list) }
  }

  /// The message of the open bar, grown by its lift (0…1) over a soft shadow.
  private func drawLiftedBubble(
    _ i: Int, lift: Float, offset off: Vec2, _ palette: ReactionsPalette,
    into list: inout DrawList
  ) {
    let r = bubbles[i].rect.offsetBy(off)
    let s = 1 + (ReactionsConstants.liftScale - 1) * lift
    let grown = Rect(
      x: r.midX - r.width * s / 2, y: r.midY - r.height * s / 2, width: r.width * s,
      height: r.height * s)
    list.shadow(
      grown.offsetBy(ReactionsConstants.liftShadowOffset * lift),
      cornerRadius: ReactionsConstants.bubbleRadius, blur: ReactionsConstants.liftShadowBlur,
      color: palette.liftShadow.withOpacity(lift))
    drawBubble(i, offset: off, frame: grown, palette, into: &list)
  }

  // MARK: Messages

  /// Message `i`: its bubble (in `frame` when given, e.g. lifted; the text stays in place),
  /// sender, text and time.
  private func drawBubble(
    _ i: Int, offset off: Vec2, frame: Rect? = nil, _ palette: ReactionsPalette,
    into list: inout DrawList
  ) {
    let b = bubbles[i]
    let incoming = b.isIncoming
    var fill = palette.bubble(incoming: incoming)
    if tintedBubble == i, pressTint > 0 {
      fill = fill.mix(
        palette.pressedTint, ReactionsConstants.pressedTint * min(max(pressTint, 0), 1))
    }
    let big = ReactionsConstants.bubbleRadius
    let tail = ReactionsConstants.tailRadius
    BubbleShape.fill(
      frame ?? b.rect.offsetBy(off),
      radii: .init(
        topLeft: big, topRight: big, bottomRight: incoming ? big : tail,
        bottomLeft: incoming ? tail : big),
      color: fill, into: &list)
    if incoming && !b.message.sender.isEmpty {
      list.text(
        b.message.sender, font: type.sender, at: b.senderOrigin + off, width: b.senderWidth,
        color: chat.senderColors[i], metrics: metrics)
    }
    let text = TextPlacement(
      origin: b.textOrigin + off, width: b.text.wrapWidth, kind: .content, frame: self.frame)
    for r in b.text.runs.indices {
      let run = b.text.runs[r]
      // Emoji runs keep their own colours: the renderer multiplies a run by its colour.
      list.text(
        b.text, run: r, at: text.origin(of: run, in: b.text, drawnIn: list),
        color: run.isEmoji ? .white : palette.text)
    }
    list.text(
      b.message.time, font: type.time, at: b.timeOrigin + off, width: b.timeWidth,
      color: incoming ? palette.time : palette.outgoingTime, metrics: metrics)
  }

  private func drawChips(
    of i: Int, offset off: Vec2, _ palette: ReactionsPalette, into list: inout DrawList
  ) {
    let row = bubbles[i].chips
    let anchor = bubbles[i].chipAnchor + off
    let font = type.chipCount
    let m = metrics.lineMetrics(for: font)
    for k in 0..<row.chipCount {
      let s = row.scale(k)
      guard s > 0.01 else { continue }
      let frame = row.frame(k).offsetBy(anchor)
      let c = frame.center
      let scaled = row.drawnFrame(k).offsetBy(anchor)
      let alpha = min(s, 1)
      let mine = row.isUsers[k] && !row.awaiting[k]
      list.fillRect(
        scaled, color: (mine ? palette.userChipFill : palette.chipFill).withOpacity(alpha),
        cornerRadius: scaled.height / 2)
      let e = ReactionsConstants.chipEmojiSize
      if !row.emojiHidden[k] {
        list.emoji(
          row.emoji[k], in: row.emojiRect(k).offsetBy(anchor), opacity: alpha, metrics: metrics)
      }
      // Text is not scaled (it would need a texture per size): it fades in as the chip grows.
      let textAlpha = min(max((s - 0.6) / 0.4, 0), 1)
      guard textAlpha > 0, row.shownCount[k] > 0 else { continue }
      let tx = frame.minX + ReactionsConstants.chipPadding + e + ReactionsConstants.chipCountGap
      let origin = c + (Vec2(tx, c.y + (m.ascent - m.descent) / 2) - c) * s
      list.text(
        row.label[k], font: font, at: Vec2(origin.x.rounded(), origin.y.rounded()),
        width: metrics.advance(of: row.label[k], font: font),
        color: (mine ? palette.userChipText : palette.chipText).withOpacity(textAlpha),
        metrics: metrics)
    }
  }

  // MARK: The bar

  private func drawBar(
    _ b: ReactionBarSession, _ palette: ReactionsPalette, into list: inout DrawList
  ) {
    let style = b.geometry.style
    let pill = b.barFrame()
    let opacity = b.opacity
    guard opacity > 0.002 else { return }
    // The shadows scale with the pill (growing in, shrinking out), so they stay as round as it.
    let s = pill.height / style.barHeight
    list.shadow(
      pill.offsetBy(style.shadowOffset * s), cornerRadius: pill.height / 2,
      blur: style.shadowRadius * s, color: palette.shadow.withOpacity(opacity))
    list.shadow(
      pill.offsetBy(style.contactShadowOffset * s), cornerRadius: pill.height / 2,
      blur: style.contactShadowRadius * s, color: palette.contactShadow.withOpacity(opacity))
    let ring = pill.insetBy(dx: -1, dy: -1)
    list.fillRect(
      ring, color: palette.barBorder.withOpacity(opacity), cornerRadius: ring.height / 2)
    list.fillRect(pill, color: palette.bar.withOpacity(opacity), cornerRadius: pill.height / 2)

    // Icons at rest or shrunk first, then the risen ones, the highlighted one last, so a grown
    // icon overlaps its neighbours.
    let iconOpacity = b.iconsOpacity
    for i in b.emoji.indices where i != b.flownIndex && b.liftFraction(i) < 0.01 {
      list.emoji(b.emoji[i], in: b.iconFrame(i), opacity: iconOpacity, metrics: metrics)
    }
    for i in b.emoji.indices
    where i != b.flownIndex && b.liftFraction(i) >= 0.01
      && i != b.highlighted
    {
      list.emoji(b.emoji[i], in: b.iconFrame(i), opacity: iconOpacity, metrics: metrics)
      drawName(of: i, in: b, palette, into: &list)
    }
    if let h = b.highlighted, h != b.flownIndex {
      list.emoji(b.emoji[h], in: b.iconFrame(h), opacity: iconOpacity, metrics: metrics)
      drawName(of: h, in: b, palette, into: &list)
    }
    let hint = b.hintOpacity
    if hint > 0.01 { drawHint(b, opacity: hint, palette, into: &list) }
  }

  /// The name label beside a risen icon, on the side away from the message, fading with its
  /// rise.
  private func drawName(
    of i: Int, in b: ReactionBarSession, _ palette: ReactionsPalette, into list: inout DrawList
  ) {
    let f = b.liftFraction(i)
    let alpha = f * f * b.opacity
    guard alpha > 0.01 else { return }
    let icon = b.iconFrame(i)
    let height = type.labelHeight
    let gap = ReactionsConstants.labelGap
    let bottom =
      b.geometry.placement == .above ? icon.minY - gap : icon.maxY + gap + height
    if let name = b.names[i] {
      drawLabel(
        name, centerX: icon.midX, bottom: bottom, height: height, alpha: alpha, palette, into: &list
      )
    } else {
      // No name: the emoji itself in the pill.
      let side = height - 4
      let w = side + 2 * ReactionsConstants.labelPaddingX
      let pill = labelPill(width: w, centerX: icon.midX, bottom: bottom, height: height)
      list.fillRect(
        pill, color: palette.label.withOpacity(alpha),
        cornerRadius: height / 2)
      list.emoji(
        b.emoji[i],
        in: Rect(x: pill.midX - side / 2, y: pill.midY - side / 2, width: side, height: side),
        opacity: alpha, metrics: metrics)
    }
  }

  /// "Release to cancel", centred on the bar, on its side away from the message.
  private func drawHint(
    _ b: ReactionBarSession, opacity: Float, _ palette: ReactionsPalette, into list: inout DrawList
  ) {
    let pill = b.barFrame()
    let height = type.labelHeight
    let gap: Float = 10
    let bottom =
      b.geometry.placement == .above ? pill.minY - gap : pill.maxY + gap + height
    drawLabel(
      ReactionsConstants.cancelHint, centerX: pill.midX, bottom: bottom, height: height,
      alpha: opacity, palette, into: &list)
  }

  /// A label's pill centred on `centerX` with its bottom at `bottom`, moved inside the window
  /// when it would leave it.
  func labelPill(width w: Float, centerX: Float, bottom: Float, height: Float) -> Rect {
    let inset = ReactionsConstants.labelWindowInset
    let x = min(max(centerX - w / 2, inset), size.width - inset - w)
    let y = min(max(bottom - height, inset), size.height - inset - height)
    return Rect(x: max(x, inset), y: max(y, inset), width: w, height: height)
  }

  /// A dark pill with white text, centred on `centerX`, its bottom at `bottom` (inside the
  /// window).
  private func drawLabel(
    _ text: String, centerX: Float, bottom: Float, height: Float, alpha: Float,
    _ palette: ReactionsPalette, into list: inout DrawList
  ) {
    let font = type.label
    let width = metrics.advance(of: text, font: font)
    let w = (width + 2 * ReactionsConstants.labelPaddingX).rounded(.up)
    let pill = labelPill(width: w, centerX: centerX, bottom: bottom, height: height)
    list.fillRect(
      pill, color: palette.label.withOpacity(alpha), cornerRadius: height / 2)
    let m = metrics.lineMetrics(for: font)
    let baseline = pill.midY + (m.ascent - m.descent) / 2
    list.text(
      text, font: font,
      at: Vec2((pill.minX + ReactionsConstants.labelPaddingX).rounded(), baseline.rounded()),
      width: width, color: palette.labelText.withOpacity(alpha), metrics: metrics)
  }

  // MARK: Flights

  private func drawFlight(_ f: ReactionFlight, offset off: Vec2, into list: inout DrawList) {
    let b = bubbles[f.bubble]
    // The flight is in window points: the list may scroll under it to show the chip.
    let anchor = b.chipAnchor + off
    let frame: Rect
    if let k = b.chips.index(of: f.emoji) {
      frame = f.frame(
        full: b.chips.unscaledEmojiRect(k).offsetBy(anchor),
        drawn: b.chips.emojiRect(k).offsetBy(anchor))
    } else {
      let spot = Rect(origin: anchor, size: .zero)
      frame = f.frame(full: spot, drawn: spot)
    }
    list.emoji(f.emoji, in: frame, metrics: metrics)
  }
}
