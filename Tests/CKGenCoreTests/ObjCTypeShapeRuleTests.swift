import Testing

@testable import CKGenCore

/// How ckgen reads Objective-C type spellings, without libclang (issue 34, fresh bugs in the Objective-C import):
/// each kind of type Swift's importer does not take by name, beside the near miss it does; labels from selector
/// pieces; assume-nonnull regions; clang type kinds Swift does not import.
@Suite("Objective-C types: shapes, labels, nonnull regions")
struct ObjCTypeShapeRuleTests {
    typealias Shape = InterfaceWalker.ImportedShape

    /// The shape of `spelling`, its qualifiers dropped as the walker drops them.
    static func shape(_ spelling: String) -> Shape {
        let text = spelling.replacingOccurrences(of: "const ", with: "").replacingOccurrences(of: "_Nullable", with: "")
            .trimmingCharacters(in: .whitespaces)
        let base = text.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        return InterfaceWalker.importedShape(spelling: spelling, text: text, base: base)
    }

    @Test("blocks, function pointers and C arrays are not taken")
    func callablesAndArrays() {
        #expect(Self.shape("void (^)(int)") == .unsupported("a closure (an Objective-C block)"))
        #expect(Self.shape("void (*)(int)") == .unsupported("a C function pointer"))
        #expect(Self.shape("int [4]") == .unsupported("a C array (a tuple, or a pointer when a parameter)"))
        #expect(Self.shape("int") == .ordinary)
    }

    @Test("SEL, Class and Class<P> are not taken; a class named like them is")
    func selectorsAndClasses() {
        #expect(
            Self.shape("SEL") == .unsupported("an Objective-C selector, which ComponentRuntime has no counterpart for")
        )
        #expect(Self.shape("Class") == .unsupported("'AnyClass', which is not Equatable"))
        #expect(Self.shape("Class<NSCopying>") == .unsupported("'AnyClass', which is not Equatable"))
        #expect(Self.shape("SELECTOR *") == .ordinary)
        #expect(Self.shape("ClassName *") == .ordinary)
    }

    @Test("pointers: to void and to scalars are mapped, const or not; to pointers, ids and geometry are not taken")
    func pointers() {
        #expect(Self.shape("void *") == .mapped("UnsafeMutableRawPointer"))
        #expect(Self.shape("const void *") == .mapped("UnsafeRawPointer"))
        #expect(Self.shape("int *") == .mapped("UnsafeMutablePointer<CInt>"))
        #expect(Self.shape("const CGFloat *") == .mapped("UnsafePointer<CGFloat>"))
        let pointerToPointer = Shape.unsupported(
            "a pointer to a pointer ('AutoreleasingUnsafeMutablePointer' or 'UnsafeMutablePointer')"
        )
        #expect(Self.shape("NSError **") == pointerToPointer)
        #expect(Self.shape("id *") == pointerToPointer)
        #expect(Self.shape("CGRect *") == .unsupported("an unsafe pointer ('UnsafeMutablePointer<CGRect>')"))
        #expect(Self.shape("CGRect") == .ordinary)
        #expect(Self.shape("NSString *") == .ordinary)
    }

    @Test("id, id<P> and Class<P> existentials are not Equatable; a generic class's arguments are not protocols")
    func existentials() {
        #expect(Self.shape("id") == .unsupported("'Any', which is not Equatable"))
        #expect(Self.shape("id<NSCopying>") == .unsupported("'any NSCopying', which is not Equatable"))
        #expect(
            Self.shape("id<NSCopying, NSCoding>") == .unsupported("'any NSCopying & NSCoding', which is not Equatable")
        )
        #expect(Self.shape("UIView<Themed> *") == .unsupported("'UIView & Themed', which is not Equatable"))
        #expect(Self.shape("identifier_t") == .ordinary)
    }

    @Test("bridged collections: element types mapped; mutable ones as their class; an unreadable spelling refused")
    func collections() {
        #expect(Self.shape("NSArray<NSString *> *") == .mapped("[String]"))
        #expect(Self.shape("NSDictionary<NSString *, NSNumber *> *") == .mapped("[String: NSNumber]"))
        #expect(Self.shape("NSMutableArray<NSString *> *") == .mapped("NSMutableArray"))
        #expect(Self.shape("NSArray *") == .ordinary)
        #expect(Self.shape("int %") == .unsupported("a type ckgen cannot read ('int %')"))
    }

    @Test("labels: a preposition stays when the rest of the piece repeats the parameter's type")
    func labels() {
        #expect(InterfaceWalker.label(for: "forState", type: "UIControl.State") == "for")
        #expect(InterfaceWalker.label(for: "forState", type: "ControlState?") == "for")
        #expect(InterfaceWalker.label(for: "withColor", type: "UIColor") == "with")
        #expect(InterfaceWalker.label(for: "forKey", type: "String") == "forKey")
        #expect(InterfaceWalker.label(for: "format", type: "Mat") == "format")
        #expect(InterfaceWalker.label(for: "image", type: "UIImage") == "image")
    }

    @Test("assume-nonnull regions: the lines from BEGIN to END, by macro or pragma; an unclosed one none")
    func nonnullRegions() {
        let text = """
            @interface A
            NS_ASSUME_NONNULL_BEGIN
            @property NSString *a;
              NS_ASSUME_NONNULL_END
            #pragma clang assume_nonnull begin
            @property NSString *b;
            #pragma clang assume_nonnull end
            NS_ASSUME_NONNULL_BEGIN
            @property NSString *c;
            """
        #expect(InterfaceWalker.assumeNonnullRegions(in: text) == [2...4, 5...7])
        #expect(InterfaceWalker.assumeNonnullRegions(in: "NS_ASSUME_NONNULL_END\n") == [])
    }

    @Test("clang type kinds Swift does not import, each named; any other kind is nil")
    func unimportedKinds() {
        #expect(
            InterfaceWalker.unimportedKind(162, canonical: 0, canonicalSpelling: "")
                == "the class's generic parameter, which the generated code cannot name"
        )
        #expect(InterfaceWalker.unimportedKind(1, canonical: 100, canonicalSpelling: "")?.contains("_Complex") == true)
        #expect(InterfaceWalker.unimportedKind(1, canonical: 102, canonicalSpelling: "")?.contains("block") == true)
        #expect(
            InterfaceWalker.unimportedKind(1, canonical: 101, canonicalSpelling: "void (*)(int)")
                == "a C function pointer"
        )
        #expect(InterfaceWalker.unimportedKind(1, canonical: 101, canonicalSpelling: "int *") == nil)
        for kind: Int32 in [12, 20, 30] {
            #expect(
                InterfaceWalker.unimportedKind(1, canonical: kind, canonicalSpelling: "")?.hasPrefix("nothing") == true
            )
        }
        #expect(InterfaceWalker.unimportedKind(1, canonical: 23, canonicalSpelling: "")?.contains("Float80") == true)
        for kind: Int32 in [113, 176] {
            #expect(InterfaceWalker.unimportedKind(1, canonical: kind, canonicalSpelling: "")?.contains("SIMD") == true)
        }
        #expect(InterfaceWalker.unimportedKind(17, canonical: 17, canonicalSpelling: "int") == nil)
    }
}
