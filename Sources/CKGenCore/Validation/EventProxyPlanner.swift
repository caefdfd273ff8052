/// G4: event-name constants and strategy maps for `@ck.eventProxy` classes, with V2, V3 and V5 checks. Each type's
/// handlers are checked on their own (``proxyCandidates(for:)``), then the module's event names and strategy maps
/// are made from them (``planEventProxies(from:)``).
extension ValidationContext {
    /// One type's `@ck.event` handlers, checked on their own, and whether the type is an event proxy ckgen
    /// writes a strategy map for.
    func proxyCandidates(for entry: TypeIndex.Entry) -> ProxyCandidates {
        var candidates = ProxyCandidates()
        let proxyAnnotation = annotation(.eventProxy, in: entry.primary?.annotations ?? [])
        let isProxy = proxyAnnotation != nil && entry.isClass
        for (method, condition) in entry.annotatedConditionedMethods {
            guard let event = annotation(.event, in: method.annotations), let rawName = event.argument(nil)?.value
            else {
                continue
            }
            guard isProxy else {
                report(
                    .handlerOutsideProxy(method: method.fullName, event: rawName, type: entry.qualifiedName),
                    at: event.location,
                    notes: [note(.declaredHere(entry.qualifiedName), at: entry.location)]
                )
                continue
            }
            guard checkReachable(method.access, member: method.fullName, annotation: "event", at: method.location)
            else { continue }
            let takesUserInfo: Bool
            switch method.parameters.count {
            case 0: takesUserInfo = false
            case 1 where method.parameters[0].type.baseName == RuntimeNames.userInfo:
                takesUserInfo = true
            default:
                report(.unsupportedHandlerArguments(method: method.fullName), at: method.location)
                continue
            }
            if method.isStatic || method.isAsync || method.isThrowing || method.isGeneric
                || method.returnType.map({ !($0.names("Void") || $0.isEmptyTuple) }) ?? false
            {
                report(.unsupportedHandlerShape(method: method.fullName), at: method.location)
                continue
            }
            candidates.handlers.append(
                HandlerCandidate(
                    strategy: StrategyPlan(
                        eventConstant: Identifiers.lowerCamel(rawName),
                        method: method.name,
                        takesUserInfo: takesUserInfo,
                        userInfoLabel: method.parameters.first?.label,
                        condition: condition
                    ),
                    location: method.location,
                    event: rawName,
                    eventLocation: event.location
                )
            )
        }
        guard isProxy, let proxyAnnotation else { return candidates }
        if entry.isGeneric {
            report(.genericEventProxy(entry.qualifiedName), at: proxyAnnotation.location)
            return candidates
        }
        if entry.inheritedTypes.contains(where: { $0.baseName == RuntimeNames.eventProxy }) {
            report(
                .handWrittenConformance(
                    type: entry.qualifiedName,
                    conformance: RuntimeNames.eventProxy,
                    remedy: "remove that conformance and let ckgen write it"
                ),
                at: entry.location
            )
            return candidates
        }
        candidates.annotation = proxyAnnotation.location
        return candidates
    }

    /// The module's event-name constants and strategy maps, from each type's candidates (`results`, in the order
    /// of ``TypeIndex/entries``): an event handled twice in one type, and two event names with one constant.
    mutating func planEventProxies(from results: [TypeResult]) {
        var constants: [String: (name: String, location: SourceLocation)] = [:]
        for (entry, result) in zip(index.entries, results) {
            let candidates = result.proxy
            var strategies: [(StrategyPlan, SourceLocation, String)] = []
            for handler in candidates.handlers {
                if let clash = strategies.first(where: { $0.2 == handler.event }) {
                    report(
                        .duplicateEventHandler(type: entry.qualifiedName, event: handler.event),
                        at: handler.eventLocation,
                        notes: [note(.handlesItHere(clash.0.method), at: clash.1)]
                    )
                    continue
                }
                let constant = handler.strategy.eventConstant
                if let existing = constants[constant], existing.name != handler.event {
                    report(
                        .eventConstantClash(constant, existing: existing.name, new: handler.event),
                        at: handler.eventLocation,
                        notes: [note(.declaredHere(existing.name), at: existing.location)]
                    )
                    continue
                }
                constants[constant] = (handler.event, handler.eventLocation)
                strategies.append((handler.strategy, handler.location, handler.event))
            }
            guard let annotation = candidates.annotation else { continue }
            if strategies.isEmpty {
                report(.emptyEventProxy(entry.qualifiedName), at: annotation)
            }
            // Sorted in place: `sorted` copied every plan into a new array.
            var sortedStrategies = strategies.map(\.0)
            sortedStrategies.sort { $0.eventConstant < $1.eventConstant }
            plan.proxies.append(
                ProxyPlan(
                    typeName: entry.qualifiedName,
                    strategies: sortedStrategies,
                    typeIsPublic: entry.access >= .public,
                    condition: entry.condition
                )
            )
        }
        plan.events = constants.map { EventPlan(constant: $0.key, name: $0.value.name) }
        plan.events.sort { $0.constant < $1.constant }
    }
}

/// One type's `@ck.event` handlers as checked on their own (see ``ValidationContext/proxyCandidates(for:)``).
struct ProxyCandidates: Equatable {
    /// The accepted handlers, in the order the type declares them.
    var handlers: [HandlerCandidate] = []
    /// Where the type's `@ck.eventProxy` is, when ckgen writes its strategy map; `nil` for any other type.
    var annotation: SourceLocation?
}

/// One accepted event handler: its strategy, where the method and its annotation are, and the event's name.
struct HandlerCandidate: Equatable {
    var strategy: StrategyPlan
    var location: SourceLocation
    var event: String
    var eventLocation: SourceLocation
}
