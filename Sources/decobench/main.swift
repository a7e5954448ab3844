import DecobenchCLI

Decobench.main()
