import Foundation
import TactileCore
import TactileIO
import TactileScenes

/// What must hold after every frame of the monkey test.
enum MonkeyInvariants {
  /// Figures gathered while checking.
  struct Stats {
    var liveParticles = 0
    var largestCoordinate: Float = 0
  }

  /// Checks one drawn frame and the app state behind it; appends what is broken to `problems`.
  /// `thorough` adds the slower checks: every particle inside its fragment, the whole layout
  /// dump valid JSON.
  static func check(
    list: DrawList, playground: Playground, todoDirectory: String?, thorough: Bool,
    problems: inout [String]
  ) -> Stats {
    var stats = Stats()
    checkDrawList(list, &stats, &problems)
    let pageCount = PageKind.allCases.count
    let swipe = playground.deck.swipe
    if !(0..<pageCount).contains(swipe.pageIndex) {
      problems.append("page index \(swipe.pageIndex) outside 0..<\(pageCount)")
      return stats
    }
    for side in LiquidWave.Side.allCases {
      let shown = swipe.neighbourPage(side)
      if !(0..<pageCount).contains(shown) {
        problems.append("the \(side) wave shows page \(shown)")
      }
    }
    checkParticles(playground.deck[SpoilersPage.self].field, thorough: thorough, &stats, &problems)
    checkPopups(playground, allPages: thorough, &problems)
    if let todoDirectory { checkTodoFile(in: todoDirectory, &problems) }
    if thorough {
      let text = playground.layoutDump().serialized()
      if (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil {
        problems.append("the layout dump is not valid JSON: \(text.prefix(200))")
      }
    }
    return stats
  }

  // MARK: - Draw list

  /// Every coordinate of every command is finite; clips and layers are balanced.
  static func checkDrawList(_ list: DrawList, _ stats: inout Stats, _ problems: inout [String]) {
    var bad: [String] = []
    func look(_ what: @autoclosure () -> String, _ values: Float...) {
      for v in values {
        if !v.isFinite {
          bad.append(what())
          return
        }
        stats.largestCoordinate = max(stats.largestCoordinate, abs(v))
      }
    }
    func look(_ what: @autoclosure () -> String, _ r: Rect) {
      look(what(), r.x, r.y, r.width, r.height)
    }
    func look(_ what: @autoclosure () -> String, points range: Range<Int>) {
      guard range.lowerBound >= 0, range.upperBound <= list.points.count else {
        bad.append("\(what()) points \(range) outside 0..<\(list.points.count)")
        return
      }
      for p in list.points[range] where !p.x.isFinite || !p.y.isFinite {
        bad.append("\(what()) point \(p)")
        return
      }
      for p in list.points[range] {
        stats.largestCoordinate = max(stats.largestCoordinate, abs(p.x), abs(p.y))
      }
    }
    var clips = 0
    var layers = 0
    for (n, command) in list.commands.enumerated() {
      switch command {
      case .fillRect(let r, let radius, _):
        look("fillRect #\(n) \(r) radius \(radius)", r)
        look("fillRect #\(n) radius", radius)
      case .shadow(let r, let radius, let blur, _):
        look("shadow #\(n) \(r)", r)
        look("shadow #\(n) radius \(radius) blur \(blur)", radius, blur)
      case .fillPolygon(let range, _):
        look("fillPolygon #\(n)", points: range)
      case .strokePolyline(let range, let width, _, _):
        look("strokePolyline #\(n)", points: range)
        look("strokePolyline #\(n) width", width)
      case .text(let run):
        look("text #\(n) at \(run.origin)", run.origin.x, run.origin.y)
        look("text #\(n) size", run.font.size)
      case .emoji(let g, let rect, let opacity):
        look("emoji #\(n) \(g) in \(rect)", rect)
        look("emoji #\(n) opacity", opacity)
      case .pixels(_, let rect, _):
        look("pixels #\(n) \(rect)", rect)
      case .texturedMesh(let vertices, _, _):
        for v in list.meshVertices[vertices] {
          look("texturedMesh #\(n) vertex", v.position.x, v.position.y)
        }
      case .texturedPolygon(_, let range, let opacity):
        look("texturedPolygon #\(n)", points: range)
        look("texturedPolygon #\(n) opacity", opacity)
      case .pushClip(let r):
        look("pushClip #\(n) \(r)", r)
        clips += 1
      case .popClip:
        clips -= 1
        if clips < 0 { bad.append("popClip #\(n) without a push") }
      case .beginLayer:
        layers += 1
      case .endLayer:
        layers -= 1
        if layers < 0 { bad.append("endLayer #\(n) without a begin") }
      }
    }
    if clips != 0 || layers != 0 { bad.append("unbalanced: \(clips) clips, \(layers) layers") }
    if !bad.isEmpty {
      problems.append(
        "draw list: \(bad.count) bad value(s), first: \(bad.prefix(3).joined(separator: "; "))")
    }
  }

  // MARK: - Particles

  /// Live ≤ slots ≤ the maximum (no slots when the field holds no particles, as for ink
  /// drawn from a tile); each fragment holds no more dust than its area asks for; (thorough)
  /// every particle of a hidden fragment lies inside it.
  static func checkParticles(
    _ field: ParticleField, thorough: Bool, _ stats: inout Stats, _ problems: inout [String]
  ) {
    stats.liveParticles = field.liveCount
    let maximum = field.parameters.maximumParticleCount
    let slotsWanted = field.holdsParticles ? field.liveCount...maximum : 0...0
    if !slotsWanted.contains(field.slotCount) {
      problems.append(
        "particles: \(field.liveCount) live, \(field.slotCount) slots, maximum \(maximum)")
    }
    let density = Double(field.parameters.density)
    for r in 0..<field.regionCount {
      let rect = field.rect(ofRegion: r)
      let slots = field.slots(ofRegion: r)
      let area = rect.isEmpty ? 0 : Double(rect.width) * Double(rect.height)
      let allowed = Int((area * density).rounded()) + 1
      if slots.count > allowed {
        problems.append("particles: region \(r) \(rect) has \(slots.count) > \(allowed)")
      }
      guard thorough, field.phase(ofRegion: r) == .hidden else { continue }
      let box = rect.insetBy(dx: -0.5, dy: -0.5)
      for i in slots where !box.contains(Vec2(field.x[i], field.y[i])) {
        problems.append(
          "particles: particle \(i) at (\(field.x[i]), \(field.y[i])) outside region \(r) \(rect)")
        break
      }
    }
  }

  // MARK: - Popups

  /// At most one popup is open: objects with `"open": true` in the pages' layout dumps (the
  /// reaction bar dumps `"bar": {"open": …}`; pages without popups dump none). Only the
  /// Reactions page has a popup; `allPages` looks at every page's dump.
  static func checkPopups(_ playground: Playground, allPages: Bool, _ problems: inout [String]) {
    var open = 0
    for kind in allPages ? PageKind.allCases : [.reactions] {
      for (_, value) in playground.deck.layoutDump(kind) { open += openCount(value) }
    }
    if open > 1 { problems.append("\(open) popups open at once") }
  }

  /// Objects holding `"open": true` in `value`.
  static func openCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let items): return items.reduce(0) { $0 + openCount($1) }
    case .object(let fields):
      var n = 0
      for (key, v) in fields {
        if key == "open", case .bool(true) = v { n += 1 } else { n += openCount(v) }
      }
      return n
    default: return 0
    }
  }

  // MARK: - To-do file

  /// Gives the to-do page a data directory: the monkey's edits are saved into
  /// `directory/todo.json`, which `checkTodoFile` then reads after every event.
  static func configureTodoDirectory(_ directory: String?, in context: inout SceneContext) {
    context.content.todoStorage = directory.map {
      TodoFileStorage(directory: URL(fileURLWithPath: $0, isDirectory: true), launchTime: 0)
    }
  }

  /// `directory/todo.json`, when it exists, is valid JSON with an `items` array.
  static func checkTodoFile(in directory: String, _ problems: inout [String]) {
    let path = directory + "/todo.json"
    guard let data = FileManager.default.contents(atPath: path) else { return }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["items"] is [Any]
    else {
      let start = String(decoding: data.prefix(120), as: UTF8.self)
      problems.append("\(path) is not a valid to-do list: \(start)")
      return
    }
  }
}
