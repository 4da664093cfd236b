/// What a page reports to the diagnostics overlay; the overlay adds up every page's figures.
public struct PageDiagnostics: Equatable, Sendable {
  /// Live particles the page simulates.
  public var particles = 0

  public init(particles: Int = 0) { self.particles = particles }
}
