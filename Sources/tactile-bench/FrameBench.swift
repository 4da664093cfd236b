import Foundation
import TactileCore
import TactileSDL
import TactileScenes

/// Full headless frames at 1280×800 (software renderer): input + update + draw list +
/// execute, p50 / p99 over 600 frames of every `FrameScenario`, and the most draw calls one
/// of those frames made; then heap allocations per frame over the next frames of the same
/// scenario (steady state: the 600 frames warmed every cache). A scenario with a long text
/// then scrolls on to its end and, from the top, over the whole text twice more: the resident
/// memory the third pass adds must be about 0 (not with `quick`). Last, the long texts' p99
/// against the idle default page's, from their frames timed again in turns
/// (`measureInterleaved`). `--size` and `--scale` change the window (the scenarios'
/// coordinates are for 1280×800 points).
enum FrameBench {
  /// The window in points, and pixels per point.
  struct Window {
    var size = Size(1280, 800)
    var scale: Float = 1
  }

  /// What one scenario's frames measured.
  struct Measured {
    var times: [Double] = []
    /// Seconds of each timed frame spent in the playground's update and draw list.
    var pageTimes: [Double] = []
    var particles = 0
    var drawCalls = 0
    var glyphsRasterized = 0
    var mostGlyphsRasterized = 0
    /// Points the Spoilers page's view moved over the timed frames, down and up.
    var scrolled: Float = 0
    /// Heap allocations per counted frame: by every thread, by the frame's own.
    var allocations = 0.0
    var threadAllocations = 0.0
    /// Resident memory after the first frame, MB (what the passes over a long text grow from).
    var residentAtStart = 0.0
  }

  /// Runs every scenario (those whose name contains `filter`) and reports its figures; returns
  /// the allocations per frame each made (all threads, the frame's own).
  @discardableResult
  static func run(
    into report: inout BenchReport, assets: AssetLocator, fonts: FontCache, quick: Bool,
    only filter: String? = nil, frames requestedFrames: Int? = nil, window: Window = Window()
  ) throws -> [(FrameScenario, process: Double, thread: Double)] {
    print(
      "frames (headless, software renderer, \(Int(window.size.width))×\(Int(window.size.height))"
        + " pt at scale \(window.scale))")
    let metrics = SDLFontMetrics(fonts: fonts, scale: window.scale)
    var content = PageContent()
    let samples = ["spoilers-en.txt", "spoilers-ru.txt"].compactMap {
      try? String(contentsOfFile: assets.text($0).path, encoding: .utf8)
    }
    if !samples.isEmpty { content.spoilerText = samples.joined(separator: "\n\n") }
    let frames = max(1, requestedFrames ?? (quick ? 60 : 600))
    var allocations: [(FrameScenario, process: Double, thread: Double)] = []
    func makeRun(_ scenario: FrameScenario) throws -> FrameRun {
      var context = SceneContext(metrics: metrics, theme: .dark, seed: 1)
      context.content = content
      if let text = scenario.spoilerText { context.content.spoilerText = text() }
      if let strategy = scenario.inkStrategy {
        context.tuning.set("ink.strategy", Double(strategy.rawValue))
      }
      return FrameRun(
        playground: Playground(
          context: context, size: window.size, pixelScale: window.scale, start: scenario.page),
        target: try HeadlessTarget(size: window.size, scale: window.scale, fonts: fonts),
        scenario: scenario)
    }
    for scenario in FrameScenario.all where filter.map(scenario.name.contains) ?? true {
      var run = try makeRun(scenario)
      let measured = measure(
        &run, frames: frames, counted: quick ? 30 : 120, fonts: fonts, into: &report)
      if scenario.spoilerText != nil && !quick {
        reportMemory(&run, from: measured.residentAtStart, into: &report)
      }
      reportTimes(measured, of: scenario, into: &report)
      allocations.append((scenario, measured.allocations, measured.threadAllocations))
    }
    if filter.map({ FrameScenario.mixedTextScroll.name.contains($0) }) ?? true {
      var runs = try [FrameScenario.idle(.spoilers), .longTextScroll, .mixedTextScroll].map(makeRun)
      let times = measureInterleaved(&runs, frames: frames)
      reportLongTexts(times, into: &report)
    }
    reportAllocations(allocations, counted: quick ? 30 : 120, into: &report)
    return allocations
  }

  /// Blocks the frames of `measureInterleaved` are timed in.
  static let interleavedBlocks = 6

  /// Times `frames` frames of each of `runs`, in `interleavedBlocks` blocks that take turns
  /// (the first run's block, the second's, …, then again), so that the machine's slow moments
  /// (other processes, a busy host) fall on every run alike; returns each run's frame times.
  ///
  /// Every page's frames are timed as a window's come: a display's interval apart
  /// (`displayInterval`). (The scenario's own p50 and p99 are of frames back to back.)
  static func measureInterleaved(_ runs: inout [FrameRun], frames: Int) -> [[Double]] {
    for i in runs.indices { runs[i].frame() }  // The first frame lays the page out.
    var times = [[Double]](repeating: [], count: runs.count)
    let perBlock = max(1, frames / interleavedBlocks)
    var lastStart = Stopwatch.now()
    for _ in 0..<interleavedBlocks {
      for i in runs.indices {
        for _ in 0..<perBlock {
          let rest = displayInterval - (Stopwatch.now() - lastStart)
          if rest > 0 { usleep(UInt32(rest * 1_000_000)) }
          let t0 = Stopwatch.now()
          lastStart = t0
          runs[i].frame()
          times[i].append(Stopwatch.now() - t0)
        }
      }
    }
    return times
  }

  /// Times `frames` frames of `run` (after the first, which lays the page out), then counts
  /// the allocations of `counted` more at a display's rate: the steady state, every cache
  /// warmed. A long text's figures (font look-ups, runs rendered) go to `report`.
  static func measure(
    _ run: inout FrameRun, frames: Int, counted: Int, fonts: FontCache,
    into report: inout BenchReport
  ) -> Measured {
    var m = Measured()
    m.times.reserveCapacity(frames)
    m.pageTimes.reserveCapacity(frames)
    run.frame()  // The first frame lays the page out; memory is measured from here.
    m.residentAtStart = residentMB()
    let lookupsBefore = fonts.registry.lookups
    var offset = run.scrollOffset
    for _ in 0..<frames {
      let t0 = Stopwatch.now()
      run.frame()
      m.times.append(Stopwatch.now() - t0)
      let moved = run.scrollOffset
      m.scrolled += abs(moved - offset)
      offset = moved
      m.pageTimes.append(run.pageTime)
      let stats = run.target.renderer.stats
      m.particles = max(m.particles, run.playground.deck.diagnostics.particles)
      m.drawCalls = max(m.drawCalls, stats.drawCalls)
      m.glyphsRasterized += stats.glyphsRasterized
      m.mostGlyphsRasterized = max(m.mostGlyphsRasterized, stats.glyphsRasterized)
    }
    if run.scenario.spoilerText != nil {
      reportText(
        m, of: run, frames: frames, lookups: fonts.registry.lookups - lookupsBefore, into: &report)
    }
    let before = (AllocationCounter.count, AllocationCounter.threadCount)
    for _ in 0..<counted {
      // At a display's rate, as a window scrolls.
      let start = Stopwatch.now()
      run.frame()
      let rest = displayInterval - (Stopwatch.now() - start)
      if rest > 0 { usleep(UInt32(rest * 1_000_000)) }
    }
    m.allocations = Double(AllocationCounter.count &- before.0) / Double(counted)
    m.threadAllocations = Double(AllocationCounter.threadCount &- before.1) / Double(counted)
    return m
  }

  /// A long text's figures: font look-ups in the timed frames, how far it scrolled, its
  /// particles, and the glyphs the frames rasterized.
  static func reportText(
    _ m: Measured, of run: FrameRun, frames: Int, lookups: Int, into report: inout BenchReport
  ) {
    let name = run.scenario.name
    report.add(
      "frame", "\(name): system font lookups in the timed frames", Double(lookups), "", goal: "0")
    report.add("frame", "\(name): scrolled, down and up", Double(m.scrolled) / 1000, "k pt")
    report.add("frame", "\(name): live particles (max)", Double(m.particles), "")
    // New lines bring glyphs the atlas may not hold yet: rasterized in the frame.
    report.add(
      "frame", "\(name): glyphs rasterized in the frame",
      Double(m.glyphsRasterized) / Double(frames), "per frame")
    report.add(
      "frame", "\(name): glyphs rasterized in the frame (max)", Double(m.mostGlyphsRasterized), "")
  }

  /// Memory: scrolling on to the text's end fills the caches towards their bounds (the atlas
  /// page's rows); back at the top, each further pass over the whole text must add less, the
  /// third nothing.
  static func reportMemory(
    _ run: inout FrameRun, from residentAtStart: Double, into report: inout BenchReport
  ) {
    let name = run.scenario.name
    let first = run.scrollToTheEnd()
    report.add(
      "frame", "\(name): resident growth, first pass to the end (caches filling)",
      first.peak - residentAtStart, "MB")
    for pass in ["second", "third"] {
      run.returnToTheTop()
      let start = residentMB()
      let next = run.scrollToTheEnd()
      report.add(
        "frame", "\(name): resident growth, \(pass) pass over the text (\(next.frames) frames)",
        next.peak - start, "MB", goal: pass == "third" ? "≈ 0 (flat)" : "")
    }
  }

  /// Draw calls, p50 and p99 of one scenario.
  static func reportTimes(
    _ m: Measured, of scenario: FrameScenario, into report: inout BenchReport
  ) {
    report.add(
      "frame", "\(scenario.name) draw calls (max)", Double(m.drawCalls), "per frame", goal: "≤ 20")
    report.add("frame", "\(scenario.name) p50", Stopwatch.quantile(m.times, 0.5) * 1000, "ms")
    if scenario.inkStrategy != nil {
      // The page's own share (the ink included), without drawing the frame's pixels.
      report.add(
        "frame", "\(scenario.name): update + draw list, mean",
        m.pageTimes.reduce(0, +) / Double(max(m.pageTimes.count, 1)) * 1000, "ms")
    }
    report.add(
      "frame", "\(scenario.name) p99", Stopwatch.quantile(m.times, 0.99) * 1000, "ms",
      goal: "≤ 8 ms")
  }

  /// The long texts' p99 against the default page's at rest, from `measureInterleaved`'s
  /// times of the idle page, the long text and the every-script text.
  static func reportLongTexts(_ times: [[Double]], into report: inout BenchReport) {
    let p99 = times.map { Stopwatch.quantile($0, 0.99) * 1000 }
    report.add("frame", "interleaved: spoilers idle p99", p99[0], "ms")
    for (i, s) in [FrameScenario.longTextScroll, .mixedTextScroll].enumerated() {
      report.add("frame", "interleaved: \(s.name) p99", p99[i + 1], "ms")
      report.add(
        "frame", "\(s.name) p99 / spoilers idle p99 (interleaved, for information)",
        p99[i + 1] / p99[0], "×")
    }
  }

  /// Seconds between a window's frames, a 60 Hz display's: the counted frames and the
  /// interleaved ones come this far apart.
  static let displayInterval = 1.0 / 60

  static func reportAllocations(
    _ allocations: [(FrameScenario, process: Double, thread: Double)], counted: Int,
    into report: inout BenchReport
  ) {
    print(
      "allocations per frame (heap, malloc & co., all threads, over \(counted) frames after the"
        + " timed ones, at 60 frames a second)")
    for (scenario, process, thread) in allocations {
      report.add(
        "allocs", "\(scenario.name)", process, "per frame", goal: scenario.isSteadyState ? "0" : "")
      if thread != process {
        // The rest are made on other threads (the software backend's helper, background
        // jobs such as a recording's encoder).
        report.add(
          "allocs", "\(scenario.name), by the frame's thread", thread, "per frame", goal: "0")
      }
    }
  }

  /// The steady-state scenarios whose frames allocated on the frame's thread, one line each
  /// (empty when none did).
  static func steadyFramesThatAllocate(
    _ allocations: [(FrameScenario, process: Double, thread: Double)]
  ) -> [String] {
    allocations.filter { $0.0.isSteadyState && $0.thread > 0 }.map {
      "\($0.0.name): a steady frame allocated \($0.thread) times on the frame's thread (goal 0)"
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

    /// How far the Spoilers page's view is scrolled, in points.
    var scrollOffset: Float { playground.deck[SpoilersPage.self].scroll.offset }

    /// The most frames a pass over a text takes before it gives up.
    static let passLimit = 20_000

    /// Frames with Page Down as the long texts' scenarios press it, until the Spoilers page
    /// has scrolled to the end of its text; returns how many it took and the peak resident
    /// memory (MB, sampled every 10).
    mutating func scrollToTheEnd() -> (frames: Int, peak: Double) {
      var peak = residentMB()
      var frames = 0
      while frames < Self.passLimit {
        let scroll = playground.deck[SpoilersPage.self].scroll
        if scroll.offset >= scroll.maxOffset - 1 { break }  // The spring only nears its end.
        if frames % FrameScenario.pageStepFrames == 0 {
          FrameScenario.press(.pageDown, in: &playground)
        }
        frame(input: false)
        frames += 1
        if frames % 10 == 0 { peak = max(peak, residentMB()) }
      }
      return (frames, max(peak, residentMB()))
    }

    /// Home, then frames without input until the page rests at the top.
    mutating func returnToTheTop() {
      FrameScenario.press(.home, in: &playground)
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
