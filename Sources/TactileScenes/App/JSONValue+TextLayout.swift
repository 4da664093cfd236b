import TactileCore

extension JSONValue {
  /// Lines `lines` of `layout` as `--dump-layout` lists them: each line's graphemes, rect (its
  /// ink's box, placed by `placement` in the page) and direction, and its runs' graphemes,
  /// rect, face (by `faceNames`, else the face's number), script and direction.
  public static func lines(
    _ lines: Range<Int>, of layout: TextLayout, placement: TextPlacement,
    faceNames: [FontFace: String]
  ) -> JSONValue {
    .array(
      lines.map { l in
        let line = layout.lines[l]
        return .object([
          ("graphemes", range(line.graphemes)),
          ("rect", .rect(placement.pageRect(line.bounds))),
          ("direction", .string(direction(line.direction))),
          (
            "runs",
            .array(
              layout.runs[line.runs].map { run in
                .object([
                  ("graphemes", range(run.graphemes)),
                  (
                    "rect",
                    .rect(
                      placement.pageRect(
                        Rect(x: run.x, y: line.top, width: run.width, height: line.height)))
                  ),
                  ("face", .string(faceNames[run.font.face] ?? run.font.face.description)),
                  ("script", .string(run.font.shaping.script.description)),
                  ("direction", .string(run.isRightToLeft ? "rtl" : "ltr")),
                ])
              })
          ),
        ])
      })
  }

  /// "ltr" or "rtl".
  public static func direction(_ d: TextDirection) -> String {
    d == .rightToLeft ? "rtl" : "ltr"
  }

  private static func range(_ r: Range<Int>) -> JSONValue {
    .array([.number(Double(r.lowerBound)), .number(Double(r.upperBound))])
  }
}
