import DecobenchCLI
Decobench.main()
