import CSDL2
import CSDL2TTF
import Foundation
import TactileCore
import TactileSoftware

/// Renders text runs ahead of time on a thread of its own, with fonts of its own, so that the
/// frame that first draws a run (a line scrolling into view) finds its pixels ready instead of
/// waiting for SDL_ttf. For `TextCache`, which owns it and uses it from one thread.
///
/// The owner hands it, each frame, the runs it will likely draw next, nearest first
/// (`want`); the thread renders them in that order, and a frame that needs one takes its
/// pixels (`take`). A frame waits for the thread only when it needs the run the thread is
/// rendering right then (it is ready sooner than the frame could render it); a run not
/// started yet is rendered by the frame as before, and the thread leaves it out. The thread's
/// fonts are a companion of the frame's (`FontCache.companion`: the same bytes, the same
/// settings), and SDL_ttf renders a run the same way whatever it rendered before, so a run
/// rendered ahead has the pixels the frame would have rendered.
///
/// What is ready and not taken yet is bounded by `readyBudget` bytes: past it the thread rests
/// until runs are taken, and runs no longer wanted are dropped at the next `want`. Before the
/// next run, the thread also makes resident the atlas rows the cache asks for
/// (`makeResident`), so that the frame writing runs there does not stop for them.
final class TextPrerenderer {
  typealias Key = TextCache.Key

  /// A run rendered ahead: SDL_ttf's surface (the taker frees it), the font's ascent and the
  /// rows of the surface to keep (`keptRows`); for an emoji also its mipmaps, scaled for the
  /// size it is shown at.
  struct Rendered {
    var surface: UnsafeMutablePointer<SDL_Surface>
    var ascent: Int32
    var rows: Range<Int>
    var mipmaps: MipmappedImage?
    /// The last `want` that asked for it (older ones are dropped).
    fileprivate var wanted: UInt64
    fileprivate var bytes: Int { Int(surface.pointee.pitch) * Int(surface.pointee.h) }
  }

  fileprivate struct Request {
    var key: Key
    /// The pixel size of the text the run is drawn in (an emoji's key holds the size it is
    /// rasterized at instead).
    var pixelSize: Int32
  }

  /// Most bytes of pixels rendered ahead and not taken yet: about 250 lines of a 1280 px
  /// window's text, 60 of a 3840 px one.
  static let readyBudget = 16 << 20

  /// What the thread shares with the owner (the thread holds it, not the owner).
  private let shared: Shared

  // The owner's thread only.
  private var incoming: [Request] = []
  /// The runs of the last `want` (a copy: sharing the caller's array would make it copy).
  private var lastRuns: [UpcomingRun] = []
  private var lastScale: Float = 0
  private var stale: [Key] = []
  /// Whether the thread was asked for something at the last `want`, and ever.
  private var asked = false
  private var everAsked = false
  /// Runs taken ready, since it was made (for tests and the bench).
  private(set) var takenCount = 0

  /// Renders with a companion of `fonts`.
  init(fonts: FontCache) {
    shared = Shared(fonts: fonts.companion())
  }

  deinit { shared.stop() }

  /// Replaces what the thread will render next by `runs` (nearest first) that `isCached` does
  /// not already hold, at `scale` pixels per point, and drops the runs ready but no longer
  /// wanted. No runs only stops the thread's work (what is ready stays); the same runs as last
  /// time (a view at rest) change nothing. Starts the thread on first use.
  func want(_ runs: [UpcomingRun], scale: Float, isCached: (Key) -> Bool) {
    // Compared byte by byte: `==` on text outside ASCII may normalize it, which allocates
    // (strings that share their storage compare at once either way).
    if scale == lastScale
      && runs.elementsEqual(
        lastRuns, by: { $0.font == $1.font && $0.text.utf8.elementsEqual($1.text.utf8) })
    {
      return
    }
    lastScale = scale
    lastRuns.removeAll(keepingCapacity: true)
    lastRuns.append(contentsOf: runs)
    if runs.isEmpty {
      if asked { shared.replaceRequests(with: [], stale: &stale) }
      asked = false
      return
    }
    incoming.removeAll(keepingCapacity: true)
    for run in runs {
      let px = run.font.pixelSize(atScale: scale)
      guard px > 0 else { continue }
      let face = run.font.face
      let key = Key(
        text: run.text, face: face, shaping: face == .emoji ? .plain : run.font.shaping,
        pixelSize: FontCache.openSize(face, px))
      guard !isCached(key) else { continue }
      incoming.append(Request(key: key, pixelSize: px))
    }
    shared.replaceRequests(with: incoming, stale: &stale)
    asked = true
    everAsked = true
  }

  /// The pixels of `key` (the caller frees the surface) if they are ready, or once rendered
  /// when the thread is rendering it right then; nil otherwise, and then the thread leaves
  /// it out (the caller renders it).
  func take(_ key: Key) -> Rendered? {
    guard everAsked, let r = shared.take(key) else { return nil }
    takenCount += 1
    return r
  }

  /// Waits until the thread has rendered all it was asked to (or rests at the budget) and
  /// made resident the memory it was asked to: for tests.
  func waitUntilIdle() { shared.waitUntilIdle() }

  /// Has the thread make the memory pages of `length` bytes from address `start` resident,
  /// writable, without changing them (`MADV_POPULATE_WRITE`), before the runs it renders
  /// next: the rows ahead of the atlas ring's head (`TextCache.keepResidentAhead`). A range
  /// asked for before and not started yet is joined to it (with what lies between).
  func makeResident(start: UInt, length: Int) { shared.makeResident(start: start, length: length) }

  /// Runs the thread has rendered, since it was made: for tests.
  var renderedByThread: Int {
    shared.condition.lock()
    defer { shared.condition.unlock() }
    return shared.renderedCount
  }

  /// The mipmaps of an emoji's `surface` (nil for text), scaled for the size it is shown at
  /// in text of the request's pixel size (as `BatchList` sizes it): made beside the frames.
  fileprivate static func mipmaps(
    of surface: UnsafeMutablePointer<SDL_Surface>, for request: Request
  ) -> MipmappedImage? {
    guard request.key.face == .emoji, let image = TextCache.pixels(of: surface) else { return nil }
    let mipmaps = MipmappedImage(image)
    let k = TextAtlasEntry.emojiScale(
      shownAt: request.pixelSize, rasterizedAt: request.key.pixelSize)
    mipmaps.prepare(shownAt: Float(image.width) * k, Float(image.height) * k)
    return mipmaps
  }

  /// `text` rendered white by SDL_ttf in `font` (of `face`: `.missing` draws boxes), as
  /// ARGB8888; nil when it cannot be.
  static func render(_ text: String, face: FontFace, font: OpaquePointer)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    if face == .missing { return MissingGlyphBoxes.render(count: text.count, in: font) }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let rendered = text.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else {
      return nil
    }
    // SDL_ttf renders blended text in ARGB8888; anything else is converted.
    if rendered.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
      return rendered
    }
    let converted = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    SDL_FreeSurface(rendered)
    return converted
  }

  /// The rows of a run's `pixels` (as `render` makes them) that the atlas keeps: a text run's
  /// rows from its glyphs' top to their bottom (at least one), where SDL_ttf renders the font's
  /// whole height, often a third of it clear (more in the fallback faces of other scripts).
  /// Clear rows blend to nothing, so drawing fewer changes no pixel; it saves the atlas's rows,
  /// the copy into them and the frame's blending. An emoji is kept whole: it is scaled as a
  /// whole.
  static func keptRows(of pixels: PixelSurface, face: FontFace) -> Range<Int> {
    guard face != .emoji else { return 0..<pixels.height }
    let rows = pixels.rowsWithInk
    return rows.isEmpty ? 0..<1 : rows
  }
}

/// The requests and results shared by the owner and the thread, under one lock.
private final class Shared {
  typealias Key = TextPrerenderer.Key
  let thread: WorkerThread
  /// The thread's fonts, opened and used on the thread only (the first run of a face opens
  /// it there, not in a frame); closed after the thread stopped (with this object).
  private let fonts: FontCache

  init(fonts: FontCache) {
    self.fonts = fonts
    thread = WorkerThread(name: "text prerenderer", gate: fonts.frameGate)
  }

  var condition: NSCondition { thread.condition }
  /// What to render, in order, from `next` on.
  var requests: [TextPrerenderer.Request] = []
  var next = 0
  /// The run the thread is rendering, if any.
  var rendering: Key?
  /// Memory to make resident before the next run (address, bytes), and whether the thread is
  /// doing so.
  var resident: (start: UInt, length: Int)?
  var makingResident = false
  var ready: [Key: TextPrerenderer.Rendered] = [:]
  var readyBytes = 0
  /// Counts `replaceRequests` calls: a ready run stamped with an older one is no longer wanted.
  var generation: UInt64 = 0
  /// Runs the thread rendered: for tests.
  var renderedCount = 0

  /// Replaces the requests by `requests`, less those ready (kept) or being rendered; frees
  /// the ready runs not among them when there are any (`stale` is scratch).
  func replaceRequests(with new: [TextPrerenderer.Request], stale: inout [Key]) {
    condition.lock()
    generation &+= 1
    requests.removeAll(keepingCapacity: true)
    next = 0
    for r in new {
      if r.key == rendering { continue }
      if var done = ready[r.key] {
        done.wanted = generation
        ready[r.key] = done
        continue
      }
      requests.append(r)
    }
    if !new.isEmpty {
      stale.removeAll(keepingCapacity: true)
      for (k, r) in ready where r.wanted != generation { stale.append(k) }
      for k in stale {
        if let r = ready.removeValue(forKey: k) {
          readyBytes -= r.bytes
          SDL_FreeSurface(r.surface)
        }
      }
    }
    let start = thread.wake(hasWork: !requests.isEmpty)
    condition.unlock()
    if start { thread.start { [self] in work() } }
  }

  func take(_ key: Key) -> TextPrerenderer.Rendered? {
    condition.lock()
    defer { condition.unlock() }
    while rendering == key { condition.wait() }
    guard let r = ready.removeValue(forKey: key) else {
      if let i = requests[next...].firstIndex(where: { $0.key == key }) { requests.remove(at: i) }
      return nil
    }
    let wasAtBudget = readyBytes >= TextPrerenderer.readyBudget
    readyBytes -= r.bytes
    // Only a thread resting at the budget waits for a take; waking it when it does not would
    // cost the frame a system call for each run it takes.
    if wasAtBudget && readyBytes < TextPrerenderer.readyBudget { _ = thread.wake(hasWork: false) }
    return r
  }

  func makeResident(start: UInt, length: Int) {
    condition.lock()
    let end = start + UInt(length)
    if let r = resident {
      let first = min(r.start, start)
      resident = (first, Int(max(r.start + UInt(r.length), end) - first))
    } else {
      resident = (start, length)
    }
    let start = thread.wake(hasWork: true)
    condition.unlock()
    if start { thread.start { [self] in work() } }
  }

  func waitUntilIdle() {
    thread.wakeNow()
    condition.lock()
    while thread.isRunning
      && (rendering != nil || resident != nil || makingResident
        || (next < requests.count && readyBytes < TextPrerenderer.readyBudget))
    {
      condition.wait()
    }
    condition.unlock()
  }

  /// Stops the thread (after the run it is rendering) and frees what is ready.
  func stop() {
    thread.stop {
      for (_, r) in ready { SDL_FreeSurface(r.surface) }
      ready.removeAll()
      readyBytes = 0
    }
  }

  /// The thread's loop (entered and left with the lock held): renders the requests in order
  /// while there are some and the budget allows.
  private func work() {
    while true {
      while !thread.isStopping && resident == nil
        && (next >= requests.count || readyBytes >= TextPrerenderer.readyBudget)
      {
        condition.wait()
      }
      if thread.isStopping { return }
      if let range = resident {
        resident = nil
        makingResident = true
        condition.unlock()
        populate(range.start, range.length)
        condition.lock()
        makingResident = false
        condition.broadcast()
        continue
      }
      let r = requests[next]
      next += 1
      rendering = r.key
      condition.unlock()
      let font = try? fonts.font(r.key.face, pixelSize: r.key.pixelSize, shaping: r.key.shaping)
      let surface = font.flatMap { TextPrerenderer.render(r.key.text, face: r.key.face, font: $0) }
      let ascent = font.map { TTF_FontAscent($0) } ?? 0
      let mipmaps = surface.flatMap { TextPrerenderer.mipmaps(of: $0, for: r) }
      let rows =
        surface.flatMap(TextCache.pixels(of:)).map {
          TextPrerenderer.keptRows(of: $0, face: r.key.face)
        } ?? 0..<0
      condition.lock()
      rendering = nil
      renderedCount += 1
      if let surface {
        let done = TextPrerenderer.Rendered(
          surface: surface, ascent: ascent, rows: rows, mipmaps: mipmaps, wanted: generation)
        if let old = ready.updateValue(done, forKey: r.key) {
          readyBytes -= old.bytes
          SDL_FreeSurface(old.surface)
        }
        readyBytes += done.bytes
      }
      condition.broadcast()
    }
  }
}

/// Linux's `madvise` advice that provides the pages of a range, writable, without changing
/// them (since Linux 5.14; on older kernels the call fails and the pages come on first write).
private let populateWrite: Int32 = 23

/// Makes the memory pages of `length` bytes from address `start` (rounded out to whole pages)
/// resident.
private func populate(_ start: UInt, _ length: Int) {
  let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
  let first = start & ~(pageSize - 1)
  let end = (start + UInt(length) + pageSize - 1) & ~(pageSize - 1)
  _ = madvise(UnsafeMutableRawPointer(bitPattern: first), Int(end - first), populateWrite)
}
