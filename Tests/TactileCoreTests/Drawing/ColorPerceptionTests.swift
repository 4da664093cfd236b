import Testing

@testable import TactileCore

@Suite struct ColorPerceptionTests {
  @Test func contrastOfBlackAndWhiteIs21AndOfAColourWithItselfIs1() {
    #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
    #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-9)
    let grey = Color(hex: 0x777777)
    #expect(abs(grey.contrastRatio(with: grey) - 1) < 1e-12)
    // #777 on white is the classic AA borderline: 4.48 : 1.
    #expect(abs(grey.contrastRatio(with: .white) - 4.478) < 0.005)
  }

  @Test func labMatchesPublishedValues() {
    let white = Color.white.lab
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    let red = Color(hex: 0xFF0000).lab  // L 53.24, a 80.09, b 67.20
    #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1)
    let blue = Color(hex: 0x0000FF).lab  // L 32.30, a 79.19, b −107.86
    #expect(abs(blue.l - 32.30) < 0.05 && abs(blue.a - 79.19) < 0.1 && abs(blue.b + 107.86) < 0.1)
  }

  @Test func deltaEIsTheEuclideanLabDistance() {
    #expect(abs(Color.black.deltaE(to: .white) - 100) < 0.01)
    let a = Color(hex: 0x336699)
    let b = Color(hex: 0x996633)
    #expect(abs(a.deltaE(to: b) - b.deltaE(to: a)) < 1e-12)
    #expect(a.deltaE(to: a) == 0)
    // One step of one channel is below the just-noticeable difference (~2.3).
    #expect(a.deltaE(to: Color(hex: 0x336799)) < 1)
  }
}
