public enum Decobench { public static func main() {} }
