import DecobenchCLI

/// The built-in `augmented-list`, registered as a user's strategy would be: every call forwarded
/// to it. Timed beside `augmented-list` in one run, it shows what being a user's strategy costs
/// (the harness's loop unspecialised for it, plus one forwarding call): `custom-bench` registers
/// it only when `CUSTOM_BENCH_AS_YOURS=1`.
public final class AugmentedListAsYours: ForwardingStrategy {
    public static let name = "augmented-list-as-yours"
    let inner: AugmentedListStrategy

    init(inner: AugmentedListStrategy) {
        self.inner = inner
    }
}
