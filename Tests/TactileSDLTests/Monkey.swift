import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes

/// Drives the whole app — the `Playground` with real fonts, every DrawList executed by the real
/// `Renderer` on a `HeadlessTarget` — with seeded random input: clicks, holds, drags
/// across the page edges, wheel, keys, text, resizes from 1×1 to 4000×3000 (and to 60–150 pt
/// high while a spoiler reveals), pixel density changes, pointers far outside the window (past
/// `Int`'s range too), quitting (the to-do file must then hold what is on screen, the text
/// being typed included), and random time steps through a `FixedStepClock` as the app uses it. After every input event it draws a frame and checks `MonkeyInvariants`;
/// every `renderEvery`-th frame also goes through SDL.
///
/// Same seed, same run. Set `TACTILE_MONKEY_TRACE=1` to print every event (to find the one
/// before a crash).
final class Monkey {
  struct Options {
    var events = 10_000
    var seed: UInt64 = 1
    /// Execute every n-th frame's DrawList through SDL (all frames are drawn and checked).
    var renderEvery = 250
    var reducedMotion = false
    /// Where the to-do page saves (nil: in memory only). See `MonkeyInvariants.todoFile`.
    var todoDirectory: String? = nil
    /// Stop after this many broken invariants.
    var maxProblems = 20
  }

  /// What a run did and found.
  struct Summary: CustomStringConvertible {
    var events = 0
    var actions = 0
    var framesDrawn = 0
    var framesRendered = 0
    var resizes = 0
    var quits = 0
    var eventsPerPage: [PageKind: Int] = [:]
    var maxLiveParticles = 0
    var largestCoordinate: Float = 0
    var memoryAtStart = ProcessMemory(residentMB: 0, peakMB: 0)
    var memoryAtEnd = ProcessMemory(residentMB: 0, peakMB: 0)
    /// Resident MB after each tenth of the events.
    var residentByTenth: [Double] = []
    var seconds = 0.0
    var problems: [String] = []

    var pagesVisited: [PageKind] {
      PageKind.allCases.filter { (eventsPerPage[$0] ?? 0) > 0 }
    }

    var description: String {
      let pages = PageKind.allCases.map { "\($0.name) \(eventsPerPage[$0] ?? 0)" }
      return """
        monkey: \(events) events (\(actions) actions) in \(String(format: "%.1f", seconds)) s; \
        \(framesDrawn) frames drawn and checked, \(framesRendered) rendered by SDL; \
        \(resizes) resizes, \(quits) quits
        monkey: pages visited \(pagesVisited.count)/\(PageKind.allCases.count) \
        (events per page: \(pages.joined(separator: ", ")))
        monkey: max live particles \(maxLiveParticles), largest |coordinate| \
        \(largestCoordinate)
        monkey: memory at start \(memoryAtStart), at end \(memoryAtEnd)
        monkey: resident MB after each tenth: \(
          residentByTenth.map { String(format: "%.0f", $0) }.joined(separator: " "))
        monkey: \(problems.count) problem(s)
        """
    }
  }

  private let options: Options
  private let fonts: FontCache
  private let metrics: SDLFontMetrics
  private var random: SeededRandom
  private var playground: Playground
  private var target: HeadlessTarget
  private var size = Size(1280, 800)
  private var scale: Float = 1
  private var clock = FixedStepClock()
  private var list = DrawList()
  private var pointer = Vec2(640, 400)
  private var isDown = false
  /// What makes the press in progress: the mouse, or (a third of the presses) a finger.
  private var kind = PointerKind.mouse
  private var action = ""
  private let trace = ProcessInfo.processInfo.environment["TACTILE_MONKEY_TRACE"] == "1"
  private(set) var summary = Summary()

  init(options: Options, fonts: FontCache, spoilerText: String) throws {
    self.options = options
    self.fonts = fonts
    random = SeededRandom(seed: options.seed)
    metrics = SDLFontMetrics(fonts: fonts, scale: 1)
    var context = SceneContext(
      metrics: metrics, theme: options.seed % 2 == 0 ? .light : .dark,
      reducedMotion: options.reducedMotion, seed: options.seed)
    context.content.spoilerText = spoilerText
    MonkeyInvariants.configureTodoDirectory(options.todoDirectory, in: &context)
    playground = Playground(context: context, size: size)
    target = try HeadlessTarget(size: size, scale: scale, fonts: fonts)
  }

  /// Runs until `options.events` input events were sent (or too many problems were found).
  func run() throws -> Summary {
    let start = Date()
    try frame()
    summary.memoryAtStart = ProcessMemory.now()
    let tenth = max(options.events / 10, 1)
    while summary.events < options.events, summary.problems.count < options.maxProblems {
      try randomAction()
      summary.actions += 1
      if summary.events >= tenth * (summary.residentByTenth.count + 1) {
        summary.residentByTenth.append(ProcessMemory.now().residentMB)
      }
    }
    summary.memoryAtEnd = ProcessMemory.now()
    summary.seconds = Date().timeIntervalSince(start)
    return summary
  }

  // MARK: - Actions

  private func randomAction() throws {
    switch random.int(below: 100) {
    case 0..<18: try click()
    case 18..<22: try doubleClick()
    case 22..<30: try hold()
    case 30..<40: try drag(fromEdge: true)
    case 40..<46: try drag(fromEdge: false)
    case 46..<52: try wheel()
    case 52..<76: try key()
    case 76..<82: try typeText()
    case 82..<84: try resize()
    case 84: try changePixelScale()
    case 85..<89:
      action = "leave"
      try send(random.int(below: 2) == 0 ? .pointerExited : .focusLost, dt: randomDt())
      isDown = false
      kind = .mouse
    case 89..<94:
      action = "hover"
      try send(
        .pointer(PointerEvent(.move, at: randomPoint(), isPrimaryDown: isDown, kind: kind)),
        dt: randomDt())
    case 94:
      try quit()
    default:
      action = "wait"
      try pass(random.int(below: 4) == 0 ? 2 : randomDt())
    }
  }

  /// What the app does on every way out (window close, a stop signal, the end of a run): the
  /// text being edited is saved and the writes finished. The file must then hold exactly what
  /// the page shows. The monkey goes on (a relaunch would show the same list).
  private func quit() throws {
    action = "quit"
    summary.quits += 1
    if let problem = playground.prepareToQuit() {
      summary.problems.append("event \(summary.events) [quit]: \(problem)")
    }
    if let directory = options.todoDirectory {
      let url = URL(fileURLWithPath: directory).appendingPathComponent("todo.json")
      let expected = playground.deck[TodoPage.self].list.itemsWithDraft
      let saved = (try? Data(contentsOf: url)).flatMap {
        try? TodoFile(reading: Array($0)).document
      }
      if let saved, saved.items != expected {
        let common = min(saved.items.count, expected.count)
        let first = (0..<common).first { saved.items[$0] != expected[$0] } ?? common
        summary.problems.append(
          "event \(summary.events) [quit]: todo.json holds \(saved.items.count) items, the page "
            + "\(expected.count); first difference at \(first)")
      }
    }
    try pass(randomDt())
  }

  private func click() throws {
    action = "click"
    let p = randomPoint()
    try press(at: p, clickCount: 1)
    try release(at: p, clickCount: 1)
  }

  private func doubleClick() throws {
    action = "double click"
    let p = randomPoint()
    try press(at: p, clickCount: 1)
    try release(at: p, clickCount: 1)
    try press(at: p, clickCount: 2)
    try release(at: p, clickCount: 2)
  }

  /// Down, hold for 0.1–1.2 s with a little jitter (long presses open the reaction bar), up
  /// where it started or somewhere else.
  private func hold() throws {
    action = "hold"
    let p = randomPoint()
    try press(at: p, clickCount: 1)
    var held = 0.0
    let duration = Double(random.float(in: 0.1...1.2))
    var q = p
    while held < duration {
      if random.int(below: 3) == 0 {
        q = q + Vec2(random.float(in: -12...12), random.float(in: -12...12))
        try send(
          .pointer(PointerEvent(.move, at: q, isPrimaryDown: true, kind: kind)), dt: 1.0 / 60)
      } else {
        try pass(1.0 / 60)
      }
      held += 1.0 / 60
    }
    try release(at: random.int(below: 2) == 0 ? q : randomPoint(), clickCount: 1)
  }

  /// A press, 2–24 moves, a release. From the edge: starts on a liquid wave's strip and heads
  /// for the far side (some give up halfway, some overshoot out of the window).
  private func drag(fromEdge: Bool) throws {
    action = fromEdge ? "edge drag" : "drag"
    let start: Vec2
    let end: Vec2
    if fromEdge {
      let left = random.int(below: 2) == 0
      let y = random.float(in: 0...max(size.height, 1))
      start = Vec2(left ? random.float(in: 0...24) : size.width - random.float(in: 0...24), y)
      let reach = random.float(in: 0.05...1.3)
      end = Vec2(
        left ? size.width * reach : size.width * (1 - reach),
        random.float(in: -50...(size.height + 50)))
    } else {
      start = randomPoint()
      end = randomPoint()
    }
    try press(at: start, clickCount: 1)
    let steps = 2 + random.int(below: 23)
    for s in 1...steps {
      let t = Float(s) / Float(steps)
      let p = start + (end - start) * t
      try send(
        .pointer(PointerEvent(.move, at: p, isPrimaryDown: true, kind: kind)), dt: randomDt())
    }
    try release(at: end, clickCount: 1)
  }

  private func wheel() throws {
    action = "wheel"
    let big = random.int(below: 10) == 0
    let dy = big ? random.float(in: -1e5...1e5) : random.float(in: -8...8)
    let dx = random.int(below: 5) == 0 ? random.float(in: -3...3) : 0
    try send(.wheel(Vec2(dx, dy)), dt: randomDt())
  }

  private static let keys: [Key] =
    [
      .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .tab,
      .space, .backspace, .delete, .f1, .f12, .character("h"), .character("1"),
      .character("2"), .character("3"), .character("4"), .character("0"), .character("9"),
    ] + "abcdefgxyzжё".map { Key.character($0) }

  private func key() throws {
    let key = Self.keys[random.int(below: Self.keys.count)]
    action = "key \(key)"
    var modifiers: Modifiers = []
    if random.int(below: 6) == 0 { modifiers.insert(.shift) }
    if random.int(below: 20) == 0 { modifiers.insert(.control) }
    try send(.key(KeyEvent(key, modifiers: modifiers, isDown: true)), dt: randomDt())
    if random.int(below: 8) == 0 {
      try send(
        .key(KeyEvent(key, modifiers: modifiers, isDown: true, isRepeat: true)), dt: 1.0 / 30)
    }
    try send(.key(KeyEvent(key, modifiers: modifiers, isDown: false)), dt: randomDt())
  }

  private static let texts = [
    "a", "hello world", "Привет, мир", "😂", "👍🏽", "e\u{301}", "🇺🇸", "👨‍👩‍👧‍👦", "[hidden]",
    "||x||", "\t", " ", String(repeating: "long words ", count: 40), "\u{FFFD}", "ж", "\\",
  ]

  private func typeText() throws {
    action = "text"
    try send(.text(Self.texts[random.int(below: Self.texts.count)]), dt: randomDt())
  }

  private static let sizes: [Size] = [
    Size(1, 1), Size(1, 800), Size(1280, 1), Size(2, 2), Size(50, 40), Size(320, 240),
    Size(800, 600), Size(1280, 800), Size(1920, 1080), Size(4000, 3000), Size(800, 150),
    Size(400, 100), Size(320, 60), Size(3, 150),
  ]

  private func resize() throws {
    let s =
      random.int(below: 3) == 0
      ? Size(Float(1 + random.int(below: 4000)), Float(1 + random.int(below: 3000)))
      : Self.sizes[random.int(below: Self.sizes.count)]
    action = "resize \(Int(s.width))x\(Int(s.height))"
    size = s
    summary.resizes += 1
    target = try HeadlessTarget(size: size, scale: scale, fonts: fonts)
    try send(.resize(s), dt: randomDt())
  }

  /// The window moved to a screen of another pixel density.
  private func changePixelScale() throws {
    scale = [1, 2, 1.5][random.int(below: 3)]
    action = "pixel scale \(scale)"
    metrics.scale = scale
    playground.setPixelScale(scale)
    target = try HeadlessTarget(size: size, scale: scale, fonts: fonts)
    try frame()
  }

  // MARK: - Events and time

  private func press(at p: Vec2, clickCount: Int) throws {
    let button: PointerButton = random.int(below: 12) == 0 ? .secondary : .primary
    isDown = true
    // A finger is the primary button; its id changes from press to press.
    kind = random.int(below: 3) == 0 ? .touch(finger: Int64(random.int(below: 4))) : .mouse
    try send(
      .pointer(
        PointerEvent(
          .down, at: p, button: kind.isTouch ? .primary : button, clickCount: clickCount,
          kind: kind)), dt: 0.02)
  }

  private func release(at p: Vec2, clickCount: Int) throws {
    isDown = false
    try send(.pointer(PointerEvent(.up, at: p, clickCount: clickCount, kind: kind)), dt: randomDt())
    kind = .mouse  // A finger lifted: the pointer hovering next is the mouse.
  }

  /// Sends one input event, lets `dt` seconds pass, draws and checks a frame.
  private func send(_ event: InputEvent, dt: Double) throws {
    if case .pointer(let p) = event { pointer = p.position }
    if trace { print("monkey #\(summary.events) [\(action)] \(event) dt \(dt)") }
    summary.events += 1
    summary.eventsPerPage[playground.deck.current, default: 0] += 1
    playground.handle(event)
    _ = playground.takeRequests()
    _ = playground.cursor
    try pass(dt)
  }

  /// Lets `seconds` pass as the app does (fixed steps, a frame's time clamped), then a frame.
  private func pass(_ seconds: Double) throws {
    let steps = clock.advance(by: seconds)
    for _ in 0..<steps { playground.update(dt: clock.step) }
    try frame()
  }

  /// A point in the window (85 %) or outside it: just past an edge, far away, or huge.
  private func randomPoint() -> Vec2 {
    if random.int(below: 100) < 85 {
      return Vec2(random.float(in: 0...size.width), random.float(in: 0...size.height))
    }
    let far: [Float] = [
      -1e6, -5000, -1, -0.5, size.width, size.width + 3, 2e4, 1e9, 1e19, -3e38,
    ]
    let x = random.int(below: 2) == 0 ? far[random.int(below: far.count)] : pointer.x
    let y = random.int(below: 2) == 0 ? far[random.int(below: far.count)] : pointer.y
    return Vec2(x, y)
  }

  /// Mostly one frame at 60 Hz; sometimes nothing, a slow frame, or a long stall (clamped by
  /// the clock, as in the app).
  private func randomDt() -> Double {
    switch random.int(below: 50) {
    case 0..<3: 0
    case 3..<6: 1.0 / 240
    case 6..<9: Double(random.float(in: 0...0.3))
    case 9: 1
    default: 1.0 / 60
    }
  }

  // MARK: - Frames

  private func frame() throws {
    playground.draw(into: &list)
    summary.framesDrawn += 1
    if summary.framesDrawn % options.renderEvery == 0 {
      let r = target.renderer
      r.beginFrame(pointSize: size, clearColor: .black)
      r.execute(list)
      summary.framesRendered += 1
    }
    var found: [String] = []
    let stats = MonkeyInvariants.check(
      list: list, playground: playground, todoDirectory: options.todoDirectory,
      thorough: summary.framesDrawn % 100 == 0, problems: &found)
    summary.maxLiveParticles = max(summary.maxLiveParticles, stats.liveParticles)
    summary.largestCoordinate = max(summary.largestCoordinate, stats.largestCoordinate)
    for p in found where summary.problems.count < options.maxProblems {
      summary.problems.append(
        "event \(summary.events) [\(action)] on \(playground.deck.current.name) at "
          + "\(Int(size.width))x\(Int(size.height)): \(p)")
    }
  }
}
