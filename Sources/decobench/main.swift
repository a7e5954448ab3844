import DecobenchCLI

Decobench.main(strategies: [])
