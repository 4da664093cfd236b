import Foundation
import TactileSDL
import Testing

@Test func explicitAssetsFolderWithoutFontsIsAnErrorNotAFallback() {
  let missing = "/nonexistent/tactile-assets"
  #expect(throws: AssetLocator.NotFound.self) {
    try AssetLocator.locate(environment: ["TACTILE_ASSETS": missing])
  }
  do {
    _ = try AssetLocator.locate(environment: ["TACTILE_ASSETS": missing])
  } catch {
    #expect("\(error)".hasPrefix("TACTILE_ASSETS=\(missing) has no Fonts/ folder"))
  }
}

@Test func explicitAssetsFolderIsUsed() throws {
  let shipped = try AssetLocator.locate(environment: [:])
  let chosen = try AssetLocator.locate(environment: ["TACTILE_ASSETS": shipped.root.path])
  #expect(chosen.root.path == shipped.root.path)
}
