extension String {
    /// A hash of the string that is the same in every process (Swift's `hashValue` is seeded
    /// per process): FNV-1a over the UTF-8 bytes.
    var hashValueStable: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
}
