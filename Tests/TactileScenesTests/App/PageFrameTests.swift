import TactileCore
import Testing

@testable import TactileScenes

/// The window sizes every layout check runs at, points: the smallest supported window up to a
/// 4K screen at scale 1.
let layoutCheckSizes: [Size] = [
  Size(360, 280), Size(400, 300), Size(640, 480), Size(1280, 800), Size(1920, 1080),
  Size(2560, 1440), Size(3840, 2160),
]

@Test(arguments: [
  (Size(360, 280), SizeClass.compact), (Size(599, 800), .compact), (Size(1280, 400), .compact),
  (Size(600, 420), .regular), (Size(1280, 800), .regular), (Size(2560, 900), .regular),
  (Size(1601, 1001), .wide), (Size(3840, 2160), .wide),
])
func sizeClassStepsWithTheTighterDimension(size: Size, expected: SizeClass) {
  #expect(SizeClass(size: size) == expected)
}

@Test func typeStepsUpWithTheSizeClass() {
  let sizes = SizeClass.allCases.map { Typography($0) }
  for k in 1..<sizes.count {
    #expect(sizes[k].body.size > sizes[k - 1].body.size)
    #expect(sizes[k].title.size > sizes[k - 1].title.size)
    #expect(sizes[k].subtitle.size > sizes[k - 1].subtitle.size)
  }
  #expect(Typography.regular.body == .regular(17))
}

@Test(arguments: layoutCheckSizes)
func theColumnIsCentredReadableAndClearOfTheWaves(size: Size) {
  let frame = PageFrame(size: size)
  // Centred within a point (rounded to whole points).
  #expect(abs(frame.columnMinX - (size.width - frame.columnMaxX)) <= 1)
  #expect(frame.columnWidth <= PageFrame.readableMeasure * frame.type.body.size)
  // Clear of the resting waves, with the scroll bar's gutter on the right.
  let clearance = PageFrame.waveClearance + PageFrame.scrollGutter
  #expect(frame.columnMinX >= clearance - 1)
  #expect(frame.columnMaxX <= size.width - clearance + 1)
  let track = frame.scrollTrack(for: frame.viewport(below: 100))
  #expect(track.maxX <= size.width - PageFrame.waveClearance)
  // Wide windows use the readable width, not the window.
  if size.width >= 1280 {
    #expect(frame.columnWidth == PageFrame.readableMeasure * frame.type.body.size)
  }
}

@Test func waveClearanceCoversTheRestingWaveAndItsButton() {
  let size = Size(640, 480)
  for side in LiquidWave.Side.allCases {
    let wave = LiquidWave(side: side, centerY: 200, progress: 0, size: size)
    var outline: [Vec2] = []
    wave.outline(tolerance: 0.25, into: &outline)
    let reach = outline.map { side == .left ? $0.x : size.width - $0.x }.max()!
    #expect(reach <= PageFrame.waveClearance - 2)
    let button = side == .left ? wave.buttonCenter.x : size.width - wave.buttonCenter.x
    #expect(button + LiquidSwipeConfig.buttonRadius <= PageFrame.waveClearance)
  }
}

@Test func theViewportRunsFromBelowTheHeaderToAboveThePageDots() {
  let frame = PageFrame(size: Size(1280, 800))
  let v = frame.viewport(below: 120)
  #expect(v.minY == 120 + frame.headerGap)
  #expect(v.maxY == 800 - frame.bottomInset)
  #expect(v.minX == frame.columnMinX && v.width == frame.columnWidth)
  // A window too low for any content still gets a 1 pt viewport.
  #expect(PageFrame(size: Size(360, 50)).viewport(below: 120).height == 1)
}

@Test func pixelScaleSnapsToDevicePixels() {
  #expect(PageFrame(size: Size(640, 480), pixelScale: 2).snapped(10.3) == 10.5)
  #expect(PageFrame(size: Size(640, 480), pixelScale: 1).snapped(10.3) == 10)
  // Nonsense scales count as 1.
  #expect(PageFrame(size: Size(640, 480), pixelScale: 0).pixelScale == 1)
  #expect(PageFrame(size: Size(640, 480), pixelScale: .nan).pixelScale == 1)
}
