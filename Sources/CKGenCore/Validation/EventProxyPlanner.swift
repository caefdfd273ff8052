/// G4: event-name constants and strategy maps for `@ck.eventProxy` classes, with V2, V3 and V5 checks.
extension ValidationContext {
    mutating func planEventProxies() {
        var constants: [String: (name: String, location: SourceLocation)] = [:]
        for name in index.names {
            guard let entry = index[name] else { continue }
            let proxyAnnotation = entry.primary.flatMap { annotation(.eventProxy, in: $0.annotations) }
            let isProxy = proxyAnnotation != nil && entry.isClass
            var strategies: [(StrategyPlan, SourceLocation, String)] = []
            for (method, condition) in entry.conditionedMethods {
                guard let event = annotation(.event, in: method.annotations), let rawName = event.argument(nil)?.value
                else {
                    continue
                }
                guard isProxy else {
                    error(
                        .validationUnreachableHandler,
                        "'\(method.fullName)' handles event '\(rawName)' but can never be called: '\(entry.qualifiedName)' "
                            + "is not marked '/// @ck.eventProxy'",
                        at: event.location
                    )
                    continue
                }
                guard checkReachable(method.access, member: method.fullName, annotation: "event", at: method.location)
                else { continue }
                let takesUserInfo: Bool
                switch method.parameters.count {
                case 0: takesUserInfo = false
                case 1 where TypeName.baseName(of: method.parameters[0].type) == RuntimeNames.userInfo: takesUserInfo = true
                default:
                    error(
                        .validationUnsupportedSignature,
                        "'\(method.fullName)' cannot handle an event: a handler takes one 'UserInfo' argument or none",
                        at: method.location
                    )
                    continue
                }
                if method.isStatic || method.isAsync || method.isThrowing || method.isGeneric
                    || method.returnType != nil
                {
                    error(
                        .validationUnsupportedSignature,
                        "'\(method.fullName)' cannot handle an event: a handler is an instance method that returns nothing, "
                            + "without async or throws",
                        at: method.location
                    )
                    continue
                }
                if let clash = strategies.first(where: { $0.2 == rawName }) {
                    error(
                        .validationDuplicateEvent,
                        "'\(entry.qualifiedName)' handles event '\(rawName)' twice",
                        at: event.location,
                        notes: [note("'\(clash.0.method)' handles it here", at: clash.1)]
                    )
                    continue
                }
                let constant = Identifiers.lowerCamel(rawName)
                if let existing = constants[constant], existing.name != rawName {
                    error(
                        .validationDuplicateEvent,
                        "events '\(existing.name)' and '\(rawName)' would share the constant 'EventName.\(constant)'; "
                            + "rename one of them",
                        at: event.location,
                        notes: [note("'\(existing.name)' is declared here", at: existing.location)]
                    )
                    continue
                }
                constants[constant] = (rawName, event.location)
                strategies.append(
                    (
                        StrategyPlan(
                            eventConstant: constant,
                            method: Identifiers.escapeKeyword(method.name),
                            takesUserInfo: takesUserInfo,
                            userInfoLabel: method.parameters.first?.label,
                            condition: condition
                        ),
                        method.location,
                        rawName
                    )
                )
            }
            guard isProxy, let proxyAnnotation else { continue }
            if entry.isGeneric {
                error(
                    .validationUnsupportedDeclaration,
                    "'@ck.eventProxy' cannot be used on the generic class '\(entry.qualifiedName)': its strategy "
                        + "map is a static stored property, which Swift does not allow in a generic type; annotate a "
                        + "non-generic subclass instead",
                    at: proxyAnnotation.location
                )
                continue
            }
            if entry.inheritedTypes.contains(where: { TypeName.baseName(of: $0) == RuntimeNames.eventProxy }) {
                error(
                    .validationHandWrittenConformance,
                    "'\(name)' already conforms to 'EventProxy' by hand; remove that conformance and let ckgen write it",
                    at: entry.location
                )
                continue
            }
            if strategies.isEmpty {
                warning(
                    .validationEmptyEventProxy,
                    "event proxy '\(name)' has no '/// @ck.event(\"Name\")' handlers, so it handles nothing",
                    at: proxyAnnotation.location
                )
            }
            plan.proxies.append(
                ProxyPlan(
                    typeName: name,
                    strategies: strategies.map(\.0).sorted { $0.eventConstant < $1.eventConstant },
                    typeIsPublic: entry.access >= .public,
                    condition: entry.condition
                )
            )
        }
        plan.events = constants.map { EventPlan(constant: Identifiers.escapeKeyword($0.key), name: $0.value.name) }
            .sorted { $0.constant < $1.constant }
    }
}
