import CSDL2
import Foundation
import TactileCore
import TactileSDL
import TactileScenes

// tactile-bench: the figures of SPEC §7, measured in one run. Build it in release:
//   swift run -c release tactile-bench [--quick] [--json PATH]
// Prints a table and writes JSON (default bench-results.json).

var jsonPath = "bench-results.json"
var quick = false
var args = Array(CommandLine.arguments.dropFirst())
while let a = args.first {
  args.removeFirst()
  switch a {
  case "--json": jsonPath = args.isEmpty ? jsonPath : args.removeFirst()
  case "--quick": quick = true
  case "--help":
    print("usage: tactile-bench [--quick] [--json PATH]")
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
  ParticleBench.run(into: &report, fonts: fonts, quick: quick)
  try FrameBench.run(into: &report, assets: assets, fonts: fonts, quick: quick)
  LayoutBench.run(into: &report, fonts: fonts, quick: quick)
  try Data(report.json.serialized().utf8).write(to: URL(fileURLWithPath: jsonPath))
  print("wrote \(jsonPath)")
} catch {
  FileHandle.standardError.write(Data("tactile-bench: \(error)\n".utf8))
  exit(1)
}
