import Foundation
import TactileCore
import TactileSDL
import TactileScenes

/// Full headless frames at 1280×800 (software renderer): input + update + draw list +
/// execute, p50 / p99 over 600 frames of every `FrameScenario`, and the most draw calls one
/// of those frames made; then heap allocations per frame over the next frames of the same
/// scenario (steady state: the 600 frames warmed every cache). A scenario with a long text
/// then scrolls on to its end and, from the top, over the whole text twice more: the resident
/// memory the third pass adds must be about 0 (not with `quick`). `--size` and `--scale` change the window (the
/// scenarios' coordinates are for 1280×800 points).
enum FrameBench {
  /// The window in points, and pixels per point.
  struct Window {
    var size = Size(1280, 800)
    var scale: Float = 1
  }

  static func run(
    into report: inout BenchReport, assets: AssetLocator, fonts: FontCache, quick: Bool,
    only filter: String? = nil, frames requestedFrames: Int? = nil, window: Window = Window()
  ) throws {
    let size = window.size
    let scale = window.scale
    print(
      "frames (headless, software renderer, \(Int(size.width))×\(Int(size.height)) pt"
        + " at scale \(scale))")
    let metrics = SDLFontMetrics(fonts: fonts, scale: scale)
    var content = PageContent()
    let samples = ["spoilers-en.txt", "spoilers-ru.txt"].compactMap {
      try? String(contentsOfFile: assets.text($0).path, encoding: .utf8)
    }
    if !samples.isEmpty { content.spoilerText = samples.joined(separator: "\n\n") }
    let frames = max(1, requestedFrames ?? (quick ? 60 : 600))
    let countedFrames = quick ? 30 : 120
    var allocations: [(FrameScenario, process: Double, thread: Double)] = []
    var p99s: [String: Double] = [:]
    for scenario in FrameScenario.all where filter.map(scenario.name.contains) ?? true {
      var context = SceneContext(metrics: metrics, theme: .dark, seed: 1)
      context.content = content
      if let text = scenario.spoilerText { context.content.spoilerText = text() }
      if let strategy = scenario.inkStrategy {
        context.tuning.set(.inkStrategy, Double(strategy.rawValue))
      }
      var run = FrameRun(
        playground: Playground(
          context: context, size: size, pixelScale: scale, start: scenario.page),
        target: try HeadlessTarget(size: size, scale: scale, fonts: fonts), scenario: scenario)
      var times: [Double] = []
      times.reserveCapacity(frames)
      var pageTimes: [Double] = []
      pageTimes.reserveCapacity(frames)
      var particles = 0
      var drawCalls = 0
      var runsRendered = 0
      var mostRunsRendered = 0
      var runsAhead = 0
      run.frame()  // The first frame lays the page out; memory is measured from here.
      let residentAtStart = residentMB()
      let lookupsBefore = fonts.registry.lookups
      for _ in 0..<frames {
        let t0 = Stopwatch.now()
        run.frame()
        times.append(Stopwatch.now() - t0)
        pageTimes.append(run.pageTime)
        particles = max(particles, run.playground.deck.diagnostics.particles)
        drawCalls = max(drawCalls, run.target.renderer.stats.drawCalls)
        runsRendered += run.target.renderer.stats.runsRendered
        mostRunsRendered = max(mostRunsRendered, run.target.renderer.stats.runsRendered)
        runsAhead += run.target.renderer.stats.runsRenderedAhead
      }
      if scenario.spoilerText != nil {
        report.add(
          "frame", "\(scenario.name): system font lookups in the timed frames",
          Double(fonts.registry.lookups - lookupsBefore), "", goal: "0")
        let page = run.playground.deck[SpoilersPage.self]
        report.add(
          "frame", "\(scenario.name): scrolled", Double(page.scroll.offset) / 1000, "k pt")
        report.add("frame", "\(scenario.name): live particles (max)", Double(particles), "")
        // New lines: rendered by the frames themselves, or taken rendered ahead of time.
        report.add(
          "frame", "\(scenario.name): text runs rendered in the frame",
          Double(runsRendered) / Double(frames), "per frame")
        report.add(
          "frame", "\(scenario.name): text runs rendered in the frame (max)",
          Double(mostRunsRendered), "")
        report.add(
          "frame", "\(scenario.name): text runs rendered ahead, taken",
          Double(runsAhead) / Double(frames), "per frame")
      }
      let before = (AllocationCounter.count, AllocationCounter.threadCount)
      for _ in 0..<countedFrames { run.frame() }
      allocations.append(
        (
          scenario,
          Double(AllocationCounter.count &- before.0) / Double(countedFrames),
          Double(AllocationCounter.threadCount &- before.1) / Double(countedFrames)
        ))
      if scenario.spoilerText != nil && !quick {
        // Memory: scrolling on to the text's end fills the caches towards their bounds (the
        // atlas page's rows, the measured widths' two generations); back at the top, each
        // further pass over the whole text must add less, the third nothing.
        let first = run.scrollToTheEnd()
        report.add(
          "frame", "\(scenario.name): resident growth, first pass to the end (caches filling)",
          first.peak - residentAtStart, "MB")
        for pass in ["second", "third"] {
          run.returnToTheTop()
          let start = residentMB()
          let next = run.scrollToTheEnd()
          report.add(
            "frame",
            "\(scenario.name): resident growth, \(pass) pass over the text (\(next.frames) frames)",
            next.peak - start, "MB", goal: pass == "third" ? "≈ 0 (flat)" : "")
        }
      }
      report.add(
        "frame", "\(scenario.name) draw calls (max)", Double(drawCalls), "per frame",
        goal: "≤ 20")
      report.add("frame", "\(scenario.name) p50", Stopwatch.quantile(times, 0.5) * 1000, "ms")
      if scenario.inkStrategy != nil {
        // The page's own share (the ink included), without drawing the frame's pixels.
        report.add(
          "frame", "\(scenario.name): update + draw list, mean",
          pageTimes.reduce(0, +) / Double(pageTimes.count) * 1000, "ms")
      }
      let p99 = Stopwatch.quantile(times, 0.99) * 1000
      report.add("frame", "\(scenario.name) p99", p99, "ms", goal: "≤ 8 ms")
      p99s[scenario.name] = p99
    }
    // Long texts against the default page at rest.
    if let idle = p99s[FrameScenario.idle(.spoilers).name] {
      for s in [FrameScenario.longTextScroll, .mixedTextScroll] {
        guard let p = p99s[s.name] else { continue }
        report.add(
          "frame", "\(s.name) p99 / spoilers idle p99", p / idle, "×",
          goal: s.name == FrameScenario.mixedTextScroll.name ? "≤ 1.5" : "")
      }
    }
    print(
      "allocations per frame (heap, malloc & co., all threads, over \(countedFrames) frames after the"
        + " timed ones)"
    )
    for (scenario, process, thread) in allocations {
      report.add(
        "allocs", "\(scenario.name)", process, "per frame",
        goal: scenario.isSteadyState ? "0" : "")
      if thread != process {
        // The rest are made beside the frames (text rendered and measured ahead of time); the
        // frame's own thread allocates only when it renders a run the other thread has not.
        report.add(
          "allocs", "\(scenario.name), by the frame's thread", thread, "per frame", goal: "0")
      }
    }
  }

  /// One scenario's playground, renderer and draw list, advanced frame by frame.
  struct FrameRun {
    var playground: Playground
    let target: HeadlessTarget
    let scenario: FrameScenario
    var list = DrawList()
    var index = 0
    /// Seconds the last frame spent in the playground's update and draw list.
    var pageTime: Double = 0

    init(playground: Playground, target: HeadlessTarget, scenario: FrameScenario) {
      self.playground = playground
      self.target = target
      self.scenario = scenario
    }

    /// Input for this frame (unless `input` is false), two 120 Hz update steps (1/60 s), the
    /// draw list, executed.
    @inline(never)  // One symbol per frame for profilers (callgrind --toggle-collect).
    mutating func frame(input: Bool = true) {
      if input { scenario.input(index, &playground) }
      index += 1
      let t0 = Stopwatch.now()
      playground.update(dt: 1.0 / 120)
      playground.update(dt: 1.0 / 120)
      let t1 = Stopwatch.now()
      target.renderer.beginFrame(pointSize: target.size, clearColor: .black)
      let t2 = Stopwatch.now()
      playground.draw(into: &list)
      pageTime = t1 - t0 + Stopwatch.now() - t2
      target.renderer.execute(list)
    }

    /// The most frames a pass over a text takes before it gives up.
    static let passLimit = 20_000

    /// Runs the scenario's frames until the Spoilers page has scrolled to the end of its
    /// text; returns how many it took and the peak resident memory (MB, sampled every 10).
    mutating func scrollToTheEnd() -> (frames: Int, peak: Double) {
      var peak = residentMB()
      var frames = 0
      while frames < Self.passLimit {
        let scroll = playground.deck[SpoilersPage.self].scroll
        if scroll.offset >= scroll.maxOffset - 1 { break }  // The spring only nears its end.
        frame()
        frames += 1
        if frames % 10 == 0 { peak = max(peak, residentMB()) }
      }
      return (frames, max(peak, residentMB()))
    }

    /// Home, then frames without input until the page rests at the top.
    mutating func returnToTheTop() {
      playground.handle(.key(KeyEvent(.home)))
      playground.handle(.key(KeyEvent(.home, isDown: false)))
      for _ in 0..<Self.passLimit {
        let scroll = playground.deck[SpoilersPage.self].scroll
        if scroll.offset < 1 { break }
        frame(input: false)
      }
    }
  }
}

/// This process's resident memory now, in mebibytes (`/proc/self/statm`; 0 elsewhere).
func residentMB() -> Double {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
