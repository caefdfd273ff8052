/// A name the default templates read, and ``TemplateContext`` sets.
///
/// Templates name values by strings; the compiled templates resolve each name to its key once, when they compile,
/// so rendering compares small enum values where it hashed a string for every lookup. A name a template uses that
/// is not here is one the context never sets: it compiles to no key, and looks up nothing, as it would in the
/// general engine.
enum RenderKey: String, CaseIterable, Sendable {
    // The file.
    case module, access, hasContent, condition, imports
    // G1: views, attributes, argument types and factories.
    case hasViews, views, typeName, subject, aliasDeclaration
    case attributes, name, doc, parameterList, identifierLiteral, applyStatement, valueExpression
    case hasArgumentTypes, argumentTypes, conformance, fields, type
    case hasFactories, factories, initializer, argumentsExpression, construction
    // G2: pairings; G5: states.
    case hasPairings, pairings, component, controller
    case hasStates, states, synthesizesInitialState
    // G3: selectors and dispatch tables.
    case hasActions, hasSelectors, selectors, constant, nameLiteral
    case actionTables, entries, selectorConstant, handler, declaresConformance, tableProperty, tableAccess
    case hasSubclassTables, subclassTables, subclassName, subclassProperty, subclassCondition
    // G4: event names and strategy maps.
    case hasEvents, hasEventNames, events, proxies, strategies, eventConstant, closure
    // Conformances whose tables may hold conditional rows (dispatch tables, strategy maps).
    case hasConditionalEntries, unconditionalEntries, conditionalEntries
    // Struct descriptions (G2, G3, G5): the runtime protocol their conformance names, the type their controller
    // is made for, and their dispatch table's target.
    case describedConformance, componentType, tableTarget
}
