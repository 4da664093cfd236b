import TactileTestSupport
import Testing

@testable import TactileCore

private let red = Color(r: 255, g: 0, b: 0)
private let blue = Color(r: 0, g: 0, b: 255)
private let triangle = [Vec2(0, 0), Vec2(10, 0), Vec2(0, 10)]

/// A short name for each command, to compare orders without Equatable commands.
private func kind(_ c: DrawCommand) -> String {
  switch c {
  case .fillRect: "fillRect"
  case .shadow: "shadow"
  case .fillPolygon: "fillPolygon"
  case .strokePolyline: "strokePolyline"
  case .text: "text"
  case .emoji: "emoji"
  case .pixels: "pixels"
  case .texturedMesh: "texturedMesh"
  case .texturedPolygon: "texturedPolygon"
  case .pushClip: "pushClip"
  case .popClip: "popClip"
  case .beginLayer: "beginLayer"
  case .endLayer: "endLayer"
  }
}

/// One of every command, the way a frame would add them.
private func addEveryCommand(to list: inout DrawList, buffer: PixelBuffer) {
  list.beginLayer(LayerID(7), clearColor: blue.withOpacity(0))
  list.fillRect(Rect(x: 1, y: 2, width: 30, height: 40), color: red, cornerRadius: 5)
  list.endLayer()
  list.shadow(Rect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2, blur: 6, color: .black)
  list.fillPolygon(triangle, color: blue)
  list.strokePolyline([Vec2(0, 0), Vec2(5, 5), Vec2(9, 1)], width: 2, color: red, closed: true)
  list.pushClip(Rect(x: 0, y: 0, width: 50, height: 50))
  list.text("Hi", font: .regular(14), at: Vec2(3, 20), color: .white, metrics: FixedWidthMetrics())
  list.emoji(
    "🔥", in: Rect(x: 10, y: 10, width: 24, height: 24), opacity: 0.5, metrics: FixedWidthMetrics())
  list.pixels(buffer, in: Rect(x: 0, y: 0, width: 4, height: 4), tint: red)
  list.popClip()
  list.texturedPolygon(layer: LayerID(7), [Vec2(0, 0), Vec2(4, 0), Vec2(4, 4), Vec2(0, 4)])
}

@Test func commandsAreAppendedInOrder() {
  var list = DrawList()
  addEveryCommand(to: &list, buffer: PixelBuffer(width: 2, height: 2))
  #expect(
    list.commands.map(kind) == [
      "beginLayer", "fillRect", "endLayer", "shadow", "fillPolygon", "strokePolyline",
      "pushClip", "text", "emoji", "pixels", "popClip", "texturedPolygon",
    ])
}

@Test func commandsCarryTheirPayloads() {
  var list = DrawList()
  let buffer = PixelBuffer(width: 2, height: 2)
  addEveryCommand(to: &list, buffer: buffer)
  let c = list.commands
  guard case .beginLayer(let id, let clear) = c[0] else { Issue.record("\(c[0])"); return }
  #expect(id == LayerID(7) && clear == blue.withOpacity(0))
  guard case .fillRect(let rect, let radius, let color) = c[1] else { Issue.record(); return }
  #expect(rect == Rect(x: 1, y: 2, width: 30, height: 40) && radius == 5 && color == red)
  guard case .shadow(let srect, let sradius, let blur, let scolor) = c[3] else {
    Issue.record(); return
  }
  #expect(srect == Rect(x: 0, y: 0, width: 8, height: 8))
  #expect(sradius == 2 && blur == 6 && scolor == .black)
  guard case .fillPolygon(_, let pcolor) = c[4] else { Issue.record(); return }
  #expect(pcolor == blue)
  guard case .strokePolyline(_, let width, let lcolor, let closed) = c[5] else {
    Issue.record(); return
  }
  #expect(width == 2 && lcolor == red && closed)
  guard case .pushClip(let clip) = c[6] else { Issue.record(); return }
  #expect(clip == Rect(x: 0, y: 0, width: 50, height: 50))
  guard case .text(let run) = c[7] else { Issue.record(); return }
  #expect(list.glyphs[run.glyphs].map(\.id) == [72, 105] && run.font == .regular(14))
  #expect(run.origin == Vec2(3, 20) && run.color == .white)
  guard case .emoji(let grapheme, let erect, let opacity) = c[8] else { Issue.record(); return }
  #expect(list.glyphs[grapheme].count == 1 && erect == Rect(x: 10, y: 10, width: 24, height: 24))
  #expect(opacity == 0.5)
  guard case .pixels(let b, let prect, let tint) = c[9] else { Issue.record(); return }
  #expect(b === buffer && prect == Rect(x: 0, y: 0, width: 4, height: 4) && tint == red)
  guard case .texturedPolygon(let layer, _, let topacity) = c[11] else {
    Issue.record(); return
  }
  #expect(layer == LayerID(7) && topacity == 1)
}

@Test func pointRangesIndexTheSharedStorage() {
  var list = DrawList()
  let line = [Vec2(0, 0), Vec2(5, 5), Vec2(9, 1)]
  let square = [Vec2(0, 0), Vec2(4, 0), Vec2(4, 4), Vec2(0, 4)]
  list.fillPolygon(triangle, color: blue)
  list.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: red)  // No points.
  list.strokePolyline(line, width: 1, color: red)
  list.texturedPolygon(layer: LayerID(1), square)
  // Points added by hand, then used by range.
  let start = list.pointCount
  for p in triangle.reversed() { list.addPoint(p) }
  list.fillPolygon(points: start..<list.pointCount, color: red)
  list.strokePolyline(points: start..<list.pointCount, width: 3, color: blue, closed: true)

  #expect(list.points.count == 3 + 3 + 4 + 3)
  var ranges: [Range<Int>] = []
  for c in list.commands {
    switch c {
    case .fillPolygon(let r, _), .strokePolyline(let r, _, _, _), .texturedPolygon(_, let r, _):
      ranges.append(r)
    default: break
    }
  }
  #expect(ranges == [0..<3, 3..<6, 6..<10, 10..<13, 10..<13])
  #expect(Array(list.points[ranges[0]]) == triangle)
  #expect(Array(list.points[ranges[1]]) == line)
  #expect(Array(list.points[ranges[2]]) == square)
  #expect(Array(list.points[ranges[3]]) == Array(triangle.reversed()))
}

@Test func addPointsReturnsTheRangeOfTheNewPoints() {
  var list = DrawList()
  #expect(list.addPoints([Vec2(1, 1), Vec2(2, 2)]) == 0..<2)
  #expect(list.addPoints([Vec2(3, 3)]) == 2..<3)
  #expect(list.addPoints([Vec2]()) == 3..<3)
  #expect(list.points == [Vec2(1, 1), Vec2(2, 2), Vec2(3, 3)])
}

@Test func transparentAndEmptyShapesAreSkipped() {
  var list = DrawList()
  let buffer = PixelBuffer(width: 1, height: 1)
  let r = Rect(x: 0, y: 0, width: 10, height: 10)
  list.fillRect(r, color: .clear)
  list.fillRect(r, color: red.withOpacity(0))
  list.fillRect(Rect(x: 0, y: 0, width: 0, height: 10), color: red)
  list.fillRect(Rect(x: 0, y: 0, width: 10, height: -1), color: red)
  list.shadow(r, cornerRadius: 0, blur: 4, color: .clear)
  list.shadow(Rect.zero, cornerRadius: 0, blur: 4, color: .black)
  list.fillPolygon(triangle, color: .clear)
  list.fillPolygon([Vec2(0, 0), Vec2(1, 1)], color: red)  // Too few points.
  list.fillPolygon(points: 0..<0, color: red)
  list.strokePolyline(triangle, width: 2, color: .clear)
  list.strokePolyline(triangle, width: 0, color: red)
  list.strokePolyline([Vec2(0, 0)], width: 2, color: red)
  list.strokePolyline(points: 0..<1, width: 2, color: red)
  list.text("", font: .regular(12), at: .zero, color: red, metrics: FixedWidthMetrics())
  list.text("x", font: .regular(12), at: .zero, color: .clear, metrics: FixedWidthMetrics())
  list.emoji("🔥", in: r, opacity: 0, metrics: FixedWidthMetrics())
  list.emoji("🔥", in: .zero, metrics: FixedWidthMetrics())
  list.pixels(buffer, in: r, tint: .clear)
  list.pixels(buffer, in: .zero)
  list.texturedPolygon(layer: LayerID(0), triangle, opacity: 0)
  list.texturedPolygon(layer: LayerID(0), [Vec2(0, 0), Vec2(1, 1)])
  list.texturedPolygon(layer: LayerID(0), points: 0..<2)
  #expect(list.isEmpty)
  #expect(list.commands.isEmpty)
}

@Test func opacityAboveOneIsClamped() {
  var list = DrawList()
  list.emoji(
    "🔥", in: Rect(x: 0, y: 0, width: 4, height: 4), opacity: 3, metrics: FixedWidthMetrics())
  list.texturedPolygon(layer: LayerID(0), triangle, opacity: 2)
  guard case .emoji(_, _, let e) = list.commands[0],
    case .texturedPolygon(_, _, let t) = list.commands[1]
  else {
    Issue.record("unexpected commands \(list.commands)")
    return
  }
  #expect(e == 1 && t == 1)
}

@Test func clipAndLayerDepthsFollowNesting() {
  var list = DrawList()
  #expect(list.clipDepth == 0 && list.layerDepth == 0)
  list.pushClip(Rect(x: 0, y: 0, width: 10, height: 10))
  list.pushClip(Rect(x: 2, y: 2, width: 4, height: 4))
  #expect(list.clipDepth == 2)
  list.beginLayer(LayerID(1))
  list.beginLayer(LayerID(2))
  list.beginLayer(LayerID(3))
  #expect(list.layerDepth == 3 && list.clipDepth == 2)
  list.endLayer()
  list.popClip()
  #expect(list.layerDepth == 2 && list.clipDepth == 1)
  list.endLayer()
  list.endLayer()
  list.popClip()
  #expect(list.layerDepth == 0 && list.clipDepth == 0)
  // Unbalanced frames are reset to zero depth.
  list.pushClip(Rect(x: 0, y: 0, width: 1, height: 1))
  list.beginLayer(LayerID(1))
  list.reset()
  #expect(list.clipDepth == 0 && list.layerDepth == 0)
}

@Test func beginLayerDefaultsToAClearBackground() {
  var list = DrawList()
  list.beginLayer(LayerID(4))
  guard case .beginLayer(let id, let clear) = list.commands[0] else {
    Issue.record("\(list.commands)")
    return
  }
  #expect(id.raw == 4 && clear == .clear)
}

@Test func resetEmptiesAndKeepsCapacity() {
  var list = DrawList()
  for i in 0..<300 {
    list.fillPolygon(
      [Vec2(Float(i), 0), Vec2(Float(i) + 1, 0), Vec2(Float(i), 1)] + triangle, color: red)
  }
  let commandCapacity = list.commands.capacity
  let pointCapacity = list.points.capacity
  #expect(list.commands.count == 300 && list.points.count == 1800)
  list.reset()
  #expect(list.isEmpty && list.commands.isEmpty && list.points.isEmpty && list.pointCount == 0)
  #expect(list.commands.capacity == commandCapacity)
  #expect(list.points.capacity == pointCapacity)
}

@Test func steadyStateFramesDoNotGrowStorage() {
  var list = DrawList()
  let buffer = PixelBuffer(width: 2, height: 2)
  func frame(_ list: inout DrawList) {
    list.reset()
    for i in 0..<100 {
      let x = Float(i)
      list.strokeCircle(center: Vec2(x, x), radius: 100, width: 1, color: red)
      list.fillPolygon([Vec2(x, 0), Vec2(x + 3, 0), Vec2(x, 3)], color: blue)
    }
    addEveryCommand(to: &list, buffer: buffer)
  }
  frame(&list)
  let commands = list.commands.count
  let points = list.points.count
  let commandCapacity = list.commands.capacity
  let pointCapacity = list.points.capacity
  #expect(points > 4096)  // Beyond the initial reservation: the first frame grew it.
  for _ in 0..<5 {
    frame(&list)
    #expect(list.commands.count == commands && list.points.count == points)
    #expect(list.commands.capacity == commandCapacity)
    #expect(list.points.capacity == pointCapacity)
  }
}
