import TactileCore

/// The scroll bar every scrolling page shows: a rounded thumb in the gutter on the column's
/// trailing side (`PageFrame.scrollThumb(_:over:)`), only while there is something to scroll.
public enum ScrollIndicator {
  /// The thumb's usual colour: the text colour at 30 %.
  public static func color(_ theme: Theme) -> Color { theme.text.withOpacity(0.3) }

  /// Draws the thumb of `scroll` over `viewport`, if there is one.
  public static func draw(
    _ scroll: ScrollState, over viewport: Rect, frame: PageFrame, color: Color,
    into list: inout DrawList
  ) {
    guard let thumb = frame.scrollThumb(scroll, over: viewport) else { return }
    list.fillRect(thumb, color: color, cornerRadius: thumb.width / 2)
  }
}
