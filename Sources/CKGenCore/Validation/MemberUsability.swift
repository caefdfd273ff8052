/// Members the generated code would call but cannot: unavailable or obsoleted ones, those isolated to a global
/// actor other than the main actor (generated code runs on the main actor and calls synchronously), and
/// parameters whose arguments it cannot store or pass on (`inout`, `isolated`, `@autoclosure`).
extension ValidationContext {
    /// Why generated code cannot use a member with this `@available` attribute and these attribute names, or
    /// `nil` when it can.
    func whyUnusable(unavailability: String?, attributeNames: [String]) -> String? {
        if let unavailability { return "it is marked '\(unavailability)'" }
        if let actor = otherGlobalActor(among: attributeNames) {
            return "it is isolated to the global actor '\(actor)', and the generated code runs on the main actor, "
                + "which cannot use it synchronously"
        }
        return nil
    }

    /// The first of `names` that names a global actor other than the main actor: a type of the module marked
    /// `@globalActor`, or a name from another module that ends in `Actor` (what global actors are called).
    func otherGlobalActor(among names: [String]) -> String? {
        for name in names where !Self.mainActorNames.contains(name) {
            if let entry = index.resolve(name) {
                if entry.all.contains(where: \.isGlobalActor) { return name }
            } else if name.hasSuffix("Actor") {
                return name
            }
        }
        return nil
    }

    /// How the main actor's attribute may be written.
    static let mainActorNames: Set<String> = ["MainActor", "Swift.MainActor", "_Concurrency.MainActor"]

    /// The first parameter generated code cannot pass on from a stored value or a closure's parameter, with how
    /// it is passed (`inout`, `isolated`, `@autoclosure`).
    static func unpassableParameter(in parameters: [Parameter]) -> (name: String, specifier: String)? {
        for parameter in parameters {
            if let specifier = parameter.passingSpecifier { return (parameter.name, specifier) }
        }
        return nil
    }
}
