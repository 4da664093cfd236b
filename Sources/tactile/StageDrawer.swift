import TactileCore
import TactileSDL
import TactileScenes

/// Draws a stage into a frame's list. One pane draws straight into it. Comparing, each pane
/// is drawn by a software renderer of its own at the pane's size — exactly what a window of
/// that size shows — and copied into the list at the pane's place, between the stage's
/// backdrop and its chrome (labels, and in the window ghost cursors).
final class StageDrawer {
  private let fonts: FontCache
  /// One renderer and one copy of its frame per pane, made as panes come.
  private var renderers: [SoftwareRenderer] = []
  private var frames: [PixelBuffer] = []
  private var paneList = DrawList()
  /// Whether ghost cursors show where the pointer is in the other panes.
  private let ghosts: Bool

  init(fonts: FontCache, ghosts: Bool) {
    self.fonts = fonts
    self.ghosts = ghosts
  }

  /// The stage's frame into `list` (reset first) at `scale` pixels per point.
  func draw(_ stage: inout Stage, into list: inout DrawList, scale: Float) throws {
    guard stage.isComparing else {
      stage.panes[0].playground.draw(into: &list)
      return
    }
    if renderers.count > stage.panes.count {  // Panes were taken away.
      renderers.removeLast(renderers.count - stage.panes.count)
      frames.removeLast(frames.count - stage.panes.count)
    }
    list.reset()
    list.pixelScale = scale
    stage.drawBackdrop(into: &list)
    for i in stage.panes.indices {
      let rect = stage.paneRect(i)
      let renderer = try self.renderer(i, size: rect.size, scale: scale)
      renderer.beginFrame(pointSize: rect.size, clearColor: .black)
      stage.panes[i].playground.draw(into: &paneList)
      renderer.execute(paneList)
      renderer.copyFrame(into: frames[i])
      stage.panes[i].playground.diagnostics.drawCalls = renderer.stats.drawCalls
      stage.panes[i].playground.diagnostics.rendererName = renderer.name
      list.pixels(frames[i], in: rect)
    }
    stage.drawChrome(into: &list, ghosts: ghosts)
  }

  /// Pane `i`'s renderer, with an output of `size × scale` pixels.
  private func renderer(_ i: Int, size: Size, scale: Float) throws -> SoftwareRenderer {
    let w = Int32(max(1, (size.width * scale).rounded()))
    let h = Int32(max(1, (size.height * scale).rounded()))
    if i < renderers.count, renderers[i].outputSize == (w, h) { return renderers[i] }
    let r = try HeadlessTarget(size: size, scale: scale, fonts: fonts).renderer
    if i < renderers.count {
      renderers[i] = r
    } else {
      renderers.append(r)
      frames.append(PixelBuffer(width: 0, height: 0))
    }
    return r
  }
}
