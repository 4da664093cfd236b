import TactileCore
import TactileSDL
import TactileScenes

/// Layout of 1 MB of text with 10 000 spoilers, and its re-layout at a new width.
enum LayoutBench {
  static func run(into report: inout BenchReport, fonts: FontCache, quick: Bool) {
    print("layout (1 MB, 10 000 spoilers, SDL_ttf metrics)")
    let source = makeText(bytes: 1_000_000, spoilers: 10_000)
    let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
    // Cold: a fresh metrics cache measures every distinct word once.
    var t0 = Stopwatch.now()
    var text = SpoilerText(
      source: source, font: Typography.regular.body, width: 760, metrics: metrics)
    report.add("layout", "1 MB parse + layout (cold cache)", (Stopwatch.now() - t0) * 1000, "ms")
    t0 = Stopwatch.now()
    text = SpoilerText(source: source, font: Typography.regular.body, width: 760, metrics: metrics)
    report.add(
      "layout", "1 MB parse + layout (warm cache)", (Stopwatch.now() - t0) * 1000, "ms",
      goal: "≤ 50 ms")
    t0 = Stopwatch.now()
    text.rewrap(toWidth: 540, metrics: metrics)
    report.add(
      "layout", "1 MB re-layout at a new width", (Stopwatch.now() - t0) * 1000, "ms",
      goal: "≤ 50 ms")
    report.add("layout", "lines at the new width", Double(text.layout.lines.count), "lines")
    let fragments = text.fragments.reduce(0) { $0 + $1.count }
    report.add("layout", "spoilers", Double(text.spoilerCount), "spoilers")
    report.add("layout", "spoiler fragments at the new width", Double(fragments), "rects")
  }

  /// Chat-like text: words from a fixed vocabulary, paragraphs, `spoilers` spoiler spans.
  static func makeText(bytes: Int, spoilers: Int) -> String {
    let words = [
      "the", "captain", "faked", "signal", "herself", "и", "корабль", "был", "ненастоящим",
      "every", "clue", "planted", "map", "voice", "radio", "logbook", "island", "😂", "finale",
    ]
    var random = SeededRandom(seed: 7)
    var out = ""
    out.reserveCapacity(bytes + 64)
    let every = max(1, bytes / max(1, spoilers))
    var nextSpoiler = every
    while out.utf8.count < bytes {
      if out.utf8.count >= nextSpoiler {
        out +=
          "||" + words[random.int(below: words.count)] + " " + words[random.int(below: words.count)]
          + "|| "
        nextSpoiler += every
      }
      out += words[random.int(below: words.count)]
      out += random.int(below: 40) == 0 ? "\n" : " "
    }
    return out
  }
}
