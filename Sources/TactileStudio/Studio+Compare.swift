import CImGuiBridge
import TactileCore
import TactileIO
import TactileScenes

extension Studio {
  /// The Compare section: the panes and a button to take each away; buttons that add a pane
  /// with the current tuning and a preset on top (built-in, or saved: read off the frame's
  /// thread); the values that differ between the panes.
  func drawCompare(_ stage: inout Stage) {
    compareAddRects.removeAll(keepingCapacity: true)
    compareRemoveRects.removeAll(keepingCapacity: true)
    guard tig_header("Compare", 1) != 0 else { return }
    if stage.isComparing {
      drawPanes(&stage)
      drawDifferences(stage)
    } else {
      tig_text_wrapped("This tuning side by side with a preset, under one gesture:")
    }
    guard stage.panes.count < StageLayout.maximumPanes else { return }
    for (i, p) in TuningPreset.builtIn.enumerated() {
      if i % Studio.savedPresetsPerLine != 0 { tig_same_line(0) }
      tig_push_id(Int32(1000 + i))
      if tig_small_button("+ " + p.name) != 0 { addPane(p, to: &stage) }
      compareAddRects[p.name] = lastItemRect()
      tig_pop_id()
      tig_tooltip_if_hovered("A pane with the tuning and \(p.name) on top: \(p.summary)")
    }
    for (i, name) in saved.listing.names.prefix(Studio.savedPresetsShown).enumerated() {
      if i % Studio.savedPresetsPerLine != 0 { tig_same_line(0) }
      tig_push_id(Int32(2000 + i))
      if tig_small_button("+ " + name) != 0 {
        paneToLoad = name
        saved.load(name)
        status = "reading \(name)…"
      }
      compareAddRects[name] = lastItemRect()
      tig_pop_id()
    }
  }

  /// One line a pane: its number, name and a button that takes it away.
  private func drawPanes(_ stage: inout Stage) {
    var remove: Int?
    for (i, pane) in stage.panes.enumerated() {
      tig_push_id(Int32(3000 + i))
      if tig_small_button("×") != 0 { remove = i }
      compareRemoveRects[i] = lastItemRect()
      tig_pop_id()
      tig_same_line(0)
      tig_text_unformatted(
        "\(i + 1)  \(pane.label)" + (i == stage.focused ? "  (the panel edits this one)" : ""))
    }
    tig_text_disabled("Click a pane's name bar to edit its tuning here.")
    if let i = remove {
      var kept = Studio.compared(stage)
      kept.remove(at: i)
      stage.compare(kept)
      status = "took pane \(i + 1) away"
    }
  }

  /// The tunables whose values differ, each with every pane's value.
  private func drawDifferences(_ stage: Stage) {
    let differences = stage.differences
    tig_text_disabled(
      differences.isEmpty
        ? "No value differs." : "\(differences.count) values differ (pane by pane):")
    for (id, values) in differences {
      let t = id.tunable
      tig_text_unformatted(
        t.key + "  " + values.map { t.display($0) }.joined(separator: " · "))
    }
  }

  /// Adds a pane with the focused pane's tuning and `preset` on top, unless that breaks one
  /// of `Tuning.rules` (then the status line says why).
  func addPane(_ preset: TuningPreset, to stage: inout Stage) {
    let tuning = self.tuning.applying(preset)
    if let broken = tuning.brokenRule {
      status = "not compared with \(preset.name): \(broken.message)"
      return
    }
    stage.compare(Studio.compared(stage) + [Stage.Compared(label: preset.name, tuning: tuning)])
    status = "comparing \(stage.panes.map(\.label).joined(separator: ", "))"
  }

  /// The stage's panes as tunings to compare.
  private static func compared(_ stage: Stage) -> [Stage.Compared] {
    stage.panes.map { Stage.Compared(label: $0.label, tuning: $0.playground.context.tuning) }
  }
}
