import Foundation
import TactileCore
import Testing

@testable import TactileScenes

/// `top` over the opaque `bottom` (straight alpha, per channel in 0…1).
private func over(_ top: Color, _ bottom: (Double, Double, Double)) -> (Double, Double, Double) {
  let a = Double(top.a) / 255
  func c(_ t: UInt8, _ b: Double) -> Double { Double(t) / 255 * a + b * (1 - a) }
  return (c(top.r, bottom.0), c(top.g, bottom.1), c(top.b, bottom.2))
}

private func opaque(_ c: Color) -> (Double, Double, Double) {
  (Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
}

/// WCAG relative luminance and contrast ratio.
private func luminance(_ c: (Double, Double, Double)) -> Double {
  func lin(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
  return 0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

private func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
  let (l1, l2) = (luminance(a), luminance(b))
  return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}

/// At the bar's edge, over a message (dimmed by the scrim, as it is while the bar is open —
/// the message the bar reacts to is lifted above the scrim, so both cases count), the ring
/// around the pill stands out from the pill by at least 3 : 1 in the light theme.
@Test(arguments: [true, false])
func theLightBarStandsOutFromTheMessagesAtItsEdge(incoming: Bool) {
  let p = ReactionsPalette(theme: .light)
  let page = opaque(p.background)
  let bubble = opaque(p.bubble(incoming: incoming))
  let bar = over(p.bar, page)
  for under in [bubble, over(p.scrim, bubble)] {
    let edge = over(p.barBorder, under)
    #expect(contrast(bar, edge) >= 3, "edge \(edge) against bar \(bar)")
  }
}

/// The dark bar is lighter than what is around it, and its ring lighter still.
@Test func theDarkBarIsLighterThanTheDimmedPage() {
  let p = ReactionsPalette(theme: .dark)
  let dimmed = over(p.scrim, opaque(p.background))
  let bar = opaque(p.bar)
  #expect(contrast(bar, dimmed) >= 1.8)
  #expect(luminance(over(p.barBorder, dimmed)) > luminance(dimmed))
}
