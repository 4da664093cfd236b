import TactileCore
import Testing

@testable import TactileScenes

@Suite struct ThemeTests {
  @Test(arguments: Theme.Name.allCases)
  func adjacentPageBackgroundsDifferByAtLeastDeltaE15IncludingTheWrap(_ name: Theme.Name) {
    let theme = Theme.named(name)
    for kind in PageKind.allCases {
      let next = kind.advanced(by: 1)  // about → spoilers included
      let d = theme.palette(kind).background.deltaE(to: theme.palette(next).background)
      #expect(
        d >= PagePalette.minimumAdjacentDeltaE, "\(name) \(kind.name) → \(next.name): ΔE \(d)")
    }
  }

  @Test(arguments: Theme.Name.allCases)
  func textSecondaryTextAndAccentReadOnEveryPage(_ name: Theme.Name) {
    let theme = Theme.named(name)
    for kind in PageKind.allCases {
      let p = theme.palette(kind)
      for (role, color) in [
        ("text", theme.text), ("secondary", theme.secondaryText), ("accent", p.accent),
      ] {
        let ratio = color.contrastRatio(with: p.background)
        #expect(
          ratio >= PagePalette.minimumTextContrast, "\(name) \(kind.name) \(role): \(ratio):1")
      }
    }
  }

  @Test func everyPageHasColoursOfItsOwn() {
    for theme in [Theme.dark, Theme.light] {
      let backgrounds = PageKind.allCases.map { theme.background($0) }
      #expect(Set(backgrounds.map { "\($0)" }).count == PageKind.allCases.count)
      #expect(theme.background(.todo) == theme.palette(.todo).background)
    }
  }

  @Test func aboutPageCaptionsShowTheComputedFigures() {
    let captions = AboutPage.paletteCaptions(.dark)
    #expect(captions.count == PageKind.allCases.count)
    let d = Int(
      Theme.dark.palette(.about).background.deltaE(to: Theme.dark.palette(.spoilers).background))
    #expect(captions[PageKind.about.rawValue].0 == "dE \(d) to Spoilers")
  }
}
