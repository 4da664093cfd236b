extension ParticleField {
  /// Keeps regions `kept` as they are — particles, phases, reveal circles — and replaces all
  /// the others: `before` becomes the new first regions, `after` the new last ones, each new
  /// one `.hidden` with dust planned as in `setRegions(_:densityScale:weights:)`. The whole list
  /// must stay sorted top to bottom. Then the resident band applies again: kept regions that
  /// stay resident keep their dust, new ones that meet it get fresh dust in its steady state.
  ///
  /// This lets a long text hold regions only for the words near the screen, sliding that
  /// window as it scrolls, at a cost in proportion to the regions kept and added (and the
  /// resident particles moved), not to the length of the text.
  public mutating func replaceRegions(
    keeping kept: Range<Int>, before: [Rect], beforeWeights: [Float]? = nil, after: [Rect],
    afterWeights: [Float]? = nil
  ) {
    let kept = kept.clamped(to: 0..<regions.count)
    // The resident regions that stay own one contiguous block of slots: move it to slot 0
    // (one move per lane) and drop the slots of the regions that go.
    let old = residentRegions
    let lower = max(old.lowerBound, kept.lowerBound)
    let stays = lower..<max(lower, min(old.upperBound, kept.upperBound))
    var blockCount = 0
    if !stays.isEmpty {
      let blockStart = regions[stays.lowerBound].start
      blockCount = regions[stays.upperBound - 1].slots.upperBound - blockStart
      if holdsParticles && blockStart > 0 && blockCount > 0 {
        withLanes { lanes in lanes.moveSlots(from: blockStart, to: 0, count: blockCount) }
      }
      for index in stays { regions[index].start -= blockStart }
    }
    resizeLanes(to: holdsParticles ? blockCount : 0)

    var added: [ParticleRegion] = []
    swap(&added, &regionScratch)  // Its storage is reused: a slide allocates nothing.
    appendRegions(after, weights: afterWeights, to: &added)
    regions.replaceSubrange(kept.upperBound..<regions.count, with: added)
    added.removeAll(keepingCapacity: true)
    appendRegions(before, weights: beforeWeights, to: &added)
    regions.replaceSubrange(0..<kept.lowerBound, with: added)
    added.removeAll(keepingCapacity: true)
    regionScratch = added
    let shift = before.count - kept.lowerBound
    residentRegions =
      stays.isEmpty ? 0..<0 : (stays.lowerBound + shift)..<(stays.upperBound + shift)
    recountLive()
    setChunks()
    setResidentBand(residentBand)
  }

  /// Appends a `.hidden` region for each of `rects`, planned to hold round(area × density ×
  /// `densityScale` × weight) particles (empty or non-finite rects get none; `weights`, when
  /// given, has one factor per rect, a missing one counting as 0).
  func appendRegions(
    _ rects: [Rect], densityScale: Float = 1, weights: [Float]?,
    to list: inout [ParticleRegion]
  ) {
    let perArea = Double(max(0, parameters.density * densityScale))
    for (index, rect) in rects.enumerated() {
      let weight = Double(weights.map { $0.indices.contains(index) ? max(0, $0[index]) : 0 } ?? 1)
      let exact = Self.usableArea(rect) * perArea * (weight.isFinite ? weight : 0)
      let planned = exact.isFinite ? Int(min(exact.rounded(), Double(Int32.max))) : 0
      list.append(ParticleRegion(rect: rect, planned: planned))
    }
  }
}
