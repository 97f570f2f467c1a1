import Foundation

/// Whether rows are timed in the CPU time of the measuring thread
/// (`--cpu-time`) rather than in wall time: on a machine shared with other
/// work, a longer row is more often preempted, which wall time counts and
/// CPU time does not.
let timesCPU = CommandLine.arguments.contains("--cpu-time")

/// Now, in nanoseconds: wall time, or the thread's CPU time with `--cpu-time`.
func nowNanoseconds() -> UInt64 {
    guard timesCPU else { return DispatchTime.now().uptimeNanoseconds }
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Times `body` `repetitions` times (after `prepare` each time, untimed) and
/// returns the median in seconds.
func medianSeconds(repetitions: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
        prepare()
        let start = nowNanoseconds()
        body()
        samples.append(Double(nowNanoseconds() - start) / 1e9)
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
