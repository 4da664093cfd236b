extension DrawCommand {
  /// Whether `a` (of list `old`) and `b` (of list `new`) draw the same: true or false for two
  /// commands of one kind (their points and vertices compared by value), nil for two kinds.
  /// Clips, layers and pixel buffers are compared by `DamageTracker` itself.
  static func same(_ a: DrawCommand, in old: DrawList, _ b: DrawCommand, in new: DrawList)
    -> Bool?
  {
    switch (a, b) {
    case (.fillRect(let ra, let ka, let ca), .fillRect(let rb, let kb, let cb)):
      return ra == rb && ka == kb && ca == cb
    case (.shadow(let ra, let ka, let ba, let ca), .shadow(let rb, let kb, let bb, let cb)):
      return ra == rb && ka == kb && ba == bb && ca == cb
    case (.fillPolygon(let pa, let ca), .fillPolygon(let pb, let cb)):
      return ca == cb && old.points[pa].elementsEqual(new.points[pb])
    case (
      .strokePolyline(let pa, let wa, let ca, let za),
      .strokePolyline(let pb, let wb, let cb, let zb)
    ):
      return wa == wb && ca == cb && za == zb && old.points[pa].elementsEqual(new.points[pb])
    case (.text(let ta), .text(let tb)):
      return ta.origin == tb.origin && ta.font == tb.font && ta.color == tb.color
        && ta.span == tb.span && ta.above == tb.above && ta.below == tb.below
        && old.glyphs[ta.glyphs].elementsEqual(new.glyphs[tb.glyphs])
    case (.emoji(let ga, let ra, let oa), .emoji(let gb, let rb, let ob)):
      return ra == rb && oa == ob && old.glyphs[ga].elementsEqual(new.glyphs[gb])
    case (.texturedMesh(let va, let ia, let ta), .texturedMesh(let vb, let ib, let tb)):
      return ta === tb && old.meshVertices[va].elementsEqual(new.meshVertices[vb])
        && old.meshIndices[ia].elementsEqual(new.meshIndices[ib])
    case (.texturedPolygon(let la, let pa, let oa), .texturedPolygon(let lb, let pb, let ob)):
      return la == lb && oa == ob && old.points[pa].elementsEqual(new.points[pb])
    default:
      return nil
    }
  }

  /// Where this command may change pixels in `list`'s frame (points; its anti-aliased
  /// fringe is added by the caller). Text is bounded by its line's box and its advance, with
  /// an em's room on either side for overhanging glyphs. Nil for commands that draw nothing by themselves (clips, layers' ends).
  func bounds(in list: DrawList) -> Rect? {
    switch self {
    case .fillRect(let r, _, _), .emoji(_, let r, _), .pixels(_, let r, _): return r
    case .shadow(let r, _, let blur, _): return r.insetBy(dx: -blur, dy: -blur)
    case .fillPolygon(let p, _), .texturedPolygon(_, let p, _):
      return Self.box(of: list.points[p])
    case .strokePolyline(let p, let width, _, _):
      return Self.box(of: list.points[p]).map { $0.insetBy(dx: -width, dy: -width) }
    case .texturedMesh(let v, _, _):
      return Self.box(of: list.meshVertices[v].lazy.map(\.position))
    case .text(let run):
      // Glyphs may overhang their advances (italic ends, marks): by up to an em.
      let s = run.font.size
      var x0 = run.origin.x - s
      var x1 = run.origin.x + run.width + s
      if let span = run.span {
        x0 = max(x0, run.origin.x + span.lowerBound)
        x1 = min(x1, run.origin.x + span.upperBound)
      }
      return Rect(
        x: x0, y: run.origin.y - run.above, width: max(x1 - x0, 0), height: run.above + run.below)
    case .pushClip, .popClip, .beginLayer, .endLayer: return nil
    }
  }

  private static func box<S: Sequence>(of points: S) -> Rect? where S.Element == Vec2 {
    var it = points.makeIterator()
    guard let first = it.next() else { return nil }
    var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
    while let p = it.next() {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
