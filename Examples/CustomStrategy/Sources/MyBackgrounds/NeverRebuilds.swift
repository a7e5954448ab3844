import DecobenchCLI

/// `MyBackgrounds` that builds its decorations in the first `prepare()` only: after a batch
/// update it serves the old sections' decorations and answers nil for the new ones. For showing
/// that `run` checks the batches it times: `custom-bench` registers it only when
/// `CUSTOM_BENCH_BROKEN=1`.
public final class NeverRebuilds: ForwardingStrategy {
    public static let name = "never-rebuilds"
    let inner: MyBackgrounds
    private var built = false

    init(inner: MyBackgrounds) {
        self.inner = inner
    }

    public func prepare(_ surface: PublicFlowLayout) {
        guard !built else { return }
        built = true
        inner.prepare(surface)
    }
}
