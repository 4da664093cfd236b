import Foundation

/// Finds the `Assets` folder: `$TACTILE_ASSETS` when set (and then only there), else next to
/// the executable (and `../share/tactile/Assets`), then the source tree this was built from.
public struct AssetLocator: Sendable {
  public let root: URL

  public struct NotFound: Error, CustomStringConvertible {
    public var searched: [String]
    /// The one folder searched came from `$TACTILE_ASSETS`.
    public var fromEnvironment = false
    public var description: String {
      if fromEnvironment {
        return "TACTILE_ASSETS=\(searched.joined()) has no Fonts/ folder; "
          + "set it to the Assets folder that holds Fonts/, or unset it"
      }
      return "cannot find the Assets folder (looked in: \(searched.joined(separator: ", "))); "
        + "set TACTILE_ASSETS to the folder that holds Fonts/"
    }
  }

  public init(root: URL) { self.root = root }

  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> AssetLocator
  {
    var candidates: [URL] = []
    if let env = environment["TACTILE_ASSETS"], !env.isEmpty {
      // An explicit choice is never silently replaced by another folder.
      let root = URL(fileURLWithPath: env)
      guard hasFonts(root) else { throw NotFound(searched: [root.path], fromEnvironment: true) }
      return AssetLocator(root: root)
    }
    let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    let exeDir = exe.deletingLastPathComponent()
    candidates.append(exeDir.appendingPathComponent("Assets"))
    candidates.append(exeDir.appendingPathComponent("../share/tactile/Assets").standardized)
    // Sources/TactileSDL/AssetLocator.swift → repository root.
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(sourceRoot.appendingPathComponent("Assets"))
    for c in candidates where hasFonts(c) { return AssetLocator(root: c) }
    throw NotFound(searched: candidates.map(\.path))
  }

  /// Whether `root` holds a `Fonts` folder.
  private static func hasFonts(_ root: URL) -> Bool {
    var isDir: ObjCBool = false
    let fonts = root.appendingPathComponent("Fonts").path
    return FileManager.default.fileExists(atPath: fonts, isDirectory: &isDir) && isDir.boolValue
  }

  public func font(_ name: String) -> URL {
    root.appendingPathComponent("Fonts").appendingPathComponent(name)
  }

  public func text(_ name: String) -> URL {
    root.appendingPathComponent("Texts").appendingPathComponent(name)
  }
}
