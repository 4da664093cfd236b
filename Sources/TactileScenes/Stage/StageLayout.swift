import TactileCore

/// Where the panes of a stage go: side by side in a row when each gets at least
/// `minimumPane`, else two columns (a grid), else stacked in one column; each pane under a
/// label bar `labelHeight` tall, `gap` apart. One pane takes the whole area with no label.
///
/// Panes are all the same size, in whole points, at whole-point origins, so a pane draws
/// exactly as a window of its size would. In a right-to-left interface the first pane is the
/// rightmost.
public struct StageLayout: Equatable, Sendable {
  /// The smallest pane a comparison lays out on its own (points).
  public static let minimumPane = Size(360, 280)
  /// The bar above each pane that names its tuning, and the space between panes (points).
  public static let labelHeight: Float = 24
  public static let gap: Float = 2
  /// How many panes a stage compares at most.
  public static let maximumPanes = 4

  /// Each pane's page area and its label bar, in the area's coordinates, pane by pane.
  public let panes: [Rect]
  public let labels: [Rect]
  public let columns: Int
  /// Whether every pane is at least `minimumPane`.
  public let fits: Bool

  /// `count` panes (1…`maximumPanes`) in `area`: a row, else two columns, else one, the
  /// first of these that fits; when none does, the one whose smallest pane side is largest.
  public init(count: Int, in area: Rect, direction: TextDirection = .leftToRight) {
    precondition((1...StageLayout.maximumPanes).contains(count), "1 to 4 panes")
    guard count > 1 else {
      panes = [area]
      labels = [Rect(x: area.minX, y: area.minY, width: area.width, height: 0)]
      columns = 1
      fits = true
      return
    }
    let candidates = StageLayout.minimumSizes(count: count).map(\.columns)
    let sizes = candidates.map { StageLayout.paneSize(count: count, columns: $0, in: area.size) }
    let choice =
      candidates.indices.first { StageLayout.fitsMinimum(sizes[$0]) }
      ?? candidates.indices.max {
        min(sizes[$0].width, sizes[$0].height) < min(sizes[$1].width, sizes[$1].height)
      }!
    columns = candidates[choice]
    fits = StageLayout.fitsMinimum(sizes[choice])
    let pane = sizes[choice]
    var panes: [Rect] = []
    var labels: [Rect] = []
    for i in 0..<count {
      let (row, column) = (i / columns, i % columns)
      let col = direction == .rightToLeft ? columns - 1 - column : column
      let x = area.minX + Float(col) * (pane.width + StageLayout.gap)
      let y = area.minY + Float(row) * (pane.height + StageLayout.labelHeight + StageLayout.gap)
      labels.append(Rect(x: x, y: y, width: pane.width, height: StageLayout.labelHeight))
      panes.append(
        Rect(x: x, y: y + StageLayout.labelHeight, width: pane.width, height: pane.height))
    }
    self.panes = panes
    self.labels = labels
  }

  /// The smallest windows (points) in which `count` panes each get `minimumPane`, one per
  /// arrangement (a row, two columns, one column), with the number of columns.
  public static func minimumSizes(count: Int) -> [(columns: Int, size: Size)] {
    Array(Set([count, (count + 1) / 2, 1])).sorted(by: >).map { columns in
      let rows = (count + columns - 1) / columns
      return (
        columns,
        Size(
          Float(columns) * minimumPane.width + Float(columns - 1) * gap,
          Float(rows) * (minimumPane.height + labelHeight) + Float(rows - 1) * gap)
      )
    }
  }

  /// Each pane's size in `area` with `columns` columns (whole points, at least 1).
  private static func paneSize(count: Int, columns: Int, in area: Size) -> Size {
    let rows = (count + columns - 1) / columns
    let w = ((area.width - Float(columns - 1) * gap) / Float(columns)).rounded(.down)
    let h =
      ((area.height - Float(rows - 1) * gap) / Float(rows)).rounded(.down) - labelHeight
    return Size(max(1, w), max(1, h))
  }

  private static func fitsMinimum(_ s: Size) -> Bool {
    s.width >= minimumPane.width && s.height >= minimumPane.height
  }
}
