/// Draws a frame of an `InkTile` over the regions of a `ParticleField` into a `PixelBuffer`, in
/// place of the field's particles (`ParticleRasterizer`): each resident region that is not
/// revealed gets the tile's coverage under it — the tile anchored at the regions' origin (text
/// coordinates) and repeating, so the ink scrolls with the text — thinned near the region's
/// edges (`SoftEdge`) and by its opacity (a conceal fading the ink back in). While a reveal
/// circle grows over a region, the ink inside the circle fades, from all of it at the radius to
/// none at the circle's `fadedRadius`, pushed outwards as far as a particle pushed for that
/// long would have gone (`revealPushAcceleration`), and once the circle covers the region all
/// of it fades over `revealFadeDuration`: as the particles fade one by one. Pixels are written
/// in the final colour with the coverage in alpha, as the rasterizer writes them.
///
/// A call costs in proportion to the regions' pixels: it writes every pixel of each region's
/// box, transparent ones included, so last call's boxes are cleared only when they changed.
/// The boxes written are declared to the buffer line by line (`PixelBuffer.inkBoxes`). Keep
/// one sampler per buffer: when the buffer was changed by someone else (its `generation`
/// moved) or another buffer is passed, it is cleared once.
public struct InkTileSampler {
  /// The box of each region drawn by the last call, top to bottom.
  private var written: [PixelBox] = []
  /// Scratch: this call's boxes and their regions; the boxes declared, one per line.
  private var boxes: [PixelBox] = []
  private var boxRegions: [Int] = []
  private var declared: [PixelBox] = []
  private weak var lastBuffer: PixelBuffer?
  private var lastGeneration: UInt64 = 0
  /// The tile frame last drawn as pixels (`side × side`), and which frame in which colour.
  private var colored: [UInt32] = []
  private var coloredFrame: (spec: InkTile.Spec, frame: Int, rgb: UInt32)? = nil

  public init() {}

  /// Replaces what the last call drew in `buffer` with frame `frame` of `tile` over `field`'s
  /// regions, at the tile's pixel scale.
  ///
  /// - Parameters:
  ///   - origin: the buffer's top-left corner in the regions' coordinates (points).
  ///   - clip: optional rect in the regions' coordinates; pixels outside it are left alone.
  ///   - color: the ink's colour (its alpha is ignored: coverage is the alpha).
  public mutating func sample(
    _ tile: InkTile, frame: Int, over field: ParticleField, into buffer: PixelBuffer,
    origin: Vec2, clip: Rect? = nil, color: Color = .white
  ) {
    if lastBuffer !== buffer || buffer.generation != lastGeneration {
      buffer.clear()
      written.removeAll(keepingCapacity: true)
    }
    collectBoxes(of: field, in: buffer, origin: origin, scale: tile.spec.scale, clip: clip)
    let rgb = color.rgb
    let source = Source(tile: tile, origin: origin, rgb: rgb, parameters: field.parameters)
    let width = buffer.width
    let frame = tile.frame(atInkFrame: frame)
    if !boxes.isEmpty { colorFrame(of: tile, frame, rgb: rgb) }
    buffer.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let out = pixels.baseAddress else { return }
      if boxes != written {
        for b in written { Self.clear(b, in: out, width: width) }
      }
      tile.coverage.withUnsafeBufferPointer { coverage in
        colored.withUnsafeBufferPointer { colored in
          let frameBase = coverage.baseAddress! + frame * tile.side * tile.side
          for (k, box) in boxes.enumerated() {
            let region = field.regions[boxRegions[k]]
            if region.phase == .revealing {
              source.drawRevealing(region, box, from: frameBase, into: out, width: width)
            } else {
              source.draw(
                region, box, from: frameBase, colored: colored.baseAddress!, into: out,
                width: width)
            }
          }
        }
      }
    }
    swap(&written, &boxes)
    declareLines()
    buffer.markChanged(inkWithin: declared)
    lastBuffer = buffer
    lastGeneration = buffer.generation
  }

  /// Makes `colored` frame `frame` of `tile` as pixels of colour `rgb` (coverage in alpha),
  /// unless it already is.
  private mutating func colorFrame(of tile: InkTile, _ frame: Int, rgb: UInt32) {
    if let c = coloredFrame, c.spec == tile.spec, c.frame == frame, c.rgb == rgb { return }
    let count = tile.side * tile.side
    if colored.count != count { colored = [UInt32](repeating: 0, count: count) }
    tile.coverage.withUnsafeBufferPointer { coverage in
      colored.withUnsafeMutableBufferPointer { out in
        let source = coverage.baseAddress! + frame * count
        for i in 0..<count {
          let c = UInt32(source[i])
          out[i] = c == 0 ? 0 : (c << 24) | rgb
        }
      }
    }
    coloredFrame = (tile.spec, frame, rgb)
  }

  /// Fills `boxes` with the pixel box of each resident region that is not revealed (within
  /// the buffer and `clip`), and `boxRegions` with its region.
  private mutating func collectBoxes(
    of field: ParticleField, in buffer: PixelBuffer, origin: Vec2, scale: Float, clip: Rect?
  ) {
    boxes.removeAll(keepingCapacity: true)
    boxRegions.removeAll(keepingCapacity: true)
    guard origin.isFinite,
      let area = ParticleRasterizer.drawableArea(
        width: buffer.width, height: buffer.height, origin: origin, scale: scale, clip: clip)
    else { return }
    for index in field.residentRegions where field.regions[index].phase != .revealed {
      let r = field.regions[index].rect
      guard r.origin.isFinite, r.width.isFinite, r.height.isFinite else { continue }
      let x0 = max((r.minX - origin.x) * scale, area.minX).rounded(.down)
      let y0 = max((r.minY - origin.y) * scale, area.minY).rounded(.down)
      let x1 = min((r.maxX - origin.x) * scale, area.maxX).rounded(.up)
      let y1 = min((r.maxY - origin.y) * scale, area.maxY).rounded(.up)
      guard x1 > x0, y1 > y0 else { continue }
      boxes.append(PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1)))
      boxRegions.append(index)
    }
  }

  /// `declared`: the written boxes joined line by line (boxes one after the other with the
  /// same rows), so that the buffer gets a few boxes, not one per word. Between the words of a
  /// line nothing is ever written, so the joined boxes bound the ink too.
  private mutating func declareLines() {
    declared.removeAll(keepingCapacity: true)
    for b in written {
      if let last = declared.last, last.y0 == b.y0, last.y1 == b.y1 {
        declared[declared.count - 1] = last.union(b)
      } else {
        declared.append(b)
      }
    }
  }

  /// Zeroes the pixels of `box`.
  private static func clear(_ box: PixelBox, in pixels: UnsafeMutablePointer<UInt32>, width: Int) {
    for y in box.y0..<box.y1 {
      (pixels + y * width + box.x0).update(repeating: 0, count: box.width)
    }
  }
}
