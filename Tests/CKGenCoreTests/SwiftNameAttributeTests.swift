import Testing

@testable import CKGenCore

/// Issue 34: Objective-C declarations under the names Swift's importer gives them (`NS_SWIFT_NAME`,
/// `NS_REFINED_FOR_SWIFT`), and Foundation's collections and C's scalars as the types it gives them. The rules
/// read without libclang; ObjCSwiftNameTests (HardeningTests) runs them through a header.
@Suite("Swift names and types for Objective-C declarations")
struct SwiftNameAttributeTests {
    /// The attribute spelled at the first `marker` in `spelling`, with `use` the macro's use in the header.
    func attribute(_ spelling: String, at marker: String = "swift_", use: String = "") -> SwiftNameAttribute? {
        guard let range = spelling.range(of: marker) else {
            Issue.record("no '\(marker)' in \(spelling)")
            return nil
        }
        return SwiftImportNames.attribute(
            spelling: Array(spelling.utf8),
            at: spelling.utf8.distance(from: spelling.startIndex, to: range.lowerBound),
            use: Array(use.utf8),
            at: 0
        )
    }

    @Test("swift_private is a refinement; swift_name gives its string, or the macro argument it stringifies")
    func readsAttributes() {
        #expect(attribute("#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))") == .refined)
        #expect(attribute("long other __attribute__((swift_name( \"renamed\" )));") == .renamed("renamed"))
        #expect(
            attribute(
                "#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))",
                use: "NS_SWIFT_NAME( configure(mode:) );"
            ) == .renamed("configure(mode:)")
        )
        // A line continuation inside the macro is space.
        #expect(
            attribute("#define N(x) __attribute__((swift_name\\\n(#x)))", use: "N(setTint(_:))")
                == .renamed("setTint(_:)")
        )
    }

    @Test("near misses: other attributes, longer names and unfinished strings are no Swift name")
    func otherAttributes() {
        #expect(attribute("__attribute__((deprecated))", at: "deprecated") == nil)
        #expect(attribute("__attribute__((swift_private_x))") == nil)
        #expect(attribute("__attribute__((swift_names(\"x\")))") == nil)
        #expect(attribute("__attribute__((swift_name(\"x)))\n") == nil)
        #expect(attribute("__attribute__((swift_name(#x)))", use: "NOT_A_CALL;") == nil)
    }

    @Test("a Swift name: base and labels, '_' is no label; dotted or non-identifier names are none")
    func declarationNames() {
        #expect(SwiftDeclarationName("configure(mode:)") == SwiftDeclarationName(base: "configure", labels: ["mode"]))
        #expect(
            SwiftDeclarationName("setImage(_:for:)") == SwiftDeclarationName(base: "setImage", labels: [nil, "for"])
        )
        #expect(SwiftDeclarationName("renamed") == SwiftDeclarationName(base: "renamed", labels: nil))
        #expect(SwiftDeclarationName("reset()") == SwiftDeclarationName(base: "reset", labels: []))
        #expect(SwiftDeclarationName("Outer.member") == nil)
        #expect(SwiftDeclarationName("1st") == nil)
        #expect(SwiftDeclarationName("f(a)") == nil)
        #expect(SwiftDeclarationName("f(a:") == nil)
    }

    @Test("members: refined names get '__' (an initializer's first label), renames apply when the labels fit")
    func memberNames() {
        let setter = SwiftDeclarationName(base: "setMode", labels: [nil])
        #expect(SwiftImportNames.memberName(setter, attribute: nil, isInitializer: false) == setter)
        #expect(
            SwiftImportNames.memberName(setter, attribute: .refined, isInitializer: false)
                == SwiftDeclarationName(base: "__setMode", labels: [nil])
        )
        #expect(
            SwiftImportNames.memberName(setter, attribute: .renamed("configure(mode:)"), isInitializer: false)
                == SwiftDeclarationName(base: "configure", labels: ["mode"])
        )
        // One label too many: clang ignores the attribute, and so does Swift.
        #expect(SwiftImportNames.memberName(setter, attribute: .renamed("f(a:b:)"), isInitializer: false) == setter)
        let initializer = SwiftDeclarationName(base: "init", labels: ["style"])
        #expect(
            SwiftImportNames.memberName(initializer, attribute: .refined, isInitializer: true)
                == SwiftDeclarationName(base: "init", labels: ["__style"])
        )
        #expect(SwiftImportNames.propertyName("count", attribute: .refined) == "__count")
        #expect(SwiftImportNames.propertyName("count", attribute: nil) == "count")
        #expect(SwiftImportNames.propertyName("other", attribute: .renamed("renamed")) == "renamed")
        #expect(SwiftImportNames.propertyName("other", attribute: .renamed("f(x:)")) == "other")
        #expect(SwiftImportNames.typeName("CKBox", attribute: .renamed("Box")) == "Box")
        #expect(SwiftImportNames.typeName("CKBox", attribute: .renamed("Outer.Box")) == "Outer.Box")
        #expect(SwiftImportNames.typeName("CKBox", attribute: .renamed("Outer..Box")) == "CKBox")
        #expect(SwiftImportNames.typeName("CKBox", attribute: .refined) == "__CKBox")
    }

    @Test("Foundation's parameterized collections are bridged; other generic classes and bare names are not")
    func collections() {
        #expect(InterfaceWalker.bridgedCollection("NSArray<NSString *> *") == .mapped("[String]"))
        #expect(InterfaceWalker.bridgedCollection("NSArray<UIColor *> *") == .mapped("[UIColor]"))
        #expect(
            InterfaceWalker.bridgedCollection("NSDictionary<NSString *, NSNumber *> *") == .mapped("[String: NSNumber]")
        )
        #expect(InterfaceWalker.bridgedCollection("NSDictionary<id<NSCopying>, id> *") == .mapped("[AnyHashable: Any]"))
        #expect(InterfaceWalker.bridgedCollection("NSSet<NSString *> *") == .mapped("Set<String>"))
        #expect(InterfaceWalker.bridgedCollection("NSSet<id> *") == .mapped("Set<AnyHashable>"))
        #expect(InterfaceWalker.bridgedCollection("NSArray<NSArray<NSString *> *> *") == .mapped("[[String]]"))
        #expect(InterfaceWalker.bridgedCollection("NSArray<id<Themed>> *") == .mapped("[any Themed]"))
        #expect(InterfaceWalker.bridgedCollection("NSMutableArray<NSString *> *") == .mapped("NSMutableArray"))
        // Near misses.
        #expect(InterfaceWalker.bridgedCollection("NSArray *") == nil)
        #expect(InterfaceWalker.bridgedCollection("BoxView<NSString *> *") == nil)
        #expect(InterfaceWalker.bridgedCollection("NSArrayList<NSString *> *") == nil)
        if case .unsupported = InterfaceWalker.bridgedCollection("NSArray<int> *") {
        } else {
            Issue.record("a collection of a scalar is not something ckgen can spell")
        }
        if case .unsupported = InterfaceWalker.bridgedCollection("NSDictionary<NSString *> *") {
        } else {
            Issue.record("a dictionary with one type argument is not something ckgen can spell")
        }
    }

    @Test("C scalars are Swift's fixed-width integers; complex, block and function pointer types are not imported")
    func scalars() {
        #expect(InterfaceWalker.scalarValueTypes["unsigned char"] == "UInt8")
        #expect(InterfaceWalker.scalarValueTypes["long long"] == "Int64")
        #expect(InterfaceWalker.scalarValueTypes["long"] == "Int")
        #expect(InterfaceWalker.unimportedKind(100, canonical: 100, canonicalSpelling: "_Complex double") != nil)
        #expect(InterfaceWalker.unimportedKind(22, canonical: 22, canonicalSpelling: "double") == nil)
        #expect(InterfaceWalker.unimportedKind(107, canonical: 102, canonicalSpelling: "void (^)(int)") != nil)
        #expect(InterfaceWalker.unimportedKind(107, canonical: 17, canonicalSpelling: "int") == nil)
        #expect(InterfaceWalker.unimportedKind(107, canonical: 101, canonicalSpelling: "int (*)(int)") != nil)
        #expect(InterfaceWalker.unimportedKind(101, canonical: 101, canonicalSpelling: "int *") == nil)
        #expect(InterfaceWalker.unimportedKind(162, canonical: 109, canonicalSpelling: "id") != nil)
    }
}

extension SwiftNameAttributeTests {
    @Test("renamed type arguments: whole names only")
    func renamingTypeArguments() {
        let names = ["CKBadge": "Badge"]
        #expect(InterfaceWalker.renaming("[String: [CKBadge]]", names) == "[String: [Badge]]")
        #expect(InterfaceWalker.renaming("Set<CKBadge>", names) == "Set<Badge>")
        // Near misses: a longer name that starts or ends the same, and no renames at all.
        #expect(InterfaceWalker.renaming("[CKBadgeView: XCKBadge]", names) == "[CKBadgeView: XCKBadge]")
        #expect(InterfaceWalker.renaming("[CKBadge]", [:]) == "[CKBadge]")
    }
}
