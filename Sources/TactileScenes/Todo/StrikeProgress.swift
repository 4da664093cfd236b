import TactileCore

/// The strikethrough's pen across wrapped lines: one pen, moving at a constant speed
/// along the lines laid end to end, so a two-line item takes the second line as long as it takes
/// the first if they are equally wide.
///
/// With line widths wᵢ (points) and L = Σwᵢ, at pen progress p ∈ 0…1 line i is struck from its
/// left edge over the fraction clamp((p·L − Σⱼ<ᵢ wⱼ) / wᵢ, 0, 1) of its width.
public enum StrikeProgress {
  /// Sum of the line widths in points (negative or NaN widths count as 0).
  public static func totalLength(lineWidths: [Float]) -> Float {
    Float(preciseLength(lineWidths))
  }

  private static func preciseLength(_ lineWidths: [Float]) -> Double {
    var sum: Double = 0
    for w in lineWidths where w > 0 { sum += Double(w) }
    return sum
  }

  /// Writes the struck fraction (0…1) of each line into `fractions[0..<lineWidths.count]`.
  ///
  /// - Parameters:
  ///   - lineWidths: widths in points; negative or NaN widths count as 0.
  ///   - progress: pen progress p, clamped to 0…1 (NaN counts as 0). At p ≥ 1 every line is
  ///     exactly 1, at p ≤ 0 exactly 0.
  ///   - fractions: caller-owned buffer with at least `lineWidths.count` elements; nothing is
  ///     allocated. Elements past `lineWidths.count` are left alone.
  ///
  /// A zero-width line is 1 once the pen has passed its position (p·L greater than the width
  /// before it) and 0 before; when L = 0 every line is 1 for p > 0 and 0 otherwise.
  public static func fill(_ fractions: inout [Float], lineWidths: [Float], progress: Double) {
    precondition(fractions.count >= lineWidths.count, "fractions buffer too small")
    let p = progress > 0 ? min(progress, 1) : 0
    let length = preciseLength(lineWidths)
    if p <= 0 || p >= 1 || length <= 0 {
      let all: Float = p > 0 ? 1 : 0
      for i in lineWidths.indices { fractions[i] = all }
      return
    }
    let pen = p * length
    var before: Double = 0
    for i in lineWidths.indices {
      let w = lineWidths[i] > 0 ? Double(lineWidths[i]) : 0
      if w > 0 {
        fractions[i] = Float(min(max((pen - before) / w, 0), 1))
      } else {
        fractions[i] = pen > before ? 1 : 0
      }
      before += w
    }
  }
}
