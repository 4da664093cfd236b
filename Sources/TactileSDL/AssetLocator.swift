import Foundation

/// Finds the `Assets` folder: `$TACTILE_ASSETS`, then next to the executable (and
/// `../share/tactile/Assets`), then the source tree this was built from.
public struct AssetLocator: Sendable {
  public let root: URL

  public struct NotFound: Error, CustomStringConvertible {
    public var searched: [String]
    public var description: String {
      "cannot find the Assets folder (looked in: \(searched.joined(separator: ", "))); "
        + "set TACTILE_ASSETS to the folder that holds Fonts/"
    }
  }

  public init(root: URL) { self.root = root }

  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> AssetLocator
  {
    var candidates: [URL] = []
    if let env = environment["TACTILE_ASSETS"], !env.isEmpty {
      candidates.append(URL(fileURLWithPath: env))
    }
    let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    let exeDir = exe.deletingLastPathComponent()
    candidates.append(exeDir.appendingPathComponent("Assets"))
    candidates.append(exeDir.appendingPathComponent("../share/tactile/Assets").standardized)
    // Sources/TactileSDL/AssetLocator.swift → repository root.
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(sourceRoot.appendingPathComponent("Assets"))
    for c in candidates {
      var isDir: ObjCBool = false
      let fonts = c.appendingPathComponent("Fonts").path
      if FileManager.default.fileExists(atPath: fonts, isDirectory: &isDir), isDir.boolValue {
        return AssetLocator(root: c)
      }
    }
    throw NotFound(searched: candidates.map(\.path))
  }

  public func font(_ name: String) -> URL {
    root.appendingPathComponent("Fonts").appendingPathComponent(name)
  }

  public func text(_ name: String) -> URL {
    root.appendingPathComponent("Texts").appendingPathComponent(name)
  }
}
