/// A CPU-side image the core draws into (particles), which the SDL backend uploads as one
/// streaming texture and the software backend blends straight from memory.
///
/// Pixels are 32-bit straight-alpha ARGB (`0xAARRGGBB`), row-major, `width × height`
/// *pixels* (not points), blended as straight alpha by both backends (`SDL_BLENDMODE_BLEND`).
/// The particles are drawn in their final colour with the coverage in alpha; the draw
/// command's tint multiplies the pixels (white at full opacity leaves them as they are). The
/// SDL backend re-uploads only when `generation` has changed since its last upload, and only
/// the `inkBoxes` when the writer declared them (the particle rasterizer does): the rest of
/// the buffer is then known to be transparent. A reference type so that a frame's DrawList can
/// name it without copying.
public final class PixelBuffer {
  public private(set) var width: Int
  public private(set) var height: Int
  /// Row-major straight-alpha ARGB pixels, `width * height` of them.
  public var pixels: [UInt32]
  /// Bumped by every writer that changed `pixels`.
  public private(set) var generation: UInt64 = 0
  /// When `isInkBounded`: disjoint boxes outside which every pixel is transparent (0), so the
  /// platform may upload and draw these boxes only. Otherwise meaningless.
  public private(set) var inkBoxes: [PixelBox] = []
  /// Whether `inkBoxes` bounds the pixels that are not transparent; false after a change
  /// that did not declare its boxes (`markChanged()`): anything may be anywhere.
  public private(set) var isInkBounded = false

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.pixels = Array(repeating: 0, count: self.width * self.height)
  }

  /// Changes the size and clears the pixels. Keeps the allocation when it is large enough but
  /// not more than twice the new size, so that one huge window (a 4000×3000 point window at
  /// 2× is 192 MB) is not held for the rest of the run. Allocates through `PixelMemory`: when
  /// the pixels cannot be had the buffer becomes empty (0 × 0) and the shortage is reported.
  public func resize(width w: Int, height h: Int) {
    let w = max(0, w)
    let h = max(0, h)
    if w == width && h == height { return }
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    if overflow || pixels.count < count || pixels.count > 2 * count {
      pixels = []
      do {
        pixels = try PixelMemory.array(
          repeating: 0, count: overflow ? .max : count, for: "\(w)×\(h) pixels of ink")
      } catch {
        PixelMemory.report(error)
        (width, height) = (0, 0)
        markChanged(inkWithin: [])
        return
      }
      (width, height) = (w, h)
    } else {
      (width, height) = (w, h)
      // Only the first `count` pixels are ever read; the rest is cleared by a later resize.
      pixels.withUnsafeMutableBufferPointer { p in
        p.baseAddress?.update(repeating: 0, count: count)
      }
    }
    markChanged(inkWithin: [])
  }

  /// Sets every pixel to transparent black.
  public func clear() {
    pixels.withUnsafeMutableBufferPointer { p in
      guard let base = p.baseAddress else { return }
      base.update(repeating: 0, count: width * height)
    }
    markChanged(inkWithin: [])
  }

  /// Records that `pixels` changed anywhere, so the platform uploads them all again.
  public func markChanged() {
    generation &+= 1
    isInkBounded = false
  }

  /// Records that `pixels` changed and that every pixel outside `boxes` (which may overlap;
  /// they are merged into `inkBoxes`) is transparent. Reuses the storage of `inkBoxes`.
  public func markChanged(inkWithin boxes: [PixelBox]) {
    generation &+= 1
    inkBoxes.removeAll(keepingCapacity: true)
    inkBoxes.append(contentsOf: boxes)
    PixelBox.mergeOverlapping(&inkBoxes)
    isInkBounded = true
  }
}
