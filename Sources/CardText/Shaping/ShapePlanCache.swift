import CHarfBuzz
import Foundation

/// One face's HarfBuzz shaping plans, by segment properties (direction,
/// script, language), made with `hb_shape_plan_create`.
///
/// `hb_shape` would use HarfBuzz's own cache, which keeps every plan a face
/// was asked for until the face is freed (the life of the process here),
/// and looks each up by walking them all. The language comes from input
/// (`environment.locale` is any string), so that cache grows without bound
/// in a long-running process and makes every shaping call slower. This one
/// is bounded: past ``capacity`` plans it starts again. A plan in use when
/// it is dropped lives until its user is done with it (a ``Shaper`` keeps
/// the plan it used last, so that runs of one face and script take no
/// lock).
///
/// Guarded by an `NSLock`, as ``BoundedCache`` is: ThreadSanitizer on this
/// toolchain reports false races inside a contended `Mutex`.
final class ShapePlanCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Read and written only with `lock` held.
    private var plans: [Key: Plan] = [:]
    /// The most plans kept.
    static let capacity = 64

    /// What a plan is made for: a buffer's segment properties.
    struct Key: Hashable {
        let direction: UInt32
        let script: UInt32
        let language: UInt

        init(_ properties: hb_segment_properties_t) {
            direction = properties.direction.rawValue
            script = properties.script.rawValue
            language = UInt(bitPattern: properties.language)
        }
    }

    /// A plan, destroyed when the last holder lets it go.
    final class Plan: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { hb_shape_plan_destroy(pointer) }
    }

    /// How many plans are kept (for tests).
    var count: Int { lock.withLock { plans.count } }

    /// The plan of `face` for `properties`, made the first time.
    func plan(for properties: hb_segment_properties_t, key: Key, face: OpaquePointer) -> Plan {
        lock.withLock {
            if let plan = plans[key] { return plan }
            if plans.count >= Self.capacity { plans.removeAll(keepingCapacity: true) }
            var properties = properties
            let plan = Plan(hb_shape_plan_create(face, &properties, nil, 0, nil))
            plans[key] = plan
            return plan
        }
    }
}
