import Foundation

/// Holds back the wakes of the threads that work beside the frames (text rendered and widths
/// measured ahead: `WorkerThread`) while a frame is being made, and wakes them when it is
/// done. Their work is for the frames to come; on a machine of two cores a worker woken in the
/// middle of a frame runs beside the frame's drawing and shares its memory bandwidth and
/// caches, where after the frame it has the rest of the display's interval to itself.
///
/// Shared by a `FontCache` and its companions: by everything that draws and measures with
/// those fonts. A frame is what the frame's loop brackets with `beginFrame` and `endFrame`;
/// outside one, a wake goes through at once, and waiting for a worker (`waitUntilIdle`) wakes
/// it first.
// @unchecked: its state is read and written only with `lock` held.
public final class FrameGate: @unchecked Sendable {
  private let lock = NSLock()
  /// Frames begun and not ended (frames drawn inside a frame, such as a comparison's panes,
  /// nest).
  private var depth = 0
  /// The workers whose wakes are held, each once; and the scratch `endFrame` wakes them from.
  private var held: [WorkerThread] = []
  private var waking: [WorkerThread] = []

  init() {
    held.reserveCapacity(8)
    waking.reserveCapacity(8)
  }

  /// A frame begins: wakes asked for from now on wait for its end.
  public func beginFrame() {
    lock.lock()
    depth += 1
    lock.unlock()
  }

  /// The frame begun last ends; when it is the outermost, the workers whose wakes were held
  /// are woken. Called on the frame's thread, once per `beginFrame`.
  public func endFrame() {
    lock.lock()
    precondition(depth > 0, "FrameGate.endFrame without beginFrame")
    depth -= 1
    if depth == 0 { swap(&held, &waking) }
    lock.unlock()
    // Outside the gate's lock: a worker asks the gate with its own lock held.
    for worker in waking { worker.wakeNow() }
    waking.removeAll(keepingCapacity: true)
  }

  /// Whether `worker`'s wake waits for the frame's end (true while a frame is being made);
  /// `endFrame` then wakes it.
  func holds(_ worker: WorkerThread) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard depth > 0 else { return false }
    if !held.contains(where: { $0 === worker }) { held.append(worker) }
    return true
  }
}
