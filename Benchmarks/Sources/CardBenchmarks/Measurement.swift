import Foundation

/// Times `body` `repetitions` times (after `prepare` each time, untimed) and
/// returns the median in seconds.
func medianSeconds(repetitions: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
        prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The process's peak resident memory so far, in MiB.
func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(macOS)
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // KiB
    #endif
}

/// Keeps a value alive so the optimiser cannot drop the work producing it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
