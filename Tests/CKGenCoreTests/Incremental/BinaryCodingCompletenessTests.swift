import Foundation
import Testing

@testable import CKGenCore

/// The generator's one binary coding (``BinaryEncodable``, ``BinaryCodable``) is written by hand, type by type, so
/// a field added to a model or plan type must be met by a change to its coding. These tests check every type at
/// once, without listing fields: each changes every stored field of a sample in which all are set, wherever it is
/// nested, and expects the bytes (the parse cache's entry, the plan's hash) to change with it.
@Suite("Binary coding: every stored field of the model and the plan is written")
struct BinaryCodingCompletenessTests {
    @Test("the samples set every stored field of every type they hold, and each field can be changed")
    func samplesAreComplete() throws {
        #expect(FieldChanges.unsetFields(of: ParseCacheSample.file) == [])
        #expect(FieldChanges.unsetFields(of: PlanSample.plan) == [])
        var cleared = ParseCacheSample.file
        cleared.declarations[0].hasGenericParameterClause = false
        #expect(FieldChanges.unsetFields(of: cleared) == ["TypeDeclaration.hasGenericParameterClause"])
        // Known gap: an enum's case (a type reference's shape, a declaration's kind, an import's access) is a leaf
        // that the changes cannot turn into another case that still decodes, so those leaves count as unchangeable.
        // Their coding is covered by the round trips in the two tests below, not by this check.
        withKnownIssue("enum cases are leaves the JSON changes cannot change") {
            let unchangeableInFile = try FieldChanges.unchangeableFields(of: ParseCacheSample.file)
            #expect(unchangeableInFile == [], "\(unchangeableInFile)")
            let unchangeableInPlan = try FieldChanges.unchangeableFields(of: PlanSample.plan)
            #expect(unchangeableInPlan == [], "\(unchangeableInPlan)")
        }
    }

    @Test("a parsed file reads back equal, and a change to any of its fields changes its entry")
    func parsedFile() throws {
        let sample = ParseCacheSample.file
        let bytes = ParsedFileCodec.encode(sample)
        #expect(ParsedFileCodec.decode(Data(bytes)) == sample)
        let changes = try FieldChanges.changes(of: sample)
        #expect(changes.count > 100)
        for (field, changed) in changes {
            let changedBytes = ParsedFileCodec.encode(changed)
            #expect(changedBytes != bytes, "\(field) is not written")
            #expect(ParsedFileCodec.decode(Data(changedBytes)) == changed, "\(field) does not read back")
        }
    }

    @Test("a change to any field of a plan changes the plan's hash")
    func plan() throws {
        let sample = PlanSample.plan
        let hash = PlanHash.of(sample)
        #expect(PlanHash.of(PlanSample.plan) == hash)
        let changes = try FieldChanges.changes(of: sample)
        #expect(changes.count > 50)
        for (field, changed) in changes { #expect(PlanHash.of(changed) != hash, "\(field) is not hashed") }
    }

    @Test("the changes find a field the coding leaves out")
    func changesFindAnOmission() throws {
        // A coding that forgot `typeIsPublic`: writing the plan's JSON without it stands in for it.
        let sample = PlanSample.plan
        func bytesWithoutTypeIsPublic(_ plan: GenerationPlan) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let text = String(decoding: try encoder.encode(plan), as: UTF8.self)
            return text.replacingOccurrences(of: "\"typeIsPublic\":true", with: "")
                .replacingOccurrences(of: "\"typeIsPublic\":false", with: "")
        }
        let missed = try FieldChanges.changes(of: sample).filter { _, changed in
            try bytesWithoutTypeIsPublic(changed) == bytesWithoutTypeIsPublic(sample)
        }
        #expect(Set(missed.map(\.field)).allSatisfy { $0.hasSuffix(".typeIsPublic") })
        #expect(missed.count == 5)
    }
}

/// Every value a `Codable` value becomes with one stored field changed, found through its JSON form (whose keys
/// are its stored fields): each string, number and flag in turn is changed and the JSON decoded back.
enum FieldChanges {
    /// Each change, named by its path in the JSON form (`views.0.attributes.0.name`).
    static func changes<Value: Codable & Equatable>(of value: Value) throws -> [(field: String, value: Value)] {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        let leaves = leaves(of: json, at: [])
        let strings = Set(leaves.compactMap { $0.value as? String }).sorted()
        var changes: [(field: String, value: Value)] = []
        for (path, leaf) in leaves {
            for candidate in candidates(for: leaf, strings: strings) {
                let document = setting(candidate, at: path[...], in: json)
                let data = try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])
                if let changed = try? JSONDecoder().decode(Value.self, from: data), changed != value {
                    changes.append((path.map { "\($0)" }.joined(separator: "."), changed))
                    break
                }
            }
        }
        return changes
    }

    /// The fields no candidate could change (a value its type refuses, an enum with no other raw value in sight).
    static func unchangeableFields<Value: Codable & Equatable>(of value: Value) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        let changed = Set(try changes(of: value).map(\.field))
        return leaves(of: json, at: []).map { $0.path.map { "\($0)" }.joined(separator: ".") }
            .filter { !changed.contains($0) }
    }

    /// The strings, numbers and flags of `json`, each with its path of keys and indices.
    private static func leaves(of json: Any, at path: [AnyHashable]) -> [(path: [AnyHashable], value: Any)] {
        switch json {
        case let object as [String: Any]:
            return object.keys.sorted().flatMap { key in leaves(of: object[key] ?? NSNull(), at: path + [key]) }
        case let array as [Any]:
            return array.indices.flatMap { index in leaves(of: array[index], at: path + [index]) }
        case is NSNull:
            return []
        default:
            return [(path, json)]
        }
    }

    /// What a leaf may become, in order: a string lengthened or any other string of the document (an enum's raw
    /// value), a flag flipped or a number plus one.
    private static func candidates(for leaf: Any, strings: [String]) -> [Any] {
        switch leaf {
        case let text as String: return [text + "′"] + strings.filter { $0 != text }
        case let number as NSNumber: return [!number.boolValue, number.intValue + 1]
        default: return []
        }
    }

    /// `json` with the value at `path` replaced by `value`.
    private static func setting(_ value: Any, at path: ArraySlice<AnyHashable>, in json: Any) -> Any {
        guard let step = path.first else { return value }
        switch (json, step) {
        case (var object as [String: Any], let key as String):
            object[key] = setting(value, at: path.dropFirst(), in: object[key] ?? NSNull())
            return object
        case (var array as [Any], let index as Int):
            array[index] = setting(value, at: path.dropFirst(), in: array[index])
            return array
        default:
            return json
        }
    }

    /// The fields (as `Type.label`) that hold a default (`nil`, an empty array or string, `false` or `0`) wherever
    /// they occur in `value`, nested values included. A field of a recursive type only has to be set somewhere: the
    /// innermost type reference has no generic arguments, the innermost note no notes.
    static func unsetFields(of value: Any) -> [String] {
        var isSet: [String: Bool] = [:]
        record(value, into: &isSet)
        return isSet.filter { !$0.value }.keys.sorted()
    }

    private static func record(_ value: Any, into isSet: inout [String: Bool]) {
        let mirror = Mirror(reflecting: value)
        for child in mirror.children {
            if mirror.displayStyle != .optional, mirror.displayStyle != .collection {
                let field = "\(type(of: value)).\(child.label ?? "?")"
                isSet[field] = isSet[field, default: false] || !isDefault(child.value)
            }
            record(child.value, into: &isSet)
        }
    }

    private static func isDefault(_ value: Any) -> Bool {
        switch value {
        case let flag as Bool: return !flag
        case let number as Int: return number == 0
        case let text as String: return text.isEmpty
        default:
            let mirror = Mirror(reflecting: value)
            let isContainer = mirror.displayStyle == .optional || mirror.displayStyle == .collection
            return isContainer && mirror.children.isEmpty
        }
    }
}
