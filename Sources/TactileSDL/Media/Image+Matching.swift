/// How two renderings of one frame by different backends are compared: the SDL backend on an
/// SDL renderer truncates vertices to whole pixels (an edge lands up to a pixel from where
/// the software backend anti-aliases it, which is also how a textured quad's seam shows) and
/// blends text and filters emoji with its own rounding; so a pixel matches when the other
/// image has a pixel within `reach` px whose channels are all within `channelTolerance`, and
/// at most `unmatchedBound` of the pixels may be without a match. The backend comparison test
/// and the end-to-end tests of `--renderer gpu` use these numbers.
public enum BackendMatch {
  /// A channel differing by at most this much counts as the same.
  public static let channelTolerance = 40
  /// How far apart, in pixels, two matching pixels may be.
  public static let reach = 1
  /// The largest fraction of the pixels that may be without a match.
  public static let unmatchedBound = 0.001
}

extension Image {
  /// The pixels of either image with no pixel of the other within `BackendMatch.reach` pixels
  /// (across, down or diagonally) whose channels all differ by at most
  /// `BackendMatch.channelTolerance`, as a fraction of the pixels of one image (a pixel
  /// unmatched both ways counts twice); infinity for images of different sizes.
  public func unmatchedFraction(against other: Image) -> Double {
    guard width == other.width, height == other.height else { return .infinity }
    let (tolerance, reach) = (BackendMatch.channelTolerance, BackendMatch.reach)
    let (w, h) = (width, height)
    func close(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ q: UnsafeBufferPointer<UInt8>, _ j: Int)
      -> Bool
    {
      for c in 0..<4 where abs(Int(p[i + c]) - Int(q[j + c])) > tolerance { return false }
      return true
    }
    var n = 0
    rgba.withUnsafeBufferPointer { p in
      other.rgba.withUnsafeBufferPointer { q in
        for y in 0..<h {
          for x in 0..<w {
            let i = (y * w + x) * 4
            if close(p, i, q, i) { continue }
            for (s, t) in [(p, q), (q, p)] {
              var found = false
              search: for dy in -reach...reach where (0..<h).contains(y + dy) {
                for dx in -reach...reach where (0..<w).contains(x + dx) {
                  if close(s, i, t, ((y + dy) * w + x + dx) * 4) {
                    found = true
                    break search
                  }
                }
              }
              if !found { n += 1 }
            }
          }
        }
      }
    }
    return Double(n) / Double(w * h)
  }
}
