import CImGuiBridge
import TactileCore

/// Dear ImGui's one context: our input events go in, its draw data comes out as
/// `texturedMesh` commands of our `DrawList` (textured with its font atlas), so what it draws
/// shows in the window, headless and in screenshots alike.
///
/// ImGui 1.86 samples input once per frame, so a press and release that arrive within one
/// frame (a quick click, `xdotool key`) would be lost, and a drag's last move would be dropped
/// when the release comes with it: a release waits for the next frame when the pointer went
/// down or moved in this one. Likewise only one key press reaches ImGui a frame: the key
/// events and text after it wait in a queue for the next frames (ten BackSpaces typed within
/// one frame delete ten characters).
/// One instance at a time (ImGui keeps one global context here).
public final class ImGuiLayer {
  /// The font atlas (white glyphs, coverage in alpha), straight-alpha ARGB.
  public let atlas: PixelBuffer
  /// Whether the requested font was loaded (else ImGui's built-in one is used).
  public private(set) var loadedFont: Bool
  /// The font's file and size (points), and the pixels per point its atlas is rasterized at.
  private let fontPath: String?
  private let fontSize: Float
  public private(set) var pixelScale: Float

  private var mouse = Vec2(-1e6, -1e6)
  private var primaryDown = false
  /// A release that arrived in the frame its press did, applied after the next frame starts.
  private var deferredRelease = false
  /// The pointer went down or moved since the last frame began.
  private var pointerChangedThisFrame = false
  private var keysPressedThisFrame: Set<Int32> = []
  private var deferredKeyReleases: [TIGKey] = []
  /// Key and text events waiting for a frame of their own, oldest first.
  private var pendingKeys: [InputEvent] = []

  /// Whether key events wait for the next frames.
  public var hasPendingInput: Bool { !pendingKeys.isEmpty }

  /// - Parameters: fontPath: a TrueType file (nil: ImGui's built-in font); fontSize in points;
  ///   pixelScale: pixels per point, at which the glyphs are rasterized.
  public init(fontPath: String?, fontSize: Float, pixelScale: Float) {
    self.fontPath = fontPath
    self.fontSize = fontSize
    self.pixelScale = pixelScale
    loadedFont = tig_create(fontPath, fontSize, pixelScale) != 0
    atlas = PixelBuffer(width: 0, height: 0)
    copyAtlas()
  }

  /// Rasterizes the font again at `scale` pixels per point (a zoom, or a display of another
  /// density), so the panel's text stays crisp; nothing when it already is. Between frames.
  public func setPixelScale(_ scale: Float) {
    guard scale != pixelScale else { return }
    pixelScale = scale
    loadedFont = tig_set_font(fontPath, fontSize, scale) != 0
    copyAtlas()
  }

  /// ImGui's font atlas (RGBA) into `atlas` (ARGB), resized to it.
  private func copyAtlas() {
    var w: Int32 = 0
    var h: Int32 = 0
    let rgba = tig_font_atlas(&w, &h)
    atlas.resize(width: Int(w), height: Int(h))
    if let rgba, atlas.width == Int(w), atlas.height == Int(h) {
      for i in 0..<Int(w) * Int(h) {
        let r = UInt32(rgba[i * 4])
        let g = UInt32(rgba[i * 4 + 1])
        let b = UInt32(rgba[i * 4 + 2])
        let a = UInt32(rgba[i * 4 + 3])
        atlas.pixels[i] = a << 24 | r << 16 | g << 8 | b
      }
    }
    atlas.markChanged()
  }

  deinit { tig_destroy() }

  /// Whether ImGui uses the pointer (over its window, or dragging a widget) or the keyboard
  /// (a widget of its window has focus), as of the last frame.
  public var wantsPointer: Bool { tig_wants_mouse() != 0 }
  public var wantsKeyboard: Bool { tig_wants_keyboard() != 0 }

  /// Passes an event to ImGui's input state (every event: ImGui tracks the pointer even when
  /// the page gets it).
  public func feed(_ event: InputEvent) {
    switch event {
    case .pointer(let p):
      mouse = p.position
      tig_mouse(p.position.x, p.position.y, primaryDown ? 1 : 0)
      guard p.button == .primary else { return }
      switch p.phase {
      case .down:
        primaryDown = true
        pointerChangedThisFrame = true
        deferredRelease = false
        tig_mouse(p.position.x, p.position.y, 1)
      case .up:
        if pointerChangedThisFrame {
          deferredRelease = true
        } else {
          primaryDown = false
          tig_mouse(p.position.x, p.position.y, 0)
        }
      case .move: pointerChangedThisFrame = true
      }
    case .wheel(let d):
      tig_wheel(d.y / 40)
    case .key(let k) where !pendingKeys.isEmpty || (k.isDown && !keysPressedThisFrame.isEmpty):
      pendingKeys.append(event)
    case .text where !pendingKeys.isEmpty:
      pendingKeys.append(event)
    case .key(let k):
      tig_modifiers(
        k.modifiers.contains(.control) ? 1 : 0, k.modifiers.contains(.shift) ? 1 : 0,
        k.modifiers.contains(.alt) ? 1 : 0)
      guard let key = ImGuiLayer.key(k.key) else { return }
      if k.isDown {
        keysPressedThisFrame.insert(Int32(key.rawValue))
        tig_key(key, 1)
      } else if keysPressedThisFrame.contains(Int32(key.rawValue)) {
        deferredKeyReleases.append(key)
      } else {
        tig_key(key, 0)
      }
    case .text(let s):
      tig_text(s)
    case .composition: break  // ImGui shows committed text only.
    case .pointerExited:
      mouse = Vec2(-1e6, -1e6)
      tig_mouse(mouse.x, mouse.y, primaryDown ? 1 : 0)
    case .focusLost:
      primaryDown = false
      tig_mouse(mouse.x, mouse.y, 0)
    case .resize: break
    }
  }

  /// Starts a frame of `size` points, `dt` seconds after the last; widgets follow.
  public func beginFrame(size: Size, dt: Double) {
    tig_frame_begin(size.width, size.height, Float(dt))
    pointerChangedThisFrame = false
  }

  /// Feeds the queued key events up to the next key press (and its release, deferred).
  private func feedPendingKeys() {
    let queued = pendingKeys
    pendingKeys.removeAll(keepingCapacity: true)
    for e in queued { feed(e) }
  }

  /// Ends the frame and appends what ImGui drew to `list`: per ImGui draw list its vertices
  /// once, per command a clip and a textured mesh.
  public func endFrame(into list: inout DrawList) {
    tig_frame_end()
    // Releases held back for this frame reach ImGui now, for the next one (its widgets read
    // the input state while they run, so it must not change mid-frame).
    if deferredRelease {
      deferredRelease = false
      primaryDown = false
      tig_mouse(mouse.x, mouse.y, 0)
    }
    // ImGui sees a key's state once a frame: a frame with the keys up comes between two
    // presses (a press before it waits in the queue), then the next queued press.
    let released = !deferredKeyReleases.isEmpty
    for k in deferredKeyReleases { tig_key(k, 0) }
    deferredKeyReleases.removeAll(keepingCapacity: true)
    if !released {
      keysPressedThisFrame.removeAll(keepingCapacity: true)
      feedPendingKeys()
    }
    for l in 0..<tig_draw_list_count() {
      var vertices: UnsafePointer<TIGVertex>? = nil
      var indices: UnsafePointer<UInt16>? = nil
      var vertexCount: Int32 = 0
      var indexCount: Int32 = 0
      var commandCount: Int32 = 0
      tig_draw_list(l, &vertices, &vertexCount, &indices, &indexCount, &commandCount)
      guard let vertices, let indices, vertexCount > 0 else { continue }
      let first = list.meshVertices.count
      for i in 0..<Int(vertexCount) {
        let v = vertices[i]
        let c = Color(
          r: UInt8(v.rgba & 0xFF), g: UInt8(v.rgba >> 8 & 0xFF), b: UInt8(v.rgba >> 16 & 0xFF),
          a: UInt8(v.rgba >> 24))
        list.appendMeshVertex(MeshVertex(Vec2(v.x, v.y), c, uv: Vec2(v.u, v.v)))
      }
      let range = first..<list.meshVertices.count
      for c in 0..<commandCount {
        var clip: (Float, Float, Float, Float) = (0, 0, 0, 0)
        var count: UInt32 = 0
        var indexOffset: UInt32 = 0
        var vertexOffset: UInt32 = 0
        withUnsafeMutablePointer(to: &clip) {
          $0.withMemoryRebound(to: Float.self, capacity: 4) {
            tig_draw_command(l, c, $0, &count, &indexOffset, &vertexOffset)
          }
        }
        guard count > 0, Int(indexOffset + count) <= Int(indexCount) else { continue }
        let start = list.meshIndices.count
        for i in Int(indexOffset)..<Int(indexOffset + count) {
          list.appendMeshIndex(Int32(indices[i]) + Int32(vertexOffset))
        }
        list.pushClip(Rect(x: clip.0, y: clip.1, width: clip.2 - clip.0, height: clip.3 - clip.1))
        list.texturedMesh(
          vertices: range, indices: start..<list.meshIndices.count, texture: atlas)
        list.popClip()
      }
    }
  }

  static func key(_ k: Key) -> TIGKey? {
    switch k {
    case .tab: TIGKeyTab
    case .left: TIGKeyLeft
    case .right: TIGKeyRight
    case .up: TIGKeyUp
    case .down: TIGKeyDown
    case .pageUp: TIGKeyPageUp
    case .pageDown: TIGKeyPageDown
    case .home: TIGKeyHome
    case .end: TIGKeyEnd
    case .delete: TIGKeyDelete
    case .backspace: TIGKeyBackspace
    case .space: TIGKeySpace
    case .enter: TIGKeyEnter
    case .escape: TIGKeyEscape
    default: nil
    }
  }
}
