/// The About page in the inspector: it has nothing to hit but the waves; its smooth scroll is
/// its spring.
extension AboutPage {
  public var inspectedSpring: InspectedSpring? { InspectedSpring(scrolling: scroll) }
}
