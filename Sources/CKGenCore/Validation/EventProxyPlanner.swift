/// G4: event-name constants and strategy maps for `@ck.eventProxy` classes, with V2, V3 and V5 checks.
extension ValidationContext {
    mutating func planEventProxies() {
        var constants: [String: (name: String, location: SourceLocation)] = [:]
        for entry in index.entries {
            let name = entry.qualifiedName
            let proxyAnnotation = annotation(.eventProxy, in: entry.primary?.annotations ?? [])
            let isProxy = proxyAnnotation != nil && entry.isClass
            var strategies: [(StrategyPlan, SourceLocation, String)] = []
            // The strategies of each event name, by index: a proxy may have thousands of handlers, and looking
            // through all of them for each made checking it quadratic.
            var strategiesByEvent: [String: [Int]] = [:]
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
                guard checkReachable(method.access, member: method.fullName, annotation: "event", at: method.location),
                    checkUsable(method, in: entry, annotation: event)
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
                // A handler in each branch of `#if A … #else` is one handler per configuration, an entry under each.
                if let clash = strategiesByEvent[rawName]?.first(where: {
                    !ConditionExclusion.excludes(strategies[$0].0.condition, condition)
                }) {
                    report(
                        .duplicateEventHandler(type: entry.qualifiedName, event: rawName),
                        at: event.location,
                        notes: [note(.handlesItHere(strategies[clash].0.method), at: strategies[clash].1)]
                    )
                    continue
                }
                let constant = Identifiers.lowerCamel(rawName)
                if let existing = constants[constant], existing.name != rawName {
                    report(
                        .eventConstantClash(constant, existing: existing.name, new: rawName),
                        at: event.location,
                        notes: [note(.declaredHere(existing.name), at: existing.location)]
                    )
                    continue
                }
                constants[constant] = (rawName, event.location)
                strategiesByEvent[rawName, default: []].append(strategies.count)
                strategies.append(
                    (
                        StrategyPlan(
                            eventConstant: constant,
                            method: method.name,
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
                report(.genericEventProxy(entry.qualifiedName), at: proxyAnnotation.location)
                continue
            }
            if entry.inheritedTypes.contains(where: { $0.baseName == RuntimeNames.eventProxy }) {
                report(
                    .handWrittenConformance(
                        type: name,
                        conformance: RuntimeNames.eventProxy,
                        remedy: "remove that conformance and let ckgen write it"
                    ),
                    at: entry.location
                )
                continue
            }
            if strategies.isEmpty {
                report(.emptyEventProxy(name), at: proxyAnnotation.location)
            }
            // Sorted in place: `sorted` copied every plan into a new array.
            var sortedStrategies = strategies.map(\.0)
            sortedStrategies.sort { $0.eventConstant < $1.eventConstant }
            plan.proxies.append(
                ProxyPlan(
                    typeName: name,
                    strategies: sortedStrategies,
                    typeIsPublic: index.effectiveAccess(of: entry) >= .public,
                    condition: entry.condition
                )
            )
        }
        plan.events = constants.map { EventPlan(constant: $0.key, name: $0.value.name) }
        plan.events.sort { $0.constant < $1.constant }
    }
}
