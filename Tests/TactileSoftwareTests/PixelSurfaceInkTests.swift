import Testing

@testable import TactileSoftware

/// A run's image is cut to the rows its glyphs touch: clear rows are those with alpha 0,
/// whatever their colour (SDL_ttf's clear pixels are white).
@Test func rowsWithInkAreFromTheFirstToTheLastRowWithAlpha() {
  let canvas = TestCanvas(width: 7, height: 9, fill: 0x00FF_FFFF)
  #expect(canvas.with { $0.rowsWithInk } == 0..<0)
  canvas.pixels[2 * 7 + 6] = 0x0100_0000
  #expect(canvas.with { $0.rowsWithInk } == 2..<3)
  canvas.pixels[6 * 7] = 0xFF00_0000
  #expect(canvas.with { $0.rowsWithInk } == 2..<7)
  canvas.pixels[8 * 7 + 3] = 0x80FF_FFFF
  canvas.pixels[3] = 0x80FF_FFFF
  #expect(canvas.with { $0.rowsWithInk } == 0..<9)
}

/// Some rows of a surface are a surface over the same pixels.
@Test func rowsOfASurfaceShareItsPixels() {
  let canvas = TestCanvas(width: 4, height: 5, fill: 0)
  for i in canvas.pixels.indices { canvas.pixels[i] = UInt32(i) }
  canvas.with { s in
    let cut = s.rows(1..<4)
    #expect(cut.width == 4 && cut.height == 3 && cut.stride == s.stride)
    #expect(cut.row(0)[0] == 4 && cut.row(2)[3] == 15)
  }
}
