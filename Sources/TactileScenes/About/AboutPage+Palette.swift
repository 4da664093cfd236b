import TactileCore

/// The deck's colours on the About page: one swatch per page in its own background, with its
/// name in the text colour, its accent, how far its background is from the next page's
/// (CIE76 ΔE, written "dE": the shipped font has no Greek) and how well text and the accent
/// read on it (WCAG contrast).
extension AboutPage {
  /// Swatch size and spacing, in points.
  static let swatchHeight: Float = 92
  static let swatchMaxWidth: Float = 190
  static let swatchGap: Float = 12
  static let swatchCornerRadius: Float = 12
  static let swatchPadding: Float = 12
  static let swatchAccentRadius: Float = 6
  /// Height of the heading line above the swatches.
  static let paletteHeadingHeight: Float = 30
  /// The narrowest swatch that shows its captions whole in `font` (points).
  func swatchMinWidth(font: FontSpec) -> Float {
    var widest: Float = 0
    for (first, second) in captions {
      widest = max(
        widest, context.metrics.advance(of: first, font: font),
        context.metrics.advance(of: second, font: font))
    }
    return widest + 2 * AboutPage.swatchPadding
  }

  /// Swatches per row in a column `width` points wide: four, or two when four would be
  /// narrower than `minWidth`.
  static func swatchesPerRow(width: Float, minWidth: Float) -> Int {
    let count = Float(PageKind.allCases.count)
    return (width - swatchGap * (count - 1)) / count >= minWidth ? PageKind.allCases.count : 2
  }

  /// Height of the section in a column `width` points wide: heading, gap, swatch rows.
  func paletteHeight(width: Float) -> Float {
    let perRow = AboutPage.swatchesPerRow(width: width, minWidth: swatchMinimum)
    let rows = Float((PageKind.allCases.count + perRow - 1) / perRow)
    return AboutPage.paletteHeadingHeight + rows * AboutPage.swatchHeight
      + (rows - 1) * AboutPage.swatchGap
  }

  /// Two caption lines per page, in deck order: "dE 24 to Reactions" and "text 13:1, accent
  /// 6.8:1". Ratios are rounded down, so a figure shown never overstates the contrast.
  static func paletteCaptions(_ theme: Theme) -> [(String, String)] {
    func ratio(_ r: Double) -> String {
      r >= 10 ? "\(Int(r))" : "\(Int(r))." + "\(Int(r * 10) % 10)"
    }
    return PageKind.allCases.map { kind in
      let p = theme.palette(kind)
      let next = kind.advanced(by: 1)
      let deltaE = Int(p.background.deltaE(to: theme.palette(next).background).rounded(.down))
      return (
        "dE \(deltaE) to \(next.title)",
        "text \(ratio(theme.text.contrastRatio(with: p.background))):1, accent "
          + "\(ratio(p.accent.contrastRatio(with: p.background))):1"
      )
    }
  }

  /// Draws the section with its heading's top at `top`, from x = `left`, at most `width` wide.
  func drawPalette(into list: inout DrawList, left: Float, top: Float, width: Float, theme: Theme) {
    let m = context.metrics
    let type = frame.type
    let heading = m.lineMetrics(for: type.label)
    let headingText = "Page colours"
    list.text(
      headingText, font: type.label, at: Vec2(left, top + heading.ascent),
      width: m.advance(of: headingText, font: type.label), color: theme.secondaryText,
      metrics: m)
    let perRow = AboutPage.swatchesPerRow(width: width, minWidth: swatchMinimum)
    let w = min(
      max(AboutPage.swatchMaxWidth, swatchMinimum),
      (width - AboutPage.swatchGap * Float(perRow - 1)) / Float(perRow))
    guard w > 40 else { return }
    let pad = AboutPage.swatchPadding
    let title = m.lineMetrics(for: type.label)
    let caption = m.lineMetrics(for: type.caption)
    for kind in PageKind.allCases {
      let column = Float(kind.rawValue % perRow)
      let row = Float(kind.rawValue / perRow)
      let x = left + column * (w + AboutPage.swatchGap)
      let y =
        top + AboutPage.paletteHeadingHeight + row * (AboutPage.swatchHeight + AboutPage.swatchGap)
      let palette = theme.palette(kind)
      let box = Rect(x: x, y: y, width: w, height: AboutPage.swatchHeight)
      // A hairline ring, so the swatch of this page's own colour keeps its shape.
      list.fillRect(
        box.insetBy(dx: -1, dy: -1), color: theme.separator,
        cornerRadius: AboutPage.swatchCornerRadius + 1)
      list.fillRect(box, color: palette.background, cornerRadius: AboutPage.swatchCornerRadius)
      list.fillCircle(
        center: Vec2(box.maxX - pad - AboutPage.swatchAccentRadius, y + pad + title.ascent / 2),
        radius: AboutPage.swatchAccentRadius, color: palette.accent)
      list.pushClip(box.insetBy(dx: pad, dy: 0))
      list.text(
        kind.title, font: type.label, at: Vec2(x + pad, y + pad + title.ascent),
        width: m.advance(of: kind.title, font: type.label), color: theme.text, metrics: m)
      let (first, second) = captions[kind.rawValue]
      let bottom = box.maxY - pad - caption.descent
      list.text(
        first, font: type.caption, at: Vec2(x + pad, bottom - caption.lineHeight),
        width: m.advance(of: first, font: type.caption), color: theme.secondaryText,
        metrics: m)
      list.text(
        second, font: type.caption, at: Vec2(x + pad, bottom),
        width: m.advance(of: second, font: type.caption), color: theme.secondaryText,
        metrics: m)
      list.popClip()
    }
  }
}
