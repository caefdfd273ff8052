/// What the recogniser made of one ComponentKit class: a description (from a composite) or a controller, with
/// what it kept unconverted. The emitter writes one Swift file from it.
struct MigratedComponent: Sendable, Equatable {
    /// What the class becomes.
    enum Shape: Sendable, Equatable {
        /// A `ComponentDescription` struct (from a `CKCompositeComponent` subclass).
        case description
        /// A `ComponentController` subclass for the description `component`.
        case controller(component: String)
        /// Nothing: the class is kept as a comment.
        case kept
    }

    /// The Swift type's name (the Objective-C class's).
    var name: String
    var shape: Shape
    /// The file and place it came from.
    var location: SourceLocation
    /// Stored properties: the constructor's parameters, as `let name: Type`.
    var properties: [(name: String, type: String)]
    /// `@ScopedState var name = initial`.
    var state: (name: String, initial: String)?
    /// Statements of the body before the component: `let` declarations, kept code as comments.
    var bodyPrelude: [String]
    /// The component the body returns.
    var body: SwiftComponent?
    /// Methods: action handlers and controller lifecycle, each as its lines.
    var methods: [[String]]
    /// Code kept as it was, with why: whole methods and statements the conversion did not read.
    var kept: [(original: String, reason: String)]
    /// The warnings this class gave.
    var warnings: [Diagnostic]

    /// How much was converted, for the summary.
    var outcome: MigrationSummary.Outcome {
        if shape == .kept { return .notConverted }
        let keptSomething = !kept.isEmpty || (body?.keepsOriginal ?? false) || !warnings.isEmpty
        return keptSomething ? .partlyConverted : .converted
    }

    static func == (lhs: MigratedComponent, rhs: MigratedComponent) -> Bool {
        lhs.name == rhs.name && lhs.shape == rhs.shape && lhs.location == rhs.location
            && lhs.properties.map(\.name) == rhs.properties.map(\.name)
            && lhs.properties.map(\.type) == rhs.properties.map(\.type) && lhs.state?.name == rhs.state?.name
            && lhs.state?.initial == rhs.state?.initial && lhs.bodyPrelude == rhs.bodyPrelude && lhs.body == rhs.body
            && lhs.methods == rhs.methods && lhs.kept.map(\.original) == rhs.kept.map(\.original)
            && lhs.warnings == rhs.warnings
    }
}

/// What one migrated file came to: each class's outcome.
public struct MigrationSummary: Sendable, Equatable, CustomStringConvertible {
    /// How much of a class was converted.
    public enum Outcome: String, Sendable, Equatable {
        /// Everything: the Swift needs no edit.
        case converted
        /// Some code was kept as comments, each with a warning.
        case partlyConverted = "partly converted"
        /// Nothing: the class is kept as a comment.
        case notConverted = "not converted"
    }

    /// The Objective-C++ file.
    public var file: String
    /// Each class's name and outcome, in the file's order.
    public var classes: [(name: String, outcome: Outcome)]

    /// `QuoteComponent.mm: 2 converted, 1 partly converted, 0 not converted`.
    public var description: String {
        let counts = [Outcome.converted, .partlyConverted, .notConverted].map { outcome in
            "\(classes.filter { $0.outcome == outcome }.count) \(outcome.rawValue)"
        }
        return "\(file): " + counts.joined(separator: ", ")
    }

    /// Equal when the same classes came to the same outcomes.
    public static func == (lhs: MigrationSummary, rhs: MigrationSummary) -> Bool {
        lhs.file == rhs.file && lhs.classes.map(\.name) == rhs.classes.map(\.name)
            && lhs.classes.map(\.outcome) == rhs.classes.map(\.outcome)
    }
}
