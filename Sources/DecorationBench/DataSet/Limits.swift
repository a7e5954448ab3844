/// The limits on every number a data set may hold: one table, read by the JSON reader, the
/// presets (`--items`), the command line and the README.
///
/// Why these values: with every length at most ``maxLength`` and every count at most
/// ``maxItems``, no sum the flow layout forms can overflow (the longest conceivable content is
/// about 10⁷ items × 2·10⁶ points = 2·10¹³ points, far from `Double`'s 10³⁰⁸), and the
/// content-length check (``maxContentLength``) keeps every coordinate where a `Double` still
/// resolves 1/10,000 of a point. With every non-zero length at least ``minLength``, the number of
/// items that fit in a row, (width + spacing) / (item + spacing), stays below 10⁹, so it always
/// converts to an `Int`. The counts and the memory estimate keep ``FlowLayout/prepare()`` within
/// ``memoryBudget``; the estimate is checked before anything is allocated.
public enum DataSetLimits {
    /// The most items a data set may hold: 10 million (ten times the default sweep's largest).
    public static let maxItems = 10_000_000

    /// The most items one section may hold: all of a data set's.
    public static let maxItemsPerSection = maxItems

    /// The most sections a data set may have. Each one costs ``bytesPerSection`` in `prepare()`
    /// even when empty, so the memory estimate usually binds first.
    public static let maxSections = 10_000_000

    /// The largest length, in points: any size, spacing, inset, offset, corner radius or
    /// separator thickness, and the collection view's width and height. Negative values (a
    /// decoration's insets, a badge's offset) are bounded by −maxLength.
    public static let maxLength = 1_000_000.0

    /// The smallest non-zero length, in points: a thousandth of a point. Every number in a data
    /// set is 0 or at least this large in magnitude.
    public static let minLength = 0.001

    /// The longest the content may be along the scroll axis, in points, and the largest
    /// coordinate of a query rect. At 10¹² a `Double` resolves 0.000_12 points.
    public static let maxContentLength = 1e12

    /// The screen scales (points to pixels) a data set may name: today's screens are 1, 2 or 3.
    public static let screenScales = 1.0...16.0

    /// The most bytes ``FlowLayout/prepare()`` may allocate for one layout, by the estimate
    /// ``DataSet/preparedByteEstimate``: 2 GiB. A command that holds one layout per strategy
    /// (`run`, `simulate`) holds that many times as much, plus the decorations.
    public static let memoryBudget = 2 << 30

    /// The largest data-set JSON text, in bytes: 128 MiB. Reading holds 15–27 bytes per byte of
    /// text (measured: 150 bytes per `[366,120],` pair; 2.8 GB for a 104 MB file of 8 million
    /// empty sections), so the largest file takes a few GB to read, about as much as the
    /// largest layout.
    public static let maxJSONBytes = 128 << 20

    /// Bytes `prepare()` holds per item, at most, at its peak: the item's frame (a `Rect`, 32 B),
    /// its slot in the attributes cache (8 B), and its line's start, end and first item (24 B at
    /// one line per item, the worst case), which grow by doubling: up to twice that in capacity,
    /// plus half of one array's old buffer during its last growth (56 B in all).
    ///
    /// Calibrated with the allocator's statistics: `PreparedMemoryTests` checks what a prepared
    /// layout retains against this estimate, on a one-column list, the case of one line per
    /// item.
    public static let bytesPerItem = 32 + 8 + (2 * 24 + 8)

    /// Bytes `prepare()` allocates per section: its geometry and its header and footer cache
    /// slots.
    public static let bytesPerSection = MemoryLayout<SectionGeometry>.stride + 2 * 8

    /// Bytes `prepare()` adds per attributes-cache slot (one per item, header, footer and
    /// separator) for a data set that estimates its items' sizes: the slot's entry in the cache's
    /// list of filled slots, with room for headers and footers emptied and filled again, which
    /// lets a self-sizing re-layout drop the objects made instead of clearing every slot.
    public static let bytesPerTrackedSlot = 2 * 8

    /// Bytes `prepare()` allocates per separator: the sorted copy (24 B), its frame and item
    /// (40 B, doubled for growth) and its cache slot (8 B).
    public static let bytesPerSeparator = 24 + 2 * 40 + 8
}
