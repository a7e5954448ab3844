import DecobenchCLI
import MyBackgrounds

#if canImport(Glibc)
import Glibc
#endif

// The whole decobench CLI, with MyBackgrounds beside the built-ins:
//   swift run -c release custom-bench run --strategies none,augmented-list,my-backgrounds
let broken = getenv("CUSTOM_BENCH_BROKEN").map { String(cString: $0) } == "1"
Decobench.main(strategies: broken ? [MyBackgrounds.self, DropsOneBackground.self] : [MyBackgrounds.self])
