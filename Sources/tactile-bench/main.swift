import CSDL2
import Foundation
import TactileCore
import TactileFiles
import TactileIO
import TactileSDL
import TactileScenes

// tactile-bench: every performance figure of docs/performance.md, measured in one run. Build it
// in release, with the app next to it (the idle figure runs the real window under Xvfb):
//   swift build -c release && .build/release/tactile-bench [--quick] [--json PATH]
// Prints a table and writes JSON (default bench-results.json).

var jsonPath = "bench-results.json"
var quick = false
/// Groups to run (all when empty): particles, frames, layout, idle.
var groups: Set<String> = []
/// Frame scenarios to run: those whose name contains this (all when nil).
var scenarioFilter: String? = nil
var frameCount: Int? = nil
/// Thread counts the particle group runs (1 and 2 when nil).
var particleThreads: [Int]? = nil
var frameWindow = FrameBench.Window()
/// Whether the run fails when a steady frame allocates on the frame's thread.
var checkAllocations = false
/// What `checkAllocations` found, one line each.
var failures: [String] = []
var args = Array(CommandLine.arguments.dropFirst())
while let a = args.first {
  args.removeFirst()
  switch a {
  case "--json": jsonPath = args.isEmpty ? jsonPath : args.removeFirst()
  case "--quick": quick = true
  case "--check-allocations": checkAllocations = true
  case "--only" where !args.isEmpty:
    groups.formUnion(args.removeFirst().split(separator: ",").map(String.init))
  case "--scenario" where !args.isEmpty: scenarioFilter = args.removeFirst()
  case "--frames" where !args.isEmpty: frameCount = Int(args.removeFirst())
  case "--threads" where !args.isEmpty:
    guard let n = Int(args.removeFirst()), n >= 1 else {
      FileHandle.standardError.write(Data("tactile-bench: --threads takes a number ≥ 1\n".utf8))
      exit(1)
    }
    particleThreads = [n]
  case "--size" where !args.isEmpty:
    let parts = args.removeFirst().split(separator: "x").compactMap { Float($0) }
    if parts.count == 2, parts[0] >= 1, parts[1] >= 1 {
      frameWindow.size = Size(parts[0], parts[1])
    }
  case "--scale" where !args.isEmpty:
    frameWindow.scale = max(0.5, min(4, Float(args.removeFirst()) ?? 1))
    IdleBench.windowScale = frameWindow.scale
  case "--help":
    print(
      """
      usage: tactile-bench [--quick] [--json PATH] [--only GROUP,…] [--scenario NAME] [--frames N]
                           [--threads N] [--check-allocations]
        --quick          fewer frames, no passes over the whole long text (a smoke run)
        --json PATH      where to write the results (default bench-results.json)
        --only GROUPS    run some groups only: particles, frames, layout, idle; or held-scroll
                         (the window's every-script scroll alone), cpu (the window's CPU
                         table alone: pages at rest, each animation), start (start-up alone)
        --scenario NAME  frame scenarios whose name contains NAME only (e.g. "spoilers idle")
        --frames N       timed frames per scenario (default 600; for profilers)
        --threads N      particles on N threads only (default: 1, then 2; 1 for profilers)
        --size WxH       the frame scenarios' window in points (default 1280x800)
        --scale K        its pixels per point (default 1; 2 for a HiDPI screen), and the
                         real window's (idle: 1280×800 points in 2560×1600 pixels at 2)
        --check-allocations  exit 1 when a steady frame (an idle page) allocates on the
                         frame's thread (a release build: a debug build allocates anyway)
      """)
    exit(0)
  default:
    FileHandle.standardError.write(Data("tactile-bench: unknown option \(a)\n".utf8))
    exit(1)
  }
}

#if DEBUG
  let configuration = "debug"
#else
  let configuration = "release"
#endif
var report = BenchReport()
report.facts = [
  ("cores", .number(Double(ProcessInfo.processInfo.activeProcessorCount))),
  ("configuration", .string(configuration)),
  ("quick", .bool(quick)),
]
print(
  "tactile-bench — \(configuration) build, \(ProcessInfo.processInfo.activeProcessorCount) cores"
    + (quick ? " (quick)" : ""))
if configuration == "debug" { print("  note: debug build; figures are not representative") }

do {
  let session = try SDLSession(video: false)
  let assets = try AssetLocator.locate()
  let fonts = try FontCache(assets: assets, session: session)
  func runs(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }
  if runs("particles") {
    ParticleBench.run(
      into: &report, fonts: fonts, quick: quick, threads: particleThreads ?? [1, 2])
  }
  if runs("frames") {
    let allocations = try FrameBench.run(
      into: &report, assets: assets, fonts: fonts, quick: quick, only: scenarioFilter,
      frames: frameCount, window: frameWindow)
    if checkAllocations { failures += FrameBench.steadyFramesThatAllocate(allocations) }
  }
  if runs("layout") { LayoutBench.run(into: &report, fonts: fonts, quick: quick) }
  if runs("idle") { IdleBench.run(into: &report, quick: quick) }
  if groups.contains("cpu") { IdleBench.runCPUTable(into: &report, quick: quick) }
  if groups.contains("held-scroll") {
    IdleBench.run(IdleBench.heldScroll(quick: quick), into: &report)
  }
  if groups.contains("start") { IdleBench.startToFirstFrame(into: &report, quick: quick) }
  let file = try AtomicFile(path: jsonPath)
  try Array(report.json.serialized().utf8).withUnsafeBytes { try file.write($0) }
  if let notice = try file.commit() {
    FileHandle.standardError.write(Data("tactile-bench: \(notice)\n".utf8))
  }
  print("wrote \(jsonPath)")
  for failure in failures {
    FileHandle.standardError.write(Data("tactile-bench: \(failure)\n".utf8))
  }
  if !failures.isEmpty { exit(1) }
} catch {
  FileHandle.standardError.write(Data("tactile-bench: \(error)\n".utf8))
  exit(1)
}
