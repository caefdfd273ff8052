// How ``ValidationMemo`` stores each type's results: in the parse cache's entry format, field by field. The plan
// types are written by their ``PlanHashable`` conformances (PlanHash.swift), which write every field, and read back
// here in the same order. `ValidationMemoTests` round-trips results with every field set: a field added to one of
// these types must be added here too.

extension TypeResult: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(view)
        writer.write(state)
        writer.write(actions)
        writer.write(proxy)
        writer.write(diagnostics)
        writer.write(lookups)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            view: try reader.read(),
            state: try reader.read(),
            actions: try reader.read(),
            proxy: try reader.read(),
            diagnostics: try reader.read(),
            lookups: try reader.read()
        )
    }
}

extension TypeLookup: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .exact(let name):
            writer.writeByte(0)
            writer.write(name)
        case .named(let name):
            writer.writeByte(1)
            writer.write(name)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .exact(try reader.read())
        case 1: self = .named(try reader.read())
        default: throw DamagedCacheEntry()
        }
    }
}

extension ViewPlan: ParseCacheCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            typeName: try reader.read(),
            attributes: try reader.read(),
            factories: try reader.read(),
            condition: try reader.read()
        )
    }
}

extension AttributePlan: ParseCacheCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            name: try reader.read(),
            identifier: try reader.read(),
            member: try reader.read(),
            parameters: try reader.read(),
            argumentsType: try reader.read(),
            setter: try reader.read(),
            condition: try reader.read(),
            stateParameter: try reader.read()
        )
    }
}

extension AttributePlan.Setter: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .property(let name):
            writer.writeByte(0)
            writer.write(name)
        case .method(let name):
            writer.writeByte(1)
            writer.write(name)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .property(try reader.read())
        case 1: self = .method(try reader.read())
        default: throw DamagedCacheEntry()
        }
    }
}

extension FactoryPlan: ParseCacheCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            name: try reader.read(),
            identifier: try reader.read(),
            parameters: try reader.read(),
            argumentsType: try reader.read(),
            condition: try reader.read()
        )
    }
}

extension StatePlan: ParseCacheCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            component: try reader.read(),
            synthesizesInitialState: try reader.read(),
            typeIsPublic: try reader.read(),
            condition: try reader.read()
        )
    }
}

extension ActionCandidates: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(annotatedNames)
        writer.write(rows)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(annotatedNames: try reader.read(), rows: try reader.read())
    }
}

extension ActionCandidate: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(row)
        writer.write(selectorName)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(row: try reader.read(), selectorName: try reader.read(), location: try reader.read())
    }
}

extension ActionEntryPlan: ParseCacheCodable {
    private static func kind(_ rawValue: String) throws(DamagedCacheEntry) -> Kind {
        guard let kind = Kind(rawValue: rawValue) else { throw DamagedCacheEntry() }
        return kind
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            selectorConstant: try reader.read(),
            kind: try Self.kind(try reader.read()),
            method: try reader.read(),
            senderLabel: try reader.read(),
            senderType: try reader.read(),
            argumentLabel: try reader.read(),
            argumentType: try reader.read(),
            condition: try reader.read()
        )
    }
}

extension ProxyCandidates: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(handlers)
        writer.write(annotation)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(handlers: try reader.read(), annotation: try reader.read())
    }
}

extension HandlerCandidate: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(strategy)
        writer.write(location)
        writer.write(event)
        writer.write(eventLocation)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            strategy: try reader.read(),
            location: try reader.read(),
            event: try reader.read(),
            eventLocation: try reader.read()
        )
    }
}

extension StrategyPlan: ParseCacheCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            eventConstant: try reader.read(),
            method: try reader.read(),
            takesUserInfo: try reader.read(),
            userInfoLabel: try reader.read(),
            condition: try reader.read()
        )
    }
}
