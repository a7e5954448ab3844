import DecobenchCLI

Decobench.bufferStandardError()
Decobench.main()
