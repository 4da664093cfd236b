import Dispatch
import Foundation
import Synchronization
import TactileIO
import TactileScenes

/// The user's saved presets as the panel shows them, listed and read on a queue of their own:
/// a folder of thousands of files, or a file on a slow disk, never holds a frame. The panel
/// asks (`refresh`, `load`) and picks the answers up in a later frame (`listing`,
/// `takeLoaded`).
// @unchecked: the store is used only on `queue`; what the panel reads is behind a mutex.
final class SavedPresets: @unchecked Sendable {
  private let store: TuningPresetStore
  private let queue = DispatchQueue(label: "tactile.saved-presets")
  private let state = Mutex(State())

  /// What the queue has found, for the panel to pick up.
  private struct State {
    var current = TuningPresetStore.Listing(names: [], more: 0)
    var loaded: (name: String, result: Result<TuningPreset, Tuning.Problem>)?
    var pending = 0
  }

  init(store: TuningPresetStore) { self.store = store }

  /// The last listing read.
  var listing: TuningPresetStore.Listing { state.withLock { $0.current } }

  /// Whether a listing or a preset is being read.
  var isBusy: Bool { state.withLock { $0.pending > 0 } }

  /// Reads the folder again.
  func refresh() {
    run { [store] in
      let listing = store.saved()
      return { $0.current = listing }
    }
  }

  /// Reads and checks the saved preset `name`; `takeLoaded` gives it once read.
  func load(_ name: String) {
    run { [store] in
      let result: Result<TuningPreset, Tuning.Problem>
      do {
        result = .success(try store.resolve(store.url(of: name).path))
      } catch let p as Tuning.Problem {
        result = .failure(p)
      } catch {
        result = .failure(Tuning.Problem("\(error)"))
      }
      return { $0.loaded = (name, result) }
    }
  }

  /// The preset read since the last call, if one was.
  func takeLoaded() -> (name: String, result: Result<TuningPreset, Tuning.Problem>)? {
    state.withLock { s in
      defer { s.loaded = nil }
      return s.loaded
    }
  }

  /// Waits until every read asked for is done (for tests).
  func waitUntilIdle() { queue.sync {} }

  /// Runs `work` on the queue; the change it returns is applied under the mutex.
  private func run(_ work: @escaping @Sendable () -> @Sendable (inout State) -> Void) {
    state.withLock { $0.pending += 1 }
    queue.async { [self] in
      let apply = work()
      state.withLock { s in
        apply(&s)
        s.pending -= 1
      }
    }
  }
}
