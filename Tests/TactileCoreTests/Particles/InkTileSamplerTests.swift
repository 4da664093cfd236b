import Testing

@testable import TactileCore

/// Words of a line, 4 pt apart: ink goes on them, not between them.
private let words = [
  Rect(x: 10, y: 10, width: 60, height: 22), Rect(x: 74, y: 10, width: 40, height: 22),
  Rect(x: 118, y: 10, width: 90, height: 22),
]

private func tile(scale: Float = 1) -> InkTile {
  InkTile.render(InkTile.Spec(parameters: .standard, still: false, scale: scale, seed: 9))!
}

private func field(_ rects: [Rect] = words, softness: Float = 2) -> ParticleField {
  var p = InvisibleInkParameters.standard
  p.edgeSoftness = softness
  var f = ParticleField(seed: 2, parameters: p)
  f.setRegions(rects)
  return f
}

/// The alpha (0…255) of each pixel of `buffer`.
private func alphas(_ buffer: PixelBuffer) -> [Int] { buffer.pixels.map { Int($0 >> 24) } }

@Test func theInkStaysOnTheWordsAndInTheBoxesDeclared() {
  let buffer = PixelBuffer(width: 220, height: 40)
  var sampler = InkTileSampler()
  sampler.sample(tile(), frame: 3, over: field(), into: buffer, origin: .zero, color: .white)
  var lit = 0
  for y in 0..<buffer.height {
    for x in 0..<buffer.width where buffer.pixels[y * buffer.width + x] != 0 {
      lit += 1
      let centre = Vec2(Float(x) + 0.5, Float(y) + 0.5)
      #expect(words.contains { $0.contains(centre) }, "ink at (\(x), \(y))")
      #expect(buffer.inkBoxes.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 })
      #expect(buffer.pixels[y * buffer.width + x] & 0xFF_FFFF == 0xFF_FFFF)
    }
  }
  #expect(lit > 500)
  #expect(buffer.isInkBounded && buffer.inkBoxes.count == 1)  // one line
}

@Test func aRevealedWordLosesItsInkAndTheOthersKeepTheirs() {
  let buffer = PixelBuffer(width: 220, height: 40)
  var sampler = InkTileSampler()
  var f = field()
  sampler.sample(tile(), frame: 0, over: f, into: buffer, origin: .zero)
  let before = alphas(buffer)
  f.finishReveal(region: 1)
  sampler.sample(tile(), frame: 0, over: f, into: buffer, origin: .zero)
  let after = alphas(buffer)
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let i = y * buffer.width + x
      let inSecond = words[1].contains(Vec2(Float(x) + 0.5, Float(y) + 0.5))
      #expect(inSecond ? after[i] == 0 : after[i] == before[i], "(\(x), \(y))")
    }
  }
  #expect(before.reduce(0, +) > after.reduce(0, +))
}

@Test func insideARevealCircleTheInkFadesFromItsEdge() {
  let buffer = PixelBuffer(width: 220, height: 40)
  var sampler = InkTileSampler()
  var f = field([Rect(x: 10, y: 10, width: 200, height: 22)])
  let tile = tile()
  sampler.sample(tile, frame: 0, over: f, into: buffer, origin: .zero)
  let hidden = alphas(buffer)
  let circle = RevealCircle(center: Vec2(110, 21), radius: 60)
  f.setRevealCircle(circle, forRegion: 0)
  for _ in 0..<12 { f.advancePhases(dt: 1.0 / 60) }
  let faded = f.revealCircle(ofRegion: 0)!.fadedRadius
  #expect(faded > 30 && faded < 60)
  sampler.sample(tile, frame: 0, over: f, into: buffer, origin: .zero)
  let revealing = alphas(buffer)
  var inside = 0
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let i = y * buffer.width + x
      let d = Vec2(Float(x) + 0.5, Float(y) + 0.5).distance(to: circle.center)
      if d < faded {
        #expect(revealing[i] == 0, "(\(x), \(y)) at \(d) pt")
        inside += hidden[i]
      } else if d >= circle.radius {
        #expect(revealing[i] == hidden[i], "(\(x), \(y)) at \(d) pt")
      }
    }
  }
  #expect(inside > 0)  // there was ink where the circle took it away
}

@Test func theInkScrollsWithTheText() {
  // Seen from 10 pt lower, the same words show the same ink 10 rows higher: the tile is
  // anchored to the text, not to the buffer.
  let a = PixelBuffer(width: 220, height: 40)
  let b = PixelBuffer(width: 220, height: 40)
  var sa = InkTileSampler()
  var sb = InkTileSampler()
  sa.sample(tile(), frame: 5, over: field(), into: a, origin: .zero)
  sb.sample(tile(), frame: 5, over: field(), into: b, origin: Vec2(0, 10))
  #expect(Array(b.pixels[0..<(30 * 220)]) == Array(a.pixels[(10 * 220)...]))
  #expect(a.pixels != b.pixels)
}

@Test(arguments: [Float(1), 2])
func theInkHasNoSeamWhereTilesMeet(scale: Float) {
  // A block of ink three tiles wide and two high, averaged over a loop: the columns and rows
  // where two tiles meet are no further from their neighbours than any others are.
  let region = Rect(x: 0, y: 0, width: 400, height: 300)
  let origin = Vec2(-37, -53)  // the tiles' edges inside the buffer
  let width = Int(400 * scale)
  let height = Int(300 * scale)
  let buffer = PixelBuffer(width: width, height: height)
  var sampler = InkTileSampler()
  let f = field([region.offsetBy(Vec2(-37, -53))], softness: 0)
  let tile = tile(scale: scale)
  var columns = [Float](repeating: 0, count: width)
  var rows = [Float](repeating: 0, count: height)
  for frame in 0..<tile.frameCount {
    sampler.sample(tile, frame: frame, over: f, into: buffer, origin: origin)
    for y in 0..<height {
      for x in 0..<width {
        let a = Float(buffer.pixels[y * width + x] >> 24)
        columns[x] += a
        rows[y] += a
      }
    }
  }
  for (means, shift) in [(columns, origin.x), (rows, origin.y)] {
    let lines = 1..<(means.count - 1)
    var bumps = [Float](repeating: 0, count: means.count)
    for i in lines { bumps[i] = abs(means[i] - (means[i - 1] + means[i + 1]) / 2) }
    // The lines whose tile pixel is the tile's first or last.
    let anchor = Int((shift * scale).rounded(.down))
    let edges = lines.filter { i in
      let t = ((i + anchor) % tile.side + tile.side) % tile.side
      return t == 0 || t == tile.side - 1
    }
    #expect(edges.count >= 2)
    var inside: Float = 0
    for i in lines where !edges.contains(i) { inside = max(inside, bumps[i]) }
    for e in edges { #expect(bumps[e] <= inside, "line \(e): \(bumps[e]) > \(inside)") }
  }
}

@Test func theInkIsTheTileRepeated() {
  // With no soft edge, each pixel of a block of ink is the tile's pixel under it, the tile
  // repeating from the text's origin: no tile is cut short or shifted where the next begins.
  let buffer = PixelBuffer(width: 300, height: 200)
  var sampler = InkTileSampler()
  let origin = Vec2(-37.4, 141.8)
  let tile = tile()
  let f = field([Rect(origin: origin, size: Size(300, 200))], softness: 0)
  sampler.sample(tile, frame: 7, over: f, into: buffer, origin: origin)
  func wrap(_ v: Int) -> Int { (v % tile.side + tile.side) % tile.side }
  var differing = 0
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let expected = tile.coverage(frame: 7, x: wrap(x - 38), y: wrap(y + 141))
      if buffer.pixels[y * buffer.width + x] >> 24 != UInt32(expected) { differing += 1 }
    }
  }
  #expect(differing == 0)
}

@Test(arguments: [Float(1), 2], [Float(1), 0.37])
func eachPixelIsTheTileThinnedByTheSoftEdge(scale: Float, opacity: Float) {
  // Whether a row is copied whole, thinned by one factor or thinned pixel by pixel, each
  // pixel is the tile's coverage under it times the soft edge's factor at its centre and the
  // region's opacity (a conceal fading the ink in), rounded to the nearest.
  let rect = Rect(x: 10.3, y: 5.6, width: 180.2, height: 23.1)
  let buffer = PixelBuffer(width: Int(220 * scale), height: Int(40 * scale))
  var sampler = InkTileSampler()
  let tile = tile(scale: scale)
  let origin = Vec2(3.3, 7.9)
  var f = field([rect])
  f.regions[0].opacity = opacity
  sampler.sample(tile, frame: 2, over: f, into: buffer, origin: origin)
  let edge = SoftEdge(rect: rect, softness: 2)
  func wrap(_ v: Int) -> Int { (v % tile.side + tile.side) % tile.side }
  let shift = (x: Int((origin.x * scale).rounded(.down)), y: Int((origin.y * scale).rounded(.down)))
  var differing = 0
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let p = Vec2(origin.x + (Float(x) + 0.5) / scale, origin.y + (Float(y) + 0.5) / scale)
      let c = Float(tile.coverage(frame: 2, x: wrap(x + shift.x), y: wrap(y + shift.y)))
      let factor = edge.factor(p.x, p.y) * opacity
      let expected = rect.contains(p) ? UInt32((c * factor).rounded(.toNearestOrEven)) : 0
      if buffer.pixels[y * buffer.width + x] >> 24 != expected { differing += 1 }
    }
  }
  #expect(differing == 0)
}
