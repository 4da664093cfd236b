import CSDL2TTF
import Foundation
import TactileCore

/// Measures advance widths ahead of time on a thread of its own, with fonts of its own, for
/// `SDLFontMetrics`, which owns it and uses it from one thread.
///
/// The owner hands it the texts a page will likely ask for next, nearest first (`want`), each
/// text once, as it comes within reach; the thread measures them in that order, and the owner
/// takes what is measured into its cache (`takeMeasured`), so the frame that asks for a width
/// only reads it. The owner never waits for the thread: a text not measured yet is measured
/// by the owner, as before. The thread's fonts are a companion of the owner's
/// (`FontCache.companion`: the same bytes, the same settings), opened on the thread when it
/// first needs them (opening a face takes about a millisecond, too long for a frame), and
/// SDL_ttf measures a text the same way whatever it measured before, so a width measured ahead
/// is the one the owner would have measured. Once its arrays have grown to the largest
/// hand-off (at most `waitingLimit` texts wait), neither side allocates.
final class AdvancesAhead {
  /// Texts with their fonts and widths, back to back (a structure of arrays reused from call
  /// to call).
  fileprivate struct Batch {
    struct Item {
      /// The text: `bytes[offset..<offset + length]`, followed by a NUL for SDL_ttf.
      var offset: Int
      var length: Int
      var font: FontSpec
      /// Pixels per point it is measured at.
      var scale: Float
      /// In points; set once measured.
      var width: Float = 0
    }
    var bytes: [CChar] = []
    var items: [Item] = []

    mutating func removeAll() {
      bytes.removeAll(keepingCapacity: true)
      items.removeAll(keepingCapacity: true)
    }

    /// Removes the first `count` items and their bytes.
    mutating func removeFirst(_ count: Int) {
      guard count > 0 else { return }
      guard count < items.count else { return removeAll() }
      let cut = items[count].offset
      bytes.removeSubrange(0..<cut)
      items.removeSubrange(0..<count)
      for i in items.indices { items[i].offset -= cut }
    }

    /// Appends the items of `other` with their bytes.
    mutating func append(contentsOf other: Batch) {
      let base = bytes.count
      bytes.append(contentsOf: other.bytes)
      for var item in other.items {
        item.offset += base
        items.append(item)
      }
    }

    /// Appends `text` (UTF-8, without a NUL) and its font.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, font: FontSpec, scale: Float) {
      items.append(Item(offset: bytes.count, length: text.count, font: font, scale: scale))
      for b in text { bytes.append(CChar(bitPattern: b)) }
      bytes.append(0)
    }

    /// The bytes of item `i` (without the NUL).
    func withText<R>(of i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      bytes.withUnsafeBufferPointer { all in
        all.withMemoryRebound(to: UInt8.self) { all in
          body(
            UnsafeBufferPointer(
              rebasing: all[items[i].offset..<(items[i].offset + items[i].length)]))
        }
      }
    }
  }

  /// What the thread shares with the owner, the thread's fonts with it (the thread holds it,
  /// not the owner: the fonts are closed after the thread stopped).
  private let shared: Shared
  // The owner's thread only.
  private var incoming = Batch()
  private var taken = Batch()

  /// Measures with a companion of `fonts`.
  init(fonts: FontCache) {
    shared = Shared(fonts: fonts.companion())
  }

  deinit { shared.stop() }

  /// Texts waiting to be measured, at most: when more are handed, the oldest waiting go (the
  /// owner has likely measured them itself by then). Bounds the memory a thread that falls
  /// behind holds, and what the owner copies.
  static let waitingLimit = (texts: 4_096, bytes: 256 << 10)

  /// Has the thread measure `texts` (nearest first) that `isCached` does not already hold,
  /// at `scale` pixels per point: after the texts handed before and not measured yet, or,
  /// when `replacing`, instead of them. A text whose bytes are not contiguous is left to be
  /// measured when asked for. Starts the thread on first use.
  func want(
    _ texts: [UpcomingAdvance], scale: Float, replacing: Bool,
    isCached: (UnsafeBufferPointer<UInt8>, FontSpec) -> Bool
  ) {
    incoming.removeAll()
    for t in texts where !t.text.isEmpty {
      _ = t.text.utf8.withContiguousStorageIfAvailable { bytes in
        if !isCached(bytes, t.font) { incoming.append(bytes, font: t.font, scale: scale) }
      }
    }
    shared.addRequests(incoming, replacing: replacing)
  }

  /// Calls `body` with each text measured since the last call at `scale` pixels per point,
  /// its font and its width in points (those measured at another scale are dropped).
  func takeMeasured(
    scale: Float, _ body: (UnsafeBufferPointer<UInt8>, FontSpec, Float) -> Void
  ) {
    taken.removeAll()
    shared.takeMeasured(into: &taken)
    for i in taken.items.indices where taken.items[i].scale == scale {
      taken.withText(of: i) { body($0, taken.items[i].font, taken.items[i].width) }
    }
  }

  /// Waits until the thread has measured all it was asked to: for tests.
  func waitUntilIdle() { shared.waitUntilIdle() }
}

/// The requests and results shared by the owner and the thread, under one lock.
private final class Shared {
  let thread: WorkerThread
  /// The thread's fonts: used on the thread only.
  let fonts: FontCache
  var condition: NSCondition { thread.condition }
  /// What to measure, in order, from `next` on.
  var requests = AdvancesAhead.Batch()
  var next = 0
  /// Measured and not taken yet.
  var measured = AdvancesAhead.Batch()
  var measuring = false

  init(fonts: FontCache) {
    self.fonts = fonts
    thread = WorkerThread(name: "advances ahead", gate: fonts.frameGate)
  }

  /// Adds the requests of `new` after those not measured yet (in place of them when
  /// `replacing`), keeping at most `AdvancesAhead.waitingLimit` (the newest).
  func addRequests(_ new: AdvancesAhead.Batch, replacing: Bool) {
    condition.lock()
    requests.removeFirst(replacing ? requests.items.count : next)
    requests.append(contentsOf: new)
    next = 0
    let limit = AdvancesAhead.waitingLimit
    var drop = max(0, requests.items.count - limit.texts)
    while drop < requests.items.count - 1
      && requests.bytes.count - requests.items[drop].offset > limit.bytes
    {
      drop += 1
    }
    requests.removeFirst(drop)
    let start = thread.wake(hasWork: !requests.items.isEmpty)
    condition.unlock()
    if start { thread.start { [self] in work() } }
  }

  /// Hands what is measured to `out` (which must be empty; its storage is reused).
  func takeMeasured(into out: inout AdvancesAhead.Batch) {
    condition.lock()
    swap(&measured, &out)
    condition.unlock()
  }

  func waitUntilIdle() {
    thread.wakeNow()
    condition.lock()
    while thread.isRunning && (measuring || next < requests.items.count) { condition.wait() }
    condition.unlock()
  }

  /// Stops the thread (after the text it is measuring).
  func stop() { thread.stop() }

  /// The thread's loop (entered and left with the lock held): measures the requests in order
  /// while there are some (a text whose font cannot be opened is left to the owner).
  private func work() {
    var text: [CChar] = []
    while true {
      while !thread.isStopping && next >= requests.items.count { condition.wait() }
      if thread.isStopping { return }
      var item = requests.items[next]
      text.removeAll(keepingCapacity: true)
      text.append(contentsOf: requests.bytes[item.offset...(item.offset + item.length)])
      next += 1
      measuring = true
      condition.unlock()
      let ttf = fonts.font(for: item.font, scale: item.scale)
      if let ttf {
        item.width = text.withUnsafeBufferPointer {
          SDLFontMetrics.width(
            ofTerminated: $0.baseAddress!, in: ttf, font: item.font, scale: item.scale)
        }
      }
      condition.lock()
      measuring = false
      if ttf != nil {
        measured.items.append(
          AdvancesAhead.Batch.Item(
            offset: measured.bytes.count, length: item.length, font: item.font,
            scale: item.scale, width: item.width))
        measured.bytes.append(contentsOf: text)
      }
      condition.broadcast()
    }
  }
}
