import DecorationBench
import DecorationStrategies

/// Something the harness noticed about a row's figures, kept in the CSV's `flags` column and
/// warned about on standard error.
package enum RowFlag: String, CaseIterable, Hashable {
    /// A decorating strategy's ratio interval lies wholly below `none`'s, by more than
    /// ``RowFlag/floorSlack``: it does all of `none`'s work and more, so the method leaked (order
    /// effects, a cold cache, a stray page fault), not the strategy. (Strategies whose prepare is
    /// `none`'s own sit at 1.00 and may come out a hair either side of it.)
    case belowFloor = "below-floor"
    /// The 95% interval of the ratio to `none` (of the median time, for `none` itself) is wider
    /// than ``RowFlag/wideLimit`` of its value: the figure is not sure enough to lean on.
    case wideInterval = "wide-ci"
    /// The machine was busy while the row's data set ran: a 1-minute load average above the
    /// core count at its start or end, or a CPU-frequency governor other than `performance`.
    case busy

    /// The relative interval width, (high − low) / value, above which a row is `wide-ci`.
    package static let wideLimit = 0.10
    /// How far below 1 a ratio interval's high end must lie to be `below-floor`.
    package static let floorSlack = 0.02
}

extension ResultRow {
    /// The flags its own figures call for (below the floor, a wide interval); `busy` comes from
    /// the machine and is added by the harness.
    package var figureFlags: [RowFlag] {
        var flags: [RowFlag] = []
        if strategy != StrategyKind.none, let high = ratioToNoneHigh, high < 1 - RowFlag.floorSlack {
            flags.append(.belowFloor)
        }
        if let ratio = ratioToNone, let low = ratioToNoneLow, let high = ratioToNoneHigh, strategy != StrategyKind.none,
            ratio > 0
        {
            if (high - low) / ratio > RowFlag.wideLimit { flags.append(.wideInterval) }
        } else if timing.relativeIntervalWidth > RowFlag.wideLimit {
            flags.append(.wideInterval)
        }
        return flags
    }
}
