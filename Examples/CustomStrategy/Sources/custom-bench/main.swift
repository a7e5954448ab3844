import DecobenchCLI
import DecobenchTestSupport
import MyBackgrounds

#if canImport(Glibc)
import Glibc
#endif

// The whole decobench CLI, with MyBackgrounds beside the built-ins:
//   swift run -c release custom-bench run --strategies none,augmented-list,my-backgrounds
// CUSTOM_BENCH_BROKEN=1 adds strategies that go wrong (drawing wrong, stale after self-sizing,
// never rebuilding, trapping, hanging);
// CUSTOM_BENCH_AS_YOURS=1 adds augmented-list registered as a user's strategy;
// CUSTOM_BENCH_WALK_TWICE=1 puts WalksTwice, a slower my-backgrounds, in MyBackgrounds' place.
func isSet(_ variable: String) -> Bool { getenv(variable).map { String(cString: $0) } == "1" }

var strategies: [any DecorationStrategy.Type] = [MyBackgrounds.self]
if isSet("CUSTOM_BENCH_WALK_TWICE") { strategies = [WalksTwice.self] }
if isSet("CUSTOM_BENCH_BROKEN") {
    strategies += [
        DropsTheLastDecoration<MyBackgrounds>.self, TrapsOnAQuery.self, StaleAfterSelfSizing.self,
        NeverRebuilds.self, HangsOnAFarRect.self,
    ]
}
if isSet("CUSTOM_BENCH_AS_YOURS") { strategies.append(AugmentedListAsYours.self) }
Decobench.main(strategies: strategies)
