import TactileCore

/// The tile the ink is drawn from (`InkTile`), made off the frame's thread: asked for by its
/// spec every frame, started once, taken when ready. Until then the tile before it (if any)
/// stays in use; a tile that could not be made (no memory) is not asked for again.
struct InkTileSupply {
  /// The tile in use.
  private(set) var tile: InkTile? = nil
  /// The spec of the tile being made (or that could not be made), and where it will appear.
  private var pendingSpec: InkTile.Spec? = nil
  private var pending: OffFrameResult<InkTile?>? = nil
  private let work: any OffFrameWork

  init(work: any OffFrameWork) {
    self.work = work
  }

  /// Whether a tile is being made.
  var isMaking: Bool { pending != nil }

  /// Takes the tile being made if it is ready, and starts making the tile of `spec` unless it
  /// is in use or being made. Returns whether a new tile came into use.
  mutating func want(_ spec: InkTile.Spec) -> Bool {
    var arrived = takeReady()
    if tile?.spec != spec && pendingSpec != spec {
      pendingSpec = spec
      let result = OffFrameResult<InkTile?>()
      pending = result
      work.run { result.store(InkTile.render(spec)) }
      arrived = takeReady() || arrived
    }
    return arrived
  }

  /// Takes the tile being made when it is ready. Returns whether it came into use.
  private mutating func takeReady() -> Bool {
    guard let result = pending?.take() else { return false }
    pending = nil
    guard let made = result else { return false }
    tile = made
    return true
  }
}
