import CSDL2
import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes

// Entry point: parse the command line, run, and turn every failure into one clear line and
// exit code 1.
lineBufferStandardOutput()
do {
  switch try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(LaunchOptions.usage)
  case .version:
    print("tactile \(LaunchOptions.version)")
  case .tunables:
    let store = TuningPresetStore(
      directory: TuningPresetStore.defaultDirectory(
        environment: ProcessInfo.processInfo.environment))
    print(Tuning.markdownTable())
    print()
    let saved = store.saved()
    print(
      TuningPreset.listing(
        saved: saved.names, more: saved.more, directory: store.directory.path))
  case .run(let options) where options.exportFormat != nil:
    let tuning = Tuning()
    try AppSetup.applyTuning(options, to: tuning)
    print(MotionExport.text(tuning, format: options.exportFormat!), terminator: "")
  case .run(let options):
    // Before SDL starts: SDL leaves signals alone that are not at their default.
    let stop = StopSignals(
      wake: {
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
      }, atOnce: { Recording.killEncoderPrograms() })
    let stoppedBy: Int32?
    let note: String?
    if options.headless || options.dumpLayout {
      let app = try HeadlessApp(options: options, stop: stop)
      (stoppedBy, note) = (try app.run(), app.stopNote)
    } else {
      let app = try WindowedApp(options: options, stop: stop)
      (stoppedBy, note) = (try app.run(), app.stopNote)
    }
    if let signal = stoppedBy {
      log("stopped by \(StopSignals.name(signal))" + (note.map { "; \($0)" } ?? ""))
      exit(128 + signal)
    }
  }
} catch {
  // One line, usage errors too: the option list would push the message out of a small
  // terminal (`--help` prints it). Whatever a message quotes, it cannot break the line.
  FileHandle.standardError.write(Data("tactile: \("\(error)".escapedForMessage())\n".utf8))
  exit(1)
}
