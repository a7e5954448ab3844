import DecobenchCLI

Decobench.bufferStandardError()
StandardStreams.install()
Decobench.main()
