// How the plan's hash (``PlanHash``) writes each plan type: its fields in declaration order.

extension ViewPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(attributes)
        writer.write(factories)
        writer.write(condition)
        writer.write(typeIsPublic)
    }
}

extension AttributePlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(identifier)
        writer.write(member)
        writer.write(parameters)
        writer.write(argumentsType)
        switch setter {
        case .property(let name):
            writer.writeByte(0)
            writer.write(name)
        case .method(let name):
            writer.writeByte(1)
            writer.write(name)
        }
        writer.write(condition)
        writer.write(stateParameter)
        writer.write(canBePublic)
    }
}

extension FactoryPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(identifier)
        writer.write(parameters)
        writer.write(argumentsType)
        writer.write(condition)
        writer.write(canBePublic)
    }
}

extension ImportPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(kind)
        writer.write(attributes)
        writer.write(access)
        writer.write(condition)
    }
}

extension PairingPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(component)
        writer.write(controller)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(isDescription)
    }
}

extension SelectorPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(constant)
        writer.write(name)
    }
}

extension ActionTablePlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(entries)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(superclassWithTable)
        writer.write(subclassesWithTables)
        writer.write(isDescription)
    }
}

extension SubclassTablePlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(condition)
    }
}

extension ActionEntryPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(selectorConstant)
        writer.write(kind.rawValue)
        writer.write(method)
        writer.write(senderLabel)
        writer.write(senderType)
        writer.write(argumentLabel)
        writer.write(argumentType)
        writer.write(condition)
    }
}

extension EventPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(constant)
        writer.write(name)
    }
}

extension ProxyPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        writer.write(strategies)
        writer.write(typeIsPublic)
        writer.write(condition)
    }
}

extension StrategyPlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(eventConstant)
        writer.write(method)
        writer.write(takesUserInfo)
        writer.write(userInfoLabel)
        writer.write(condition)
    }
}

extension StatePlan: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(component)
        writer.write(synthesizesInitialState)
        writer.write(typeIsPublic)
        writer.write(condition)
        writer.write(isDescription)
    }
}
