import TactileCore

/// Where a page's text is drawn. Pages lay out left to right (see `Playground`): in a
/// right-to-left interface their shapes are mirrored by the draw list, but text keeps its
/// direction, so text is placed here instead:
///
/// - content (`.content`: a spoiler text, a message, a to-do item): the whole box moves to
///   its mirror image and the lines keep the alignment of their paragraphs (an English
///   paragraph stays left-aligned in it, an Arabic one right-aligned);
/// - chrome (`.chrome`: a title, a label, a hint): each line is set against the box's right
///   edge, so lines start at the interface's leading edge whatever their script.
///
/// "Local" coordinates are the text layout's own (its lines and runs, as drawn, from the
/// box's left edge); "page" coordinates are the page's left-to-right ones, for the shapes a
/// page derives from its text (spoiler fragments, carets, strikes) and for pointers.
public struct TextPlacement {
  public enum Kind: Sendable { case content, chrome }

  /// The box's top-left corner and width, page coordinates.
  public let origin: Vec2
  public let width: Float
  public let kind: Kind
  /// Whether the interface is mirrored (it reads right to left).
  public let isMirrored: Bool

  public init(origin: Vec2, width: Float, kind: Kind, frame: PageFrame) {
    self.origin = origin
    self.width = width
    self.kind = kind
    isMirrored = frame.isRightToLeft
  }

  /// Where to draw `run` of `layout` into `list`: the left end of its baseline, window
  /// coordinates as drawn (`DrawList.text` does not move text; the list mirrors across its
  /// `mirrorWidth`, the window's).
  public func origin(of run: GlyphRun, in layout: TextLayout, drawnIn list: DrawList) -> Vec2 {
    guard let w = list.mirrorWidth else { return origin + run.origin }
    let y = origin.y + run.baseline
    switch kind {
    case .content:
      return Vec2(w - origin.x - width + run.x, y)
    case .chrome:
      let line = layout.lines[run.lineIndex]
      let drawn = layout.drawnWidth(ofLine: run.lineIndex)
      return Vec2(w - origin.x - drawn + (run.x - line.x), y)
    }
  }

  /// A rect in local coordinates (of content) as a page draws it: offset by the box's origin,
  /// mirrored within the box when the interface is (so that the draw list's mirror puts it on
  /// the text).
  public func pageRect(_ r: Rect) -> Rect {
    guard isMirrored else { return r.offsetBy(origin) }
    return Rect(
      x: origin.x + width - r.maxX, y: origin.y + r.minY, width: r.width, height: r.height)
  }

  /// A point in local coordinates (of content) as a page places it.
  public func pagePoint(_ p: Vec2) -> Vec2 {
    guard isMirrored else { return p + origin }
    return Vec2(origin.x + width - p.x, origin.y + p.y)
  }

  /// A rect in page coordinates in the local coordinates of content (`pageRect` undone).
  public func localRect(_ r: Rect) -> Rect {
    guard isMirrored else { return r.offsetBy(Vec2(-origin.x, -origin.y)) }
    return Rect(
      x: origin.x + width - r.maxX, y: r.minY - origin.y, width: r.width, height: r.height)
  }

  /// A point in page coordinates (a pointer) in the local coordinates of content.
  public func local(_ p: Vec2) -> Vec2 {
    guard isMirrored else { return p - origin }
    return Vec2(origin.x + width - p.x, p.y - origin.y)
  }
}
