import Foundation
import Testing

@testable import TactileScenes

/// The About page is the in-app list of controls: every global key and the scrolling keys
/// are on it.
@Test func aboutListsEveryGlobalKey() {
  let keys = Set(
    AboutPage.controls.flatMap { $0.0.split(whereSeparator: { ",/".contains($0) }) }
      .map { $0.trimmingCharacters(in: .whitespaces) })
  for key in ["F1", "F2", "F3", "F10", "F12", "Esc", "P", ". (period)", "S", "Home", "End"] {
    #expect(keys.contains(key), "\(key) is missing from the About page")
  }
}
