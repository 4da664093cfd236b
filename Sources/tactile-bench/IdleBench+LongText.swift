import Foundation

/// Scrolling a long text in the real window: the Spoilers page with the bench's 1 MB text with
/// 10 000 spoilers, after 2 s to load and settle, for 10 s: the mouse wheel turned 3 notches
/// every 50 ms (144 pt: about 4 screens a second), or Page Down every 50 ms (18 screens a
/// second, a stress test: every frame brings new lines in).
extension IdleBench {
  enum LongTextInput: String {
    case wheel = "wheel -3"
    case pageDown = "key pagedown"
  }

  /// `strategy` names the ink's strategy (`nil`: the default, particles).
  static func longTextScroll(
    _ input: LongTextInput, mixed: Bool = false, strategy: String? = nil, quick: Bool
  ) -> Interaction {
    let start = 2.0
    let seconds = quick ? 3.0 : 10.0
    var lines: [String] = []
    var t = start
    while t < start + seconds {
      lines.append("at \(t) \(input.rawValue)")
      t += 0.05
    }
    let what = input == .wheel ? "wheel 3 notches" : "Page Down"
    let text =
      mixed
      ? LayoutBench.makeMixedText(bytes: 1_000_000, spoilers: 10_000)
      : LayoutBench.makeText(bytes: 1_000_000, spoilers: 10_000)
    let name =
      (mixed ? "every-script text" : "long text")
      + (input == .wheel ? " wheel scroll" : " Page Down")
      + (strategy.map { ", \($0) ink" } ?? "")
    return Interaction(
      name: name,
      summary:
        "\(mixed ? "every-script text" : "long text") (real window under Xvfb, 1280×800, 1 MB"
        + " with 10 000 spoilers, \(what) every 50 ms for \(Int(seconds)) s)",
      page: "spoilers",
      arguments: { dir in
        ["--text", dir.appendingPathComponent("long.txt").path]
          + (strategy.map { ["--set", "ink.strategy=\($0)"] } ?? [])
      },
      files: ["long.txt": text],
      script: lines.joined(separator: "\n") + "\n",
      measured: (start + 0.5)...(start + seconds))
  }
}
