import TactileCore

extension Stage {
  /// Routes `event`: with one pane, to it; comparing, the pointer to every pane at its point
  /// in the pane it acts in, and everything else to every pane. Of the fingers on a touch
  /// screen only the first is the pointer, a second one cancels its gesture, and its taps are
  /// counted as the platform counts a mouse's clicks (`PrimaryTouch`).
  public mutating func handle(_ event: InputEvent) {
    switch touches.verdict(event) {
    case .pass: break
    case .drop: return
    case .cancel: return cancelPointer()
    }
    var event = event
    if case .pointer(let p) = event {
      let interval = panes[0].playground.context.doubleClickInterval
      event = .pointer(touches.counted(p, at: inputTime, interval: interval))
    }
    guard isComparing else {
      if case .resize(let s) = event { size = s }
      panes[0].playground.handle(event)
      return
    }
    switch event {
    case .resize(let s):
      size = s
      relayout()
    case .pointer(let p): handlePointer(p)
    case .pointerExited:
      if !isPressHeld { leavePanes() }
    case .focusLost:
      isPressHeld = false
      active = nil
      pointer = nil
      forEach { $0.handle(event) }
    case .key, .text, .composition, .wheel:
      forEach { $0.handle(event) }
    }
  }

  /// The pointer's gesture was taken away: every pane cancels it, as when the pointer leaves.
  private mutating func cancelPointer() {
    guard isComparing else { return panes[0].playground.handle(.pointerExited) }
    isPressHeld = false
    leavePanes()
  }

  /// The pane under `p` (window points), if any.
  public func pane(at p: Vec2) -> Int? {
    panes.indices.first { paneRect($0).contains(p) }
  }

  private mutating func handlePointer(_ p: PointerEvent) {
    if !isPressHeld {
      let under = pane(at: p.position)
      if p.phase == .down,
        let bar = panes.indices.first(where: { labelRect($0).contains(p.position) })
      {
        focused = bar  // A press on a pane's label: the panel edits its tuning.
      }
      if under == nil {
        leavePanes()
        return
      }
      active = under
    }
    guard let a = active else { return }
    switch p.phase {
    case .down:
      focused = a
      isPressHeld = true
    case .up:
      isPressHeld = false
    case .move: break
    }
    var local = p
    local.position = p.position - paneRect(a).origin
    pointer = local.position
    forEach { $0.handle(.pointer(local)) }
  }

  /// The pointer left every pane: they are told so once.
  private mutating func leavePanes() {
    guard pointer != nil || active != nil else { return }
    active = nil
    pointer = nil
    forEach { $0.handle(.pointerExited) }
  }
}
