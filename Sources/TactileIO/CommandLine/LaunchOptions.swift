import TactileCore
import TactileScenes

/// The command line of `tactile`, parsed. Pure: tested without a process.
public struct LaunchOptions: Equatable, Sendable {
  public var page: PageKind = .spoilers
  /// `--theme`; without it a window takes the theme it had at the last quit, else dark.
  public var theme: Theme.Name? = nil
  public var direction: InterfaceDirection = .auto
  /// `--size`: the window's size in points. Without it a window takes the size it had when
  /// the app last quit (settings), else `defaultSize` fitted to the display; a headless run
  /// takes `defaultSize`.
  public var size: Size? = nil
  public static let defaultSize = Size(1280, 800)
  public var textFile: String? = nil
  public var reactions: [String]? = nil
  public var seed: UInt64 = 1
  public var reducedMotion = false
  /// The look of the spoilers' ink.
  public var ink = InkPreset.standard
  public var headless = false
  /// Window only: which renderer draws it.
  public var renderer = RendererChoice.auto
  public var frames: Int? = nil
  public var scriptFile: String? = nil
  public var screenshot: String? = nil
  public var dumpLayout = false
  /// `--export FORMAT`: print the tuning's springs and curves as code and exit.
  public var exportFormat: ExportFormat?
  public var dataDirectory: String? = nil
  /// `--scale`: pixels per point (headless: 1 without it; a window: see `DisplayScale`).
  public var scale: Float? = nil
  /// Simulated seconds per real second (slow motion below 1).
  public var timeScale: Double = 1
  /// Headless: the animated file (.gif, .webp, .mp4) the frames are recorded to.
  public var recordFile: String? = nil
  /// Window only: where to write the duration of every drawn frame when the app quits.
  public var frameTimesFile: String? = nil
  /// Frames per second of recordings (`--record`, and F10 in the window).
  public var recordFPS: Double = LaunchOptions.defaultRecordFPS
  public static let defaultRecordFPS = 60.0
  /// `--preset NAME|FILE` (repeatable): applied in order, before the `--set` values; each
  /// sets only the values it names, so presets of different effects combine.
  public var presets: [String] = []
  /// `--compare A,B[,C,D]`: presets (names or files) compared side by side, one pane each;
  /// empty for one tuning.
  public var compare: [String] = []
  /// `--set key=value`, in order, each already checked against the catalog.
  public var assignments: [String] = []
  /// `--studio`: open the tuning panel at start.
  public var studio = false
  /// `--inspector`: show the inspector overlay (F3) from the start.
  public var inspector = false

  public enum Outcome: Equatable {
    case run(LaunchOptions)
    case help
    case version
    /// `--tunables`: print the tunables' table and the presets.
    case tunables
  }

  public struct UsageError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
  }

  public static let version = "0.1.0"

  public static let usage = """
    usage: tactile [options]

    Tactile: four touch-era micro-interactions (spoilers, reactions, strikethrough,
    liquid swipe) in one desktop window.

    options:
      --page NAME          start page: spoilers | reactions | todo | about (default spoilers)
      --theme NAME         dark | light (default: as at the last quit, else dark)
      --direction DIR      ltr | rtl | auto: the interface's direction (default auto: as at
                           the last quit, else right to left when LC_ALL, LC_MESSAGES or
                           LANG names ar, fa, he, ur, ps, yi, ckb, sd, ug, ks, dv, syr,
                           pa_PK or az_IR, unless its @script says otherwise:
                           sd_IN@devanagari is left to right); Ctrl+Shift+D flips it
      --size WxH           window size in points (default: as it was at the last quit, else
                           1280x800 or what fits the screen)
      --text FILE|NAME     text for the spoiler page ([hidden] and ||hidden|| markup): a
                           file, or a built-in sample: world (every script), en, ru
      --reactions LIST     reaction bar emoji, comma-separated, up to 8
      --seed N             seed for every random effect (default 1)
      --reduced-motion     static particles, short fades; pages cross-fade, nothing slides
      --ink NAME           spoiler ink: telegram-desktop | telegram-ios | telegram-android
                           (default telegram-desktop)
      --data-dir DIR       where the to-do list is saved (default $XDG_DATA_HOME/tactile)
      --headless           render offscreen with the software renderer (no display needed)
      --renderer NAME      auto | gpu | software: what draws the window (default auto: SDL's
                           accelerated renderer on a GPU, else the software backend; gpu
                           takes SDL's accelerated renderer even where OpenGL is emulated
                           on the CPU, e.g. Mesa's llvmpipe)
      --scale K            pixels per point, 0.5 to 4 (headless: default 1; a window: default
                           TACTILE_SCALE, else GDK_SCALE × GDK_DPI_SCALE or QT_SCALE_FACTOR,
                           else the X resources' Xft.dpi ÷ 96, else the system's scale)
      --time-scale K       slow motion: simulated seconds per real second, 0.01 to 4
                           (default 1; S cycles 1, 0.5, 0.25, 0.1 while running)
      --preset NAME|FILE   start from a tuning preset: built in (exyte, cuberto, telegram,
                           facebook, seeds, …; see --tunables), saved from the panel
                           ($XDG_CONFIG_HOME/tactile/presets/NAME.json) or a JSON file;
                           repeatable, presets of different effects combine
      --compare A,B[,C,D]  2 to 4 presets (names or files) side by side, one pane each, on
                           top of --ink, --preset and --set: one gesture drives them all
      --set KEY=VALUE      set one tunable, e.g. ink.density=0.2 (repeatable; --tunables
                           lists the keys and their ranges)
      --studio             open the tuning panel (F2) at start
      --inspector          show the inspector overlay (F3) at start: hit areas, curves,
                           strike segments, particle counts, the moving spring's plot
      --frames N           stop after N frames (headless: 1/60 s of virtual time each)
      --script FILE        replay input events from FILE (see docs/command-line.md)
      --screenshot PATH    write the last frame as PNG
      --record FILE        headless: record the frames (or those between the script's
                           `record start` and `record stop`) as .gif, .webp or .mp4
      --record-fps N       frames per second of recordings, 1 to 60 (default 60)
      --frame-times PATH   window: on quit, write each frame's interval (ms, one a
                           line) to PATH, after a "# first frame N ms after start" line,
                           for benchmarks
      --dump-layout        print the current page's interactive regions as JSON and exit
      --export FORMAT      print every spring and timed curve of the tuning (after --ink,
                           --preset and --set) as code and exit: swiftui, uikit, compose,
                           android, flutter, css or json (json: every tunable too)
      --tunables           list every tunable (key, unit, range, default, meaning),
                           then the built-in and saved presets
      --help               show this help
      --version            show the version
    """

  public init() {}
}

extension LaunchOptions {
  /// `text` as a whole number from 0 to `max`: else a usage error saying whether it is not a
  /// whole number or too large.
  static func wholeNumber(
    _ text: String, flag: String, takes: String, max: UInt64 = .max
  ) throws -> UInt64 {
    let got = "(got \(text.quotedForMessage()))"
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
      throw UsageError(message: "\(flag) takes \(takes) \(got)")
    }
    guard let n = UInt64(text), n <= max else {
      throw UsageError(
        message: "\(flag) takes \(takes), at most \(max): \(text.quotedForMessage()) is too large")
    }
    return n
  }
}
