import TactileCore
import TactileScenes
import Testing

@testable import TactileIO

private func options(_ args: [String]) throws -> LaunchOptions {
  guard case .run(let o) = try LaunchOptions.parse(args) else {
    Issue.record("\(args) did not parse to .run")
    return LaunchOptions()
  }
  return o
}

@Test func noArgumentsGiveTheDefaults() throws {
  let o = try options([])
  #expect(o == LaunchOptions())
  #expect(o.page == .spoilers && o.theme == nil && o.size == nil)
  #expect(o.seed == 1 && o.scale == nil && !o.headless && !o.reducedMotion && !o.dumpLayout)
  #expect(o.textFile == nil && o.reactions == nil && o.frames == nil)
  #expect(o.scriptFile == nil && o.screenshot == nil && o.dataDirectory == nil)
}

@Test func everyFlag() throws {
  let o = try options([
    "--page", "todo", "--theme", "light", "--size", "800x600", "--text", "story.txt",
    "--reactions", "😂, 🔥,👍", "--seed", "42", "--reduced-motion", "--headless",
    "--scale", "2", "--frames", "30", "--script", "run.script", "--screenshot", "shot.png",
    "--dump-layout", "--data-dir", "/tmp/tactile",
  ])
  var expected = LaunchOptions()
  expected.page = .todo
  expected.theme = .light
  expected.size = Size(800, 600)
  expected.textFile = "story.txt"
  expected.reactions = ["😂", "🔥", "👍"]
  expected.seed = 42
  expected.reducedMotion = true
  expected.headless = true
  expected.scale = 2
  expected.frames = 30
  expected.scriptFile = "run.script"
  expected.screenshot = "shot.png"
  expected.dumpLayout = true
  expected.dataDirectory = "/tmp/tactile"
  #expect(o == expected)
}

@Test func flagEqualsValueForm() throws {
  let o = try options([
    "--page=about", "--theme=LIGHT", "--size=1x16384", "--text=a=b.txt", "--reactions=✨",
    "--seed=0", "--scale=0.5", "--frames=1", "--script=s", "--screenshot=p.png",
    "--data-dir=d",
  ])
  #expect(o.page == .about && o.theme == .light && o.size == Size(1, 16384))
  #expect(o.textFile == "a=b.txt")  // Split at the first "=" only.
  #expect(o.reactions == ["✨"] && o.seed == 0 && o.scale == 0.5 && o.frames == 1)
  #expect(o.scriptFile == "s" && o.screenshot == "p.png" && o.dataDirectory == "d")
}

@Test(arguments: PageKind.allCases)
func everyPageByName(page: PageKind) throws {
  #expect(try options(["--page", page.name]).page == page)
  #expect(try options(["--page", page.name.uppercased()]).page == page)
}

@Test func laterFlagsOverrideEarlierOnes() throws {
  #expect(try options(["--seed", "1", "--seed", "2"]).seed == 2)
}

@Test func sizeAcceptsAnUppercaseX() throws {
  #expect(try options(["--size", "640X480"]).size == Size(640, 480))
}

@Test func helpAndVersion() throws {
  #expect(try LaunchOptions.parse(["--help"]) == .help)
  #expect(try LaunchOptions.parse(["-h"]) == .help)
  #expect(try LaunchOptions.parse(["--version"]) == .version)
  #expect(try LaunchOptions.parse(["--seed", "3", "--help", "--bogus"]) == .help)
  #expect(LaunchOptions.usage.contains("--dump-layout"))
}

@Test(arguments: [
  (["--page"], "--page needs a value"),
  (["--seed", "1", "--size"], "--size needs a value"),
  (["--page", "home"], "unknown page \"home\" (spoilers, reactions, todo, about)"),
  (["--page="], "unknown page \"\" (spoilers, reactions, todo, about)"),
  (["--theme", "blue"], "unknown theme \"blue\" (dark, light)"),
  (["--size", "1280"], "--size takes WIDTHxHEIGHT, each 1 to 16384, e.g. 1280x800 (got \"1280\")"),
  (
    ["--size", "0x800"], "--size takes WIDTHxHEIGHT, each 1 to 16384, e.g. 1280x800 (got \"0x800\")"
  ),
  (
    ["--size", "800x16385"],
    "--size takes WIDTHxHEIGHT, each 1 to 16384, e.g. 1280x800 (got \"800x16385\")"
  ),
  (["--size=wide"], "--size takes WIDTHxHEIGHT, each 1 to 16384, e.g. 1280x800 (got \"wide\")"),
  (["--reactions", " , ,"], "--reactions takes 1 to 8 comma-separated emoji"),
  (["--reactions", "1,2,3,4,5,6,7,8,9"], "--reactions takes 1 to 8 comma-separated emoji"),
  (["--seed", "-1"], "--seed takes a whole number ≥ 0 (got \"-1\")"),
  (["--seed", "1.5"], "--seed takes a whole number ≥ 0 (got \"1.5\")"),
  (
    ["--seed", "99999999999999999999"],
    "--seed takes a whole number ≥ 0, at most 18446744073709551615: \"99999999999999999999\" is too large"
  ),
  (["--scale", "5"], "--scale takes a number from 0.5 to 4"),
  (["--scale", "0.25"], "--scale takes a number from 0.5 to 4"),
  (["--scale=big"], "--scale takes a number from 0.5 to 4"),
  (["--time-scale", "0"], "--time-scale takes a number from 0.01 to 4 (got \"0\")"),
  (["--time-scale=slow"], "--time-scale takes a number from 0.01 to 4 (got \"slow\")"),
  (["--frames", "0"], "--frames takes a count ≥ 1 (got 0)"),
  (["--frames", "ten"], "--frames takes a count ≥ 1 (got \"ten\")"),
  (
    ["--frames", "99999999999999999999"],
    "--frames takes a count ≥ 1, at most 9223372036854775807: \"99999999999999999999\" is too large"
  ),

  (["--bogus"], "unknown option \"--bogus\" (see --help)"),
  (["--bogus=1"], "unknown option \"--bogus=1\" (see --help)"),
  (["story.txt"], "unknown option \"story.txt\" (see --help)"),
  (["--headless=no"], "--headless takes no value"),
  (["--reduced-motion=false"], "--reduced-motion takes no value"),
  (["--dump-layout=yes"], "--dump-layout takes no value"),
  (["--data-dir", ""], "--data-dir needs a directory, not an empty path"),
  (["--data-dir="], "--data-dir needs a directory, not an empty path"),
  (["--headless", "--record"], "--record needs a value"),
  (["--headless", "--record-fps", "0"], "--record-fps takes frames per second from 1 to 60"),
  (["--headless", "--record-fps", "-30"], "--record-fps takes frames per second from 1 to 60"),
  (["--headless", "--record-fps", "61"], "--record-fps takes frames per second from 1 to 60"),
  (["--headless", "--record-fps=fast"], "--record-fps takes frames per second from 1 to 60"),
  (
    ["--record", "a.gif"],
    "--record needs --headless (in the window, F10 starts and stops a recording)"
  ),
  (["--renderer", "vulkan"], "unknown renderer \"vulkan\" (auto, gpu, software)"),
  (
    ["--headless", "--renderer", "gpu"],
    "--renderer gpu draws a window (--headless draws with the software backend)"
  ),
])
func badArgumentsGiveExactMessages(args: [String], message: String) {
  #expect(throws: LaunchOptions.UsageError(message: message)) {
    try LaunchOptions.parse(args)
  }
}

@Test func rendererIsParsed() throws {
  #expect(try options([]).renderer == .auto)
  #expect(try options(["--renderer", "GPU"]).renderer == .gpu)
  #expect(try options(["--renderer=software", "--headless"]).renderer == .software)
}

@Test func timeScaleIsParsed() throws {
  #expect(try options([]).timeScale == 1)
  #expect(try options(["--time-scale", "0.25"]).timeScale == 0.25)
  #expect(try options(["--time-scale=0.1"]).timeScale == 0.1)
}

@Test func usageErrorDescribesItselfByItsMessage() {
  #expect(LaunchOptions.UsageError(message: "x").description == "x")
}

@Test func recordFlags() throws {
  let o = try options(["--headless", "--record", "out/clip.webp", "--record-fps=12.5"])
  #expect(o.recordFile == "out/clip.webp" && o.recordFPS == 12.5)
  #expect(try options(["--headless", "--record", "a.gif"]).recordFPS == 60)
  #expect(LaunchOptions.usage.contains("--record FILE"))
  #expect(LaunchOptions.usage.contains("--record-fps N"))
}

@Test(arguments: InkPreset.allCases)
func inkPresetsByName(preset: InkPreset) throws {
  #expect(try options(["--ink", preset.rawValue]).ink == preset)
  #expect(try options(["--ink=\(preset.rawValue.uppercased())"]).ink == preset)
}

@Test func inkDefaultsToTelegramDesktopAndRejectsUnknownNames() {
  #expect(LaunchOptions().ink == .telegramDesktop)
  #expect(InvisibleInkParameters.standard == .telegramDesktop)
  #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions.parse(["--ink", "signal"]) }
  #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions.parse(["--ink"]) }
}

@Test func inspectorFlagShowsTheInspector() throws {
  #expect(try options(["--inspector"]).inspector)
  #expect(try !options([]).inspector)
  #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions.parse(["--inspector=yes"]) }
}

@Test func launchOptionsTakeSeveralPresetsInOrder() throws {
  guard case .run(let o) = try LaunchOptions.parse(["--preset", "cuberto", "--preset=telegram"])
  else {
    Issue.record("did not parse")
    return
  }
  #expect(o.presets == ["cuberto", "telegram"])
}

@Test func launchOptionsTakeSetAndPreset() throws {
  guard
    case .run(let o) = try LaunchOptions.parse([
      "--set", "ink.density=0.2", "--set=longpress.delay=1", "--preset", "mine", "--studio",
    ])
  else {
    Issue.record("did not parse")
    return
  }
  #expect(o.assignments == ["ink.density=0.2", "longpress.delay=1"])
  #expect(o.presets == ["mine"])
  #expect(o.studio)
  #expect(
    throws: Tuning.Problem("--set ink.density: \"2\" is not allowed, it takes 0.02 to 1.5 /pt²")
  ) {
    try LaunchOptions.parse(["--set", "ink.density=2"])
  }
}

@Test func directionTakesLtrRtlOrAuto() throws {
  guard case .run(let o) = try LaunchOptions.parse(["--direction", "RTL"]) else {
    Issue.record("not a run")
    return
  }
  #expect(o.direction == .rightToLeft)
  guard case .run(let d) = try LaunchOptions.parse([]) else { return }
  #expect(d.direction == .auto)
  #expect(throws: LaunchOptions.UsageError.self) {
    try LaunchOptions.parse(["--direction", "up"])
  }
}

/// A value from the command line is shown quoted, its control characters escaped and cut after
/// 60 characters: a message stays one short line whatever was typed or pasted.
@Test func errorsQuoteEscapeAndCutWhatTheyEcho() {
  func message(_ args: [String]) -> String {
    do {
      _ = try LaunchOptions.parse(args)
      return "accepted"
    } catch {
      return "\(error)"
    }
  }
  #expect(
    message(["--set", "ink.density=\u{1B}[31mred\nline"])
      == "--set ink.density: \"\\e[31mred\\nline\" is not allowed, it takes 0.02 to 1.5 /pt²")
  #expect(
    message(["--set", "ink.density=" + String(repeating: "9", count: 100_000)])
      == "--set ink.density: \"" + String(repeating: "9", count: 60)
      + "… (99940 more characters)\" is not allowed, it takes 0.02 to 1.5 /pt²")
  #expect(
    message(["--\u{1B}]0;title\u{7}"]) == "unknown option \"--\\e]0;title\\u{7}\" (see --help)")
  #expect(message(["--set", "x\u{202E}y=1"]).contains("\\u{202E}"))
}
