import TactileCore

extension Stage {
  /// `--dump-layout`: one pane's dump as it is; comparing, the stage's size and each pane's
  /// label, page area and label bar (window points), whether the panel edits it, and its
  /// playground's dump (in the pane's coordinates).
  public func layoutDump() -> JSONValue {
    guard isComparing else { return panes[0].playground.layoutDump() }
    return .object([
      (
        "size",
        .object([
          ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
        ])
      ),
      ("columns", .number(Double(layout.columns))),
      (
        "panes",
        .array(
          panes.indices.map { i in
            .object([
              ("label", .string(panes[i].label)), ("rect", .rect(paneRect(i))),
              ("labelRect", .rect(labelRect(i))), ("focused", .bool(i == focused)),
              ("layout", panes[i].playground.layoutDump()),
            ])
          })
      ),
    ])
  }
}
