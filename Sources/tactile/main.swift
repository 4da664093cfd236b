import Foundation
import TactileScenes

// Entry point: parse the command line, run, and turn every failure into one clear line and
// exit code 1.
setvbuf(stdout, nil, _IOLBF, 0)
do {
  switch try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(LaunchOptions.usage)
  case .version:
    print("tactile \(LaunchOptions.version)")
  case .run(let options):
    if options.headless || options.dumpLayout {
      try HeadlessApp(options: options).run()
    } else {
      try WindowedApp(options: options).run()
    }
  }
} catch let e as LaunchOptions.UsageError {
  FileHandle.standardError.write(Data("tactile: \(e.message)\n\n\(LaunchOptions.usage)\n".utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("tactile: \(error)\n".utf8))
  exit(1)
}
