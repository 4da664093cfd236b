import TactileCore

/// The invisible ink of the Spoilers page: one particle region per word of the spoilers near
/// the screen, or per line's span of a spoiler (by the ink's `coverage`), the dust's
/// residency, and its pixels, made by the tuning's strategy (`InkStrategy`): the particles
/// rasterized, or a looping tile (or one still frame of it) sampled over the regions. The
/// regions' reveal and conceal phases are the field's whatever the strategy, so a change of
/// strategy keeps them; only the particles strategy has the field hold particles
/// (`holdsParticles`).
///
/// The ink has its own clock (`InkClock`, `framesPerSecond`): between two of its frames the
/// buffer is not touched (its `generation` stays), unless the view moved (a scroll, a resize, a
/// new clip or colour) or the regions changed.
///
/// Two bands follow the view, both in text coordinates (points):
/// - the *window*: the lines within `windowMargin` screens beyond the resident band. Only
///   their spoiler words hold regions (where their glyphs are, so the ink covers the glyphs it
///   hides); the window slides as the text scrolls, keeping the regions of
///   the lines it still covers, so a long text costs in proportion to the screen, not to its
///   length or its number of spoilers;
/// - the *resident band*: the viewport plus `residentScreens` screens above and below, whose
///   regions hold particles (`ParticleField.setResidentBand`). It moves in steps of a quarter
///   screen, so a region is resident well before it scrolls into view and its dust is in its
///   steady state when it is first seen. Of its dust only what is in view moves
///   (`ParticleField.activeBand`); the rest waits, still steady, until it scrolls in.
struct SpoilerInk {
  /// The dust over the words of the window's lines, sorted top to bottom.
  private(set) var field: ParticleField
  /// The lines whose spoiler words hold regions.
  private(set) var window: Range<Int> = 0..<0
  /// The spoiler each of `field`'s regions belongs to.
  private var regionSpoiler: [Int] = []
  /// The spoilers with a grapheme on the window's lines, and the regions of each.
  private var windowSpoilers: Range<Int> = 0..<0
  private var regionsOfWindowSpoiler: [Range<Int>] = []
  /// The rasterized dots of the viewport, `viewport × scale` pixels.
  let buffer = PixelBuffer(width: 1, height: 1)
  var rasterizer = ParticleRasterizer()
  /// The scroll offset the resident band was last placed around, `nil` before the first.
  private var bandOffset: Float? = nil
  /// Scratch reused when regions are built.
  private var before = RegionScratch()
  private var after = RegionScratch()
  /// The ink's look and strategy. The field holds the same numbers.
  var parameters: InvisibleInkParameters { field.parameters }
  /// Reduced motion: the ink holds still (a tile shows its first frame).
  let reducedMotion: Bool
  /// Seeds the field's dust and the tiles.
  let seed: UInt64
  /// The ink's own time.
  private(set) var clock = InkClock()
  /// Draws the tile strategies.
  var sampler = InkTileSampler()
  /// The tile of the tile and still strategies.
  var tiles: InkTileSupply
  /// Bumped by every change of what the ink shows at a given place (its frames, its regions,
  /// a tile coming into use); with where it is drawn, it tells whether to draw it again.
  var version: UInt64 = 0
  /// What the buffer shows, `nil` before the first draw.
  var shown: ShownInk? = nil

  /// Screens above and below the viewport whose dust is kept alive.
  static let residentScreens: Float = 1
  /// The band moves once the view has scrolled this many screens from where it was placed.
  static let bandStep: Float = 0.25
  /// Points above and below the viewport whose dust still moves (more than a dot's radius).
  static let activeMargin: Float = 8
  /// Screens beyond the resident band whose words hold regions (without dust): the window
  /// slides about once per this many screens scrolled.
  static let windowMargin: Float = 0.25

  /// New regions: their rects, weights (the per-line cap) and spoilers.
  private struct RegionScratch {
    var rects: [Rect] = []
    var weights: [Float] = []
    var spoilers: [Int] = []

    mutating func removeAll() {
      rects.removeAll(keepingCapacity: true)
      weights.removeAll(keepingCapacity: true)
      spoilers.removeAll(keepingCapacity: true)
    }
  }

  /// Ink of `parameters`, seeded with `seed`; its tiles are made by `work`.
  init(
    seed: UInt64, parameters: InvisibleInkParameters, reducedMotion: Bool, work: any OffFrameWork
  ) {
    field = ParticleField(seed: seed, parameters: parameters, reducedMotion: reducedMotion)
    field.holdsParticles = Self.holdsParticles(parameters)
    self.reducedMotion = reducedMotion
    self.seed = seed
    tiles = InkTileSupply(work: work)
  }

  /// The regions of spoiler `spoiler`, as indices into `field`'s regions: its words on the
  /// window's lines (none when it has no grapheme there).
  func regions(ofSpoiler spoiler: Int) -> Range<Int> {
    guard windowSpoilers.contains(spoiler) else { return 0..<0 }
    return regionsOfWindowSpoiler[spoiler - windowSpoilers.lowerBound]
  }

  /// New regions for `text`'s current layout seen from `scrollOffset` through a viewport
  /// `viewportHeight` tall (points): fresh dust over the hidden words near the view; revealed
  /// spoilers (per `reveals`, whose animations must be settled) stay revealed. At most
  /// `maximumPerLine` particles go to one spoiler's words on one line.
  mutating func rebuild(
    text: SpoilerText, reveals: SpoilerRevealList, scrollOffset: Float, viewportHeight: Float
  ) {
    bandOffset = scrollOffset
    let band = Self.band(scrollOffset: scrollOffset, viewportHeight: viewportHeight)
    window = Self.window(around: band, viewportHeight: viewportHeight, in: text)
    after.removeAll()
    Self.appendRegions(onLines: window, of: text, field.parameters, into: &after)
    regionSpoiler = after.spoilers
    field.setResidentBand(band)
    field.setRegions(after.rects, weights: after.weights)
    indexWindowSpoilers(text)
    finishRevealed(0..<field.regionCount, reveals)
    version &+= 1
  }

  /// Keeps the dust of the viewport (scrolled by `scrollOffset`, `viewportHeight` tall, both in
  /// points) and of one screen above and below it alive, sliding the window of words with regions
  /// along when the view leaves it (new words of revealed spoilers in `reveals` stay revealed).
  mutating func follow(
    scrollOffset: Float, viewportHeight: Float, text: SpoilerText, reveals: SpoilerRevealList
  ) {
    let screen = max(viewportHeight, 1)
    // Only the dust in view moves (with a margin for dots hanging over the viewport's edges).
    field.activeBand =
      (scrollOffset - Self.activeMargin)...(scrollOffset + screen + Self.activeMargin)
    if let placed = bandOffset, abs(placed - scrollOffset) < Self.bandStep * screen { return }
    bandOffset = scrollOffset
    let band = Self.band(scrollOffset: scrollOffset, viewportHeight: viewportHeight)
    if !Self.extent(of: window, in: text).contains(band) {
      slideWindow(
        to: Self.window(around: band, viewportHeight: viewportHeight, in: text), text, reveals)
    }
    field.setResidentBand(band)
    version &+= 1
  }

  /// Forgets where the band was, so that the next `follow` places it afresh (after a new
  /// layout).
  mutating func invalidateBand() {
    bandOffset = nil
  }

  /// The resident band for a view at `scrollOffset`, `viewportHeight` tall (points).
  private static func band(scrollOffset: Float, viewportHeight: Float) -> ClosedRange<Float> {
    let screen = max(viewportHeight, 1)
    let reach = residentScreens * screen
    return (scrollOffset - reach)...(scrollOffset + screen + reach)
  }

  /// The lines within `windowMargin` screens of `band`.
  private static func window(
    around band: ClosedRange<Float>, viewportHeight: Float, in text: SpoilerText
  ) -> Range<Int> {
    let margin = windowMargin * max(viewportHeight, 1)
    return text.lines(from: band.lowerBound - margin, to: band.upperBound + margin)
  }

  /// The text y that `lines` cover, unbounded at the text's ends (nothing lies beyond them).
  private static func extent(of lines: Range<Int>, in text: SpoilerText) -> ClosedRange<Float> {
    let all = text.layout.lines
    guard !lines.isEmpty else { return 0...0 }
    let top = lines.lowerBound == 0 ? -Float.greatestFiniteMagnitude : all[lines.lowerBound].top
    let bottom =
      lines.upperBound >= all.count
      ? Float.greatestFiniteMagnitude : all[lines.upperBound - 1].bottom
    return top...max(top, bottom)
  }

  /// Moves the window to `lines`: the regions of the lines both windows hold keep their dust,
  /// those of the lines left behind go, the words of the new lines get regions.
  private mutating func slideWindow(
    to lines: Range<Int>, _ text: SpoilerText, _ reveals: SpoilerRevealList
  ) {
    let keptLower = max(window.lowerBound, lines.lowerBound)
    let kept = keptLower..<max(keptLower, min(window.upperBound, lines.upperBound))
    before.removeAll()
    after.removeAll()
    if kept.isEmpty {
      window = lines
      Self.appendRegions(onLines: lines, of: text, field.parameters, into: &after)
      regionSpoiler = after.spoilers
      field.setRegions(after.rects, weights: after.weights)
      indexWindowSpoilers(text)
      finishRevealed(0..<field.regionCount, reveals)
      return
    }
    Self.appendRegions(
      onLines: lines.lowerBound..<kept.lowerBound, of: text, field.parameters, into: &before)
    Self.appendRegions(
      onLines: kept.upperBound..<lines.upperBound, of: text, field.parameters, into: &after)
    let keptRegions = regions(onLines: kept, of: text)
    field.replaceRegions(
      keeping: keptRegions, before: before.rects, beforeWeights: before.weights,
      after: after.rects, afterWeights: after.weights)
    regionSpoiler.replaceSubrange(
      keptRegions.upperBound..<regionSpoiler.count, with: after.spoilers)
    regionSpoiler.replaceSubrange(0..<keptRegions.lowerBound, with: before.spoilers)
    window = lines
    indexWindowSpoilers(text)
    let count = field.regionCount
    finishRevealed(0..<before.rects.count, reveals)
    finishRevealed((count - after.rects.count)..<count, reveals)
  }

  /// The current regions on `lines` (a part of the window): regions are sorted top to bottom
  /// and a word's rect lies inside its line's box.
  private func regions(onLines lines: Range<Int>, of text: SpoilerText) -> Range<Int> {
    let all = text.layout.lines
    func firstRegion(below y: Float) -> Int {
      var lo = 0
      var hi = field.regionCount
      while lo < hi {
        let mid = lo + (hi - lo) / 2
        if field.rect(ofRegion: mid).minY < y { lo = mid + 1 } else { hi = mid }
      }
      return lo
    }
    let first = firstRegion(below: all[lines.lowerBound].top)
    let last =
      lines.upperBound >= all.count
      ? field.regionCount : firstRegion(below: all[lines.upperBound].top)
    return first..<max(first, last)
  }

  /// Appends a region for each spoiler word on `lines` (the words' glyph boxes as drawn), or
  /// for each line's span of a spoiler when the ink's `coverage` is `.span`, with
  /// its weight: at most `parameters.maximumPerLine` particles go to one spoiler's words on one
  /// line. Static: a method reading `self` while its caller hands it `&self.after` would copy
  /// `self`, and the scratch's arrays, shared with the copy, would then be copied on append.
  private static func appendRegions(
    onLines lines: Range<Int>, of text: SpoilerText, _ parameters: InvisibleInkParameters,
    into out: inout RegionScratch
  ) {
    guard !lines.isEmpty else { return }
    let layout = text.layout
    let g0 = layout.lines[lines.lowerBound].graphemes.lowerBound
    let g1 = layout.lines[lines.upperBound - 1].graphemes.upperBound
    for spoiler in text.spoilers(onLines: lines) {
      let start = out.rects.count
      let graphemes = text.parsed.spoilers[spoiler].clamped(to: g0..<g1)
      switch parameters.coverage {
      case .words: layout.appendWordRects(for: graphemes, into: &out.rects)
      case .span: out.rects += layout.rects(for: graphemes)
      }
      // Words of one line share their top: cap each line's total.
      var line = start
      while line < out.rects.count {
        var end = line
        var area: Float = 0
        while end < out.rects.count && out.rects[end].minY == out.rects[line].minY {
          area += out.rects[end].width * out.rects[end].height
          end += 1
        }
        let planned = area * parameters.density
        let weight =
          planned > Float(parameters.maximumPerLine)
          ? Float(parameters.maximumPerLine) / planned : 1
        for _ in line..<end {
          out.weights.append(weight)
          out.spoilers.append(spoiler)
        }
        line = end
      }
    }
  }

  /// Indexes the regions of each spoiler on the window's lines (from `regionSpoiler`).
  private mutating func indexWindowSpoilers(_ text: SpoilerText) {
    windowSpoilers = text.spoilers(onLines: window)
    regionsOfWindowSpoiler.removeAll(keepingCapacity: true)
    var r = 0
    for spoiler in windowSpoilers {
      while r < regionSpoiler.count && regionSpoiler[r] < spoiler { r += 1 }
      let first = r
      while r < regionSpoiler.count && regionSpoiler[r] == spoiler { r += 1 }
      regionsOfWindowSpoiler.append(first..<r)
    }
  }

  /// Makes the regions `regions` of revealed spoilers revealed.
  private mutating func finishRevealed(_ regions: Range<Int>, _ reveals: SpoilerRevealList) {
    for r in regions where reveals[regionSpoiler[r]].phase == .revealed {
      field.finishReveal(region: r)
    }
  }

  /// Whether the field holds particles for `p`: only the particles strategy draws them.
  private static func holdsParticles(_ p: InvisibleInkParameters) -> Bool {
    p.strategy == .particles
  }

  /// Takes new parameters. Returns whether the regions must be rebuilt (`rebuild`): the number
  /// of particles changed (density or the per-line cap) or the regions' coverage; the rest
  /// applies as particles are reborn, and a new strategy or frame rate at the next draw (the regions, their reveals
  /// and conceals, carry on; turning to particles fills the resident regions with dust).
  mutating func setParameters(_ p: InvisibleInkParameters) -> Bool {
    let old = field.parameters
    guard p != old else { return false }
    field.parameters = p
    field.holdsParticles = Self.holdsParticles(p)
    version &+= 1
    return p.density != old.density || p.maximumPerLine != old.maximumPerLine
      || p.coverage != old.coverage
  }

  /// Sizes the dot buffer for a viewport of `size` points at `scale` pixels per point, and
  /// starts making the tile for that scale if the strategy needs one.
  mutating func resizeBuffer(for size: Size, scale: Float) {
    buffer.resize(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up))
    )
    wantTile(scale: scale)
  }

  /// Spoiler `spoiler` reveals through `circle` (text coordinates).
  mutating func setRevealCircle(_ circle: RevealCircle, spoiler: Int) {
    for region in regions(ofSpoiler: spoiler) {
      field.setRevealCircle(circle, forRegion: region)
    }
  }

  /// Advances the ink by `dt` seconds, in whole ink frames (`InkClock`); `visible`: whether
  /// any of the text can be seen. Particles move only where they can be seen (dust out of
  /// sight holds still) or while a reveal or a conceal fades them; the drawn strategies have
  /// only their regions' phases to advance.
  mutating func update(dt: Double, visible: Bool) {
    let step = clock.advance(by: dt, framesPerSecond: parameters.framesPerSecond)
    guard step > 0 else { return }
    switch parameters.strategy {
    case .particles:
      guard field.liveCount > 0 && (visible || !field.isSettled) else { return }
      field.update(dt: step)
    case .tile, .still:
      guard !field.isSettled else { return }
      field.advancePhases(dt: step)
    }
    version &+= 1
  }

  /// Spoiler `spoiler` is hidden again: its dust fades back in.
  mutating func conceal(spoiler: Int) {
    for region in regions(ofSpoiler: spoiler) { field.conceal(region: region) }
  }
}
