import TactileCore

/// What covers the Spoilers page's hidden text: each spoiler's reveal (`SpoilerReveal`: its
/// circle growing from a click, or its text fading) and the ink over the hidden words
/// (`SpoilerInk`), kept in step — a reveal's circle clears the ink under it, a conceal brings
/// the dust back. A value with private state: the page changes it only through these
/// operations.
///
/// Coordinates are the text's (`SpoilerText`: origin at the top-left of the text, points);
/// times are seconds.
struct SpoilerCover {
  /// Each spoiler's reveal, by spoiler index.
  private(set) var reveals: SpoilerRevealList
  /// The spoilers whose reveal or conceal is running (indices into `reveals`): what a frame
  /// updates, so its cost does not grow with the number of spoilers.
  private(set) var animating: [Int] = []
  /// The dust over the hidden words.
  private(set) var ink: SpoilerInk

  /// `spoilerCount` hidden spoilers under ink seeded with `seed`, made with `parameters`
  /// (still with `reducedMotion`); a tile is rendered through `work`.
  init(
    spoilerCount: Int, seed: UInt64, parameters: InvisibleInkParameters, reducedMotion: Bool,
    work: any OffFrameWork
  ) {
    reveals = SpoilerRevealList(count: spoilerCount)
    ink = SpoilerInk(
      seed: seed, parameters: parameters, reducedMotion: reducedMotion, work: work)
  }

  // MARK: The text's layout and the view

  /// New fragments (`text` laid out again): fresh dust in hidden spoilers; revealed ones stay
  /// revealed, animations in flight settle (the circle's geometry no longer matches the text).
  /// The view shows the text from `scrollOffset`, `viewportHeight` tall (points).
  mutating func rebuild(text: SpoilerText, scrollOffset: Float, viewportHeight: Float) {
    for i in animating { reveals[i].settle() }
    animating.removeAll(keepingCapacity: true)
    ink.rebuild(
      text: text, reveals: reveals, scrollOffset: scrollOffset, viewportHeight: viewportHeight)
  }

  /// Moves the ink's resident band and its window of words holding regions along with the
  /// view.
  mutating func follow(scrollOffset: Float, viewportHeight: Float, text: SpoilerText) {
    ink.follow(
      scrollOffset: scrollOffset, viewportHeight: viewportHeight, text: text, reveals: reveals)
  }

  /// The view moved without new fragments (a new height or scale): the ink's band is found
  /// again at the next `follow`.
  mutating func invalidateBand() { ink.invalidateBand() }

  /// Sizes the ink's pixels for a viewport of `size` points at `scale` pixels per point.
  mutating func resizeInk(for size: Size, scale: Float) {
    ink.resizeBuffer(for: size, scale: scale)
  }

  /// Takes new ink parameters; true when the dust must be seeded again (`rebuild`).
  mutating func setInkParameters(_ p: InvisibleInkParameters) -> Bool { ink.setParameters(p) }

  // MARK: Reveals

  /// Reveals or hides spoiler `i`: a reveal's circle grows from `point` to cover `fragments`
  /// (text coordinates), at once with `reducedMotion`; a hide fades its text out and its dust
  /// back in. Both are timed by `timing`.
  mutating func toggle(
    _ i: Int, from point: Vec2, fragments: [Rect], reducedMotion: Bool, timing: SpoilerRevealTiming
  ) {
    guard reveals.indices.contains(i) else { return }
    switch reveals[i].phase {
    case .hidden, .concealing:
      if !reveals[i].isAnimating { animating.append(i) }
      reveals[i].reveal(
        from: point, fragments: fragments, reducedMotion: reducedMotion, timing: timing)
    case .revealing, .revealed:
      conceal(i, timing: timing)
    }
  }

  /// Hides every revealed spoiler (and every one being revealed).
  mutating func hideAll(timing: SpoilerRevealTiming) {
    for i in reveals.touchedIndices.sorted()
    where reveals[i].phase == .revealed || reveals[i].phase == .revealing {
      conceal(i, timing: timing)
    }
  }

  private mutating func conceal(_ i: Int, timing: SpoilerRevealTiming) {
    if !reveals[i].isAnimating { animating.append(i) }
    reveals[i].conceal(timing: timing)
    ink.conceal(spoiler: i)
  }

  // MARK: Time

  /// Advances the running reveals and conceals by `dt` seconds, clearing the ink under each
  /// reveal's circle, then the ink; `visible`: whether any of the text can be seen (dust nobody
  /// sees holds still, unless a reveal or a conceal is fading it).
  mutating func update(dt: Double, visible: Bool) {
    var n = 0
    while n < animating.count {
      let i = animating[n]
      reveals[i].update(dt: dt)
      let circle = RevealCircle(center: reveals[i].center, radius: reveals[i].radius)
      if reveals[i].phase == .revealing {
        let r = reveals[i].fades ? Float.greatestFiniteMagnitude / 4 : circle.radius
        ink.setRevealCircle(RevealCircle(center: circle.center, radius: r), spoiler: i)
      } else if reveals[i].phase == .revealed {
        // The text is all uncovered: whatever dust is left (an ink word may reach a little
        // past the circle fitted to the text) fades out at once.
        let all = RevealCircle(center: circle.center, radius: .greatestFiniteMagnitude / 4)
        ink.setRevealCircle(all, spoiler: i)
      }
      if reveals[i].isAnimating {
        n += 1
      } else {
        animating.swapAt(n, animating.count - 1)
        animating.removeLast()
      }
    }
    ink.update(dt: dt, visible: visible)
  }

  /// Whether a reveal or a conceal runs, or the ink within `rect` (text coordinates) changes
  /// without input.
  func isAnimating(in rect: Rect) -> Bool { !animating.isEmpty || ink.isAnimating(in: rect) }

  /// Draws the ink (see `SpoilerInk.draw`).
  mutating func drawInk(
    into list: inout DrawList, viewport: Rect, alignedRight: Bool, scrollOffset: Float,
    scale: Float, clip: Rect?, color: Color
  ) {
    ink.draw(
      into: &list, viewport: viewport, alignedRight: alignedRight, scrollOffset: scrollOffset,
      scale: scale, clip: clip, color: color)
  }
}
