import TactileTestSupport
import Testing

@testable import TactileCore

/// A fake atlas: every glyph is 10 × 12 px, 10 px above the baseline, from the pen, on page 0,
/// except the glyph of "B", which is on page 1.
private final class FakeAtlas: GlyphAtlas {
  /// The keys asked for, in order.
  var asked: [GlyphKey] = []

  func glyph(_ key: GlyphKey, beforeChangingUsedPixels: () -> Void) -> GlyphAtlasEntry? {
    asked.append(key)
    let page = key.glyph == UInt16(UInt8(ascii: "B")) ? 1 : 0
    return GlyphAtlasEntry(
      page: page, box: PixelBox(x0: 2, y0: 2, x1: 12, y1: 14), left: 0, top: 10,
      pixelSize: key.face == .emoji ? 100 : key.pixelSize)
  }
  func size(ofPage index: Int) -> (width: Int, height: Int) { (256, 256) }
}

/// One glyph per character, 10 pt wide at size 10 (12 pt at size 12).
private let metrics = FixedWidthMetrics(advance: 10)

private let red = Color(r: 200, g: 30, b: 30)

private func build(_ body: (inout DrawList) -> Void, scale: Float = 1) -> BatchList {
  var list = DrawList()
  body(&list)
  var batches = BatchList()
  batches.build(list, scale: scale, pixelSize: (200, 100), atlas: FakeAtlas()) { _ in }
  return batches
}

private func texture(_ b: Batch) -> BatchTexture? {
  if case .draw(let t, _) = b.kind { return t }
  return nil
}

@Test func shapesAndTheTextOfOnePageAreOneBatch() {
  let b = build {
    $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 20), color: red)
    $0.text("ab", font: .regular(12), at: Vec2(5, 15), color: .white, metrics: metrics)
    $0.fillRect(Rect(x: 0, y: 30, width: 50, height: 20), color: red, cornerRadius: 4)
    $0.text("cd", font: .regular(12), at: Vec2(5, 45), color: .white, metrics: metrics)
  }
  #expect(b.batches.count == 1 && b.drawCalls == 1)
  guard case .atlasPage(0)? = b.batches.first.flatMap(texture) else {
    Issue.record("one batch on page 0")
    return
  }
  // Shapes, two glyphs, shapes, two glyphs: six parts in painter's order, their triangles in
  // turn.
  #expect(b.parts.count == 6)
  #expect(b.batches[0].indices == 0..<b.mesh.indices.count)
}

@Test func anotherPageAClipOrAPixelBufferStartsABatch() {
  let buffer = PixelBuffer(width: 4, height: 4)
  let b = build {
    $0.text("ab", font: .regular(12), at: Vec2(5, 15), color: .white, metrics: metrics)
    $0.text("B", font: .regular(12), at: Vec2(5, 35), color: .white, metrics: metrics)
    $0.pushClip(Rect(x: 10, y: 10, width: 20, height: 20))
    $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 50), color: red)
    $0.popClip()
    $0.pixels(buffer, in: Rect(x: 0, y: 0, width: 4, height: 4))
  }
  #expect(b.drawCalls == 4)
  if case .draw(_, let clip) = b.batches[2].kind {
    #expect(clip == PixelBox(x0: 10, y0: 10, x1: 30, y1: 30))
  }
  if case .draw(_, let clip) = b.batches[3].kind { #expect(clip == nil) }
}

@Test func nestedClipsIntersectAndALayerStartsWithoutOne() {
  let b = build(
    {
      $0.pushClip(Rect(x: 0, y: 0, width: 40, height: 40))
      $0.pushClip(Rect(x: 20.5, y: 10, width: 40, height: 5))
      $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 50), color: red)
      $0.beginLayer(LayerID(1))
      $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 50), color: red)
      $0.endLayer()
      $0.popClip()
      $0.popClip()
    }, scale: 2)
  #expect(b.batches.count == 4)
  if case .draw(_, let clip) = b.batches[0].kind {
    // 41…121 × 20…30 px, cut at the outer clip's 80 px.
    #expect(clip == PixelBox(x0: 41, y0: 20, x1: 80, y1: 30))
  }
  if case .draw(_, let clip) = b.batches[2].kind { #expect(clip == nil) }
  if case .endLayer = b.batches[3].kind {} else { Issue.record("the layer ends") }
}

@Test func eachGlyphIsAQuadOfItsPageOneTexelPerPixelFromItsQuarterPixel() {
  let atlas = FakeAtlas()
  var list = DrawList()
  list.text("abc", font: .regular(12), at: Vec2(10.3, 20), color: red, metrics: metrics)
  var b = BatchList()
  b.build(list, scale: 2, pixelSize: (200, 100), atlas: atlas) { _ in }
  #expect(b.parts.count == 3)
  guard case .quad(let rect, let source, let tint, let image) = b.parts.first?.kind else {
    Issue.record("a quad")
    return
  }
  // The pen at 20.6 px: the glyph rasterized half a pixel right (20.6 is nearest 20.5), drawn
  // from pixel 20; 40 − its top 10 above the baseline; 10 × 12 texels from (2, 2).
  #expect(rect == Rect(x: 20, y: 30, width: 10, height: 12))
  #expect(source == PixelBox(x0: 2, y0: 2, x1: 12, y1: 14))
  #expect(tint == red && image == nil)
  #expect(b.mesh.vertices[0].uv == Vec2(2.0 / 256, 2.0 / 256))
  // The glyphs 12 pt (24 px) apart: pens at 20.6, 44.6, 68.6 px, each at its own quarter.
  #expect(atlas.asked.map(\.subpixel) == [2, 2, 2])
  #expect(atlas.asked.map(\.pixelSize) == [24, 24, 24])
  guard case .quad(let third, _, _, _) = b.parts[2].kind else {
    Issue.record("a quad")
    return
  }
  #expect(third.minX == 68)
}

@Test func aSpanCutsTheGlyphsToWholeColumnsAndTheLineBoxToWholeRows() {
  var list = DrawList()
  list.text(
    TextRun(
      font: .regular(12), origin: Vec2(10, 20), color: red, width: 36, span: 5..<17,
      above: 6, below: 2,
      glyphs: list.addGlyphs([PlacedGlyph(id: 97, x: 0, y: 0), PlacedGlyph(id: 98, x: 12, y: 0)])))
  var b = BatchList()
  b.build(list, scale: 1, pixelSize: (200, 100), atlas: FakeAtlas()) { _ in }
  let rects = b.parts.compactMap { part -> Rect? in
    if case .quad(let rect, _, _, _) = part.kind { return rect }
    return nil
  }
  // Columns 15…27 of glyphs at 10…20 and 22…32; rows 14…22 of glyphs at 10…22.
  #expect(
    rects == [Rect(x: 15, y: 14, width: 5, height: 8), Rect(x: 22, y: 14, width: 5, height: 8)])
}

@Test func anEmojiIsScaledFromItsOwnSize() {
  let b = build {
    $0.emoji("x", in: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 0.5, metrics: metrics)
  }
  guard case .quad(let rect, _, let tint, _) = b.parts.first?.kind else {
    Issue.record("a quad")
    return
  }
  // 10 × 12 texels fitted into 20 × 20: 16.7 × 20, centred.
  #expect(tint.a == 128)
  #expect(abs(rect.height - 20) < 0.01 && abs(rect.midX - 10) < 0.01)
}

@Test func onlyTheInkBoxesOfAPixelBufferBecomeQuads() {
  let buffer = PixelBuffer(width: 100, height: 40)
  buffer.markChanged(inkWithin: [
    PixelBox(x0: 0, y0: 0, x1: 10, y1: 10), PixelBox(x0: 50, y0: 20, x1: 60, y1: 40),
  ])
  let b = build({ $0.pixels(buffer, in: Rect(x: 5, y: 5, width: 50, height: 20)) }, scale: 2)
  #expect(b.mesh.vertices.count == 8 && b.mesh.indices.count == 12 && b.parts.count == 2)
  // The second box: pixels 50…60 × 20…40 of the buffer, stretched over the rect at scale 2
  // (one buffer pixel per device pixel), sampled at 0.5…0.6 × 0.5…1.
  let v = Array(b.mesh.vertices[4...])
  #expect(v[0].position == Vec2(60, 30) && v[2].position == Vec2(70, 50))
  #expect(v[0].uv == Vec2(0.5, 0.5) && v[2].uv == Vec2(0.6, 1))
  guard case .quad(let rect, let source, _, _) = b.parts[1].kind else {
    Issue.record("a quad")
    return
  }
  #expect(rect == Rect(x: 60, y: 30, width: 10, height: 20))
  #expect(source == PixelBox(x0: 50, y0: 20, x1: 60, y1: 40))
}

@Test func aLayerPolygonKeepsItsOutlineInPixelsAndIsTessellatedOnlyWhenAsked() {
  var list = DrawList()
  list.beginLayer(LayerID(3))
  list.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
  list.endLayer()
  list.texturedPolygon(layer: LayerID(3), [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10)])
  var b = BatchList()
  b.build(list, scale: 2, pixelSize: (40, 40), atlas: nil) { _ in }
  let tessellated = b.mesh.indices.count
  #expect(b.points == [Vec2(0, 0), Vec2(20, 0), Vec2(20, 20)])
  b.tessellatesLayers = false
  b.build(list, scale: 2, pixelSize: (40, 40), atlas: nil) { _ in }
  #expect(b.mesh.indices.count < tessellated && b.drawCalls == 2)
  guard case .layerPolygon(let points, let opacity)? = b.parts.last?.kind else {
    Issue.record("a layer polygon")
    return
  }
  #expect(points == 0..<3 && opacity == 1)
}

@Test func steadyFramesReuseTheStorage() {
  var list = DrawList()
  for i in 0..<50 {
    list.fillRect(Rect(x: Float(i), y: 0, width: 5, height: 5), color: red, cornerRadius: 2)
    list.text("ab", font: .regular(12), at: Vec2(5, 15), color: .white, metrics: metrics)
  }
  var b = BatchList()
  let atlas = FakeAtlas()
  b.build(list, scale: 1, pixelSize: (100, 100), atlas: atlas) { _ in }
  let capacity = (b.mesh.vertices.capacity, b.parts.capacity, b.batches.capacity)
  b.build(list, scale: 1, pixelSize: (100, 100), atlas: atlas) { _ in }
  #expect((b.mesh.vertices.capacity, b.parts.capacity, b.batches.capacity) == capacity)
}

/// An atlas that must change pixels already handed out before it can give the glyph of "C".
private final class ChurningAtlas: GlyphAtlas {
  func glyph(_ key: GlyphKey, beforeChangingUsedPixels: () -> Void) -> GlyphAtlasEntry? {
    if key.glyph == UInt16(UInt8(ascii: "C")) { beforeChangingUsedPixels() }
    return GlyphAtlasEntry(
      page: 0, box: PixelBox(x0: 2, y0: 2, x1: 12, y1: 14), left: 0, top: 10,
      pixelSize: key.pixelSize)
  }
  func size(ofPage index: Int) -> (width: Int, height: Int) { (256, 256) }
}

@Test func batchesAreHandedOverBeforeTheAtlasChangesPixelsTheyUse() {
  var list = DrawList()
  list.pushClip(Rect(x: 0, y: 0, width: 50, height: 50))
  list.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
  list.text("a", font: .regular(12), at: Vec2(5, 15), color: .white, metrics: metrics)
  list.text("C", font: .regular(12), at: Vec2(5, 35), color: .white, metrics: metrics)
  list.fillRect(Rect(x: 0, y: 20, width: 10, height: 10), color: red)
  list.popClip()
  var b = BatchList()
  var handed: [(parts: Int, clips: [PixelBox?])] = []
  b.build(list, scale: 1, pixelSize: (100, 100), atlas: ChurningAtlas()) { done in
    handed.append(
      (
        done.parts.count,
        done.batches.map { batch -> PixelBox? in
          if case .draw(_, let clip) = batch.kind { return clip }
          return nil
        }
      ))
  }
  // First the shape and "a", before "C" changes the page; then "C" and the shape, in the
  // same clip.
  #expect(handed.count == 2)
  #expect(handed.map(\.parts) == [2, 2])
  let clip = PixelBox(x0: 0, y0: 0, x1: 50, y1: 50)
  #expect(handed.allSatisfy { $0.clips == [clip] })
}

@Test func anOpaqueFillOverTheWholeTargetIsAClearHidingTheDrawsBeforeIt() {
  let b = build(
    {
      $0.fillRect(Rect(x: 5, y: 5, width: 20, height: 20), color: red)
      $0.beginLayer(LayerID(1))
      $0.fillRect(Rect(x: 0, y: 0, width: 100, height: 50), color: red)  // The layer's.
      $0.fillRect(Rect(x: 5, y: 5, width: 20, height: 20), color: .white)
      $0.endLayer()
      $0.fillRect(Rect(x: -1, y: -1, width: 102, height: 52), color: .white)
      $0.fillRect(Rect(x: 0, y: 0, width: 100, height: 50), color: red.withOpacity(0.5))
    }, scale: 2)
  let kinds = b.batches.map { batch -> String in
    switch batch.kind {
    case .draw: return "draw"
    case .clear: return "clear"
    case .beginLayer: return "begin"
    case .endLayer: return "end"
    }
  }
  // The first rect is hidden; the layer keeps its own clear and draw; a translucent fill
  // is drawn.
  #expect(kinds == ["begin", "clear", "draw", "end", "clear", "draw"])
}

@Test func aShadowUnderAnOpaqueFillLeavesWhatTheFillCoversHidden() {
  let card = Rect(x: 20, y: 10, width: 120, height: 60)
  func shadowPart(_ body: (inout DrawList) -> Void) -> BatchPart.Kind? {
    build(body, scale: 2).parts.first?.kind
  }
  // Shadow, then the opaque card: the shadow is a part of its own, hiding what the card sets.
  let hiddenCase = build(
    {
      $0.shadow(card.offsetBy(Vec2(0, 2)), cornerRadius: 12, blur: 10, color: .black)
      $0.fillRect(card, color: red, cornerRadius: 12)
      $0.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), color: red)
    }, scale: 2)
  #expect(hiddenCase.parts.count == 2)
  guard case .shapes(let box?)? = hiddenCase.parts.first?.kind else {
    Issue.record("the shadow's part hides the card's inside")
    return
  }
  #expect(box == Tessellator.opaquePixels(ofFill: card, cornerRadius: 12, scale: 2))
  guard case .shapes(nil)? = hiddenCase.parts.last?.kind else {
    Issue.record("the card and what follows it hide nothing")
    return
  }
  // Two shadows under one card both hide it.
  let two = build(
    {
      $0.shadow(card, cornerRadius: 12, blur: 10, color: .black)
      $0.shadow(card, cornerRadius: 12, blur: 4, color: .black)
      $0.fillRect(card, color: red, cornerRadius: 12)
    }, scale: 2)
  #expect(two.parts.count == 3)
  // A translucent card, text in between, or nothing after: nothing hidden.
  for body: (inout DrawList) -> Void in [
    {
      $0.shadow(card, cornerRadius: 12, blur: 10, color: .black)
      $0.fillRect(card, color: red.withOpacity(0.9), cornerRadius: 12)
    },
    {
      $0.shadow(card, cornerRadius: 12, blur: 10, color: .black)
      $0.text("ab", font: .regular(12), at: Vec2(5, 15), color: .white, metrics: metrics)
      $0.fillRect(card, color: red, cornerRadius: 12)
    },
    { $0.shadow(card, cornerRadius: 12, blur: 10, color: .black) },
  ] {
    guard case .shapes(nil)? = shadowPart(body) else {
      Issue.record("nothing hidden")
      continue
    }
  }
}
