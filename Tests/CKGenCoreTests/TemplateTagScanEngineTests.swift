import Testing

@testable import CKGenCore
@testable import Mustache

/// The scanner and the template engine agree: on which templates the engine rejects, on the partials it would load
/// from those it accepts, and on how deep their sections and parents nest.
@Suite("Template tag scan agrees with the engine")
struct TemplateTagScanEngineTests {
    /// What the engine makes of `source`: `nil` if it does not parse, else its partials (sorted; `<` before a
    /// parent, `*` before a name given at render time) and how deep sections and parents nest.
    static func engine(_ source: String) -> (partials: [String], depth: Int)? {
        guard let template = try? MustacheTemplate(string: source) else { return nil }
        var partials: [String] = []
        func walk(_ template: MustacheTemplate) -> Int {
            var depth = 0
            for token in template.tokens {
                switch token {
                case .section(_, _, let inner), .invertedSection(_, _, let inner), .blockDefinition(_, let inner),
                    .blockExpansion(_, let inner, _):
                    depth = max(depth, 1 + walk(inner))
                case .partial(let name, _, let inherits), .dynamicNamePartial(let name, _, let inherits):
                    let isDynamic: Bool
                    if case .dynamicNamePartial = token { isDynamic = true } else { isDynamic = false }
                    partials.append((inherits == nil ? "" : "<") + (isDynamic ? "*" : "") + name)
                    // A parent's blocks, each a level inside it.
                    for block in (inherits ?? [:]).values { depth = max(depth, 2 + walk(block)) }
                    if inherits != nil { depth = max(depth, 1) }
                case .text, .variable, .unescapedVariable, .contentType:
                    break
                }
            }
            return depth
        }
        let depth = walk(template)
        return (partials.sorted(), depth)
    }

    /// The same from the scanner.
    static func scanner(_ source: String) -> (partials: [String], depth: Int)? {
        let scan = TemplateTagScan(source)
        guard scan.rejection == nil else { return nil }
        var level = 0
        var depth = 0
        for tag in scan.tags {
            switch tag.kind {
            case .section:
                level += 1
            case .sectionEnd:
                level -= 1
            case .partial(_, _, let isParent):
                if isParent { level += 1 }
            }
            depth = max(depth, level)
        }
        return (TemplateTagScanTests.partials(source).sorted(), depth)
    }

    static func expectAgreement(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let engine = Self.engine(source)
        let scanner = Self.scanner(source)
        #expect(engine?.partials == scanner?.partials, "\(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(engine?.depth == scanner?.depth, "\(source.debugDescription)", sourceLocation: sourceLocation)
    }

    static let handWritten = [
        "{{>P}}", "{{ >P}}", "{{> P }}", "{{>*d}}", "{{> * d}}", "{{<*d}}{{/*d}}", "{{<* d}}{{/*d}}",
        "{{=<% %>=}}<%>P%>", "{{=<% %>= }}<%>P%>", "{{= <% %> =}}<%>P%>", "{{=<%%>=}}<%>P%>", "{{=a}} b=}}a}}>P b",
        "{{#a}}{{=<% %>=}}<%>In%><%/a%>{{>After}}<%>Text%>", "{{#a}}{{=<% %>=}}{{/a}}",
        "{{! {{>Hidden}} }}{{>P}}", "{{=<% %>=}}<%! 100%%><%>P%>", "{{=<% %>=}}<%! 100% %><%>P%>", "{{! open",
        "{{{a}}}{{>P}}", "{{{a}}{{>P}}", "{{{>P}}}", "{{>P}}{{>Q", "{{#a}}x", "{{#a}}x{{/b}}", "{{/a}}", "x{", "x{ ",
        "x{{", "{{#a}}{{", "{{\n>P}}", "{{\r\n>P}}{{>Q}}", "{{>\nP}}", "{{>dir/P}}{{>a(b)}}{{>}}", "{{>P Q}}",
        "{{#f(g(a))}}x{{/f(g(a))}}", "{{#f(g(a))}}x{{/g(a)}}", "{{#f(a}}{{/a}}", "{{$f(a)}}{{/f(a)}}", "{{$a}}{{/a}}",
        "{{<P}}\n{{$b}}{{>Q}}{{/b}}\n{{/P}}", "{{<P}}{{>Q}}{{/P}}", "{{<P}}{{! c }}{{=<% %>=}}<%/P%>",
        "{{<P}}{{=<% %>=}}<%$b%><%/b%><%/P%>", "{{%CONTENT_TYPE: TEXT}}{{>P}}", "{{%CONTENT_TYPE: XML}}",
        "é{{> P}}", "{{\u{301}>P}}", "{{>P\u{301}}}", "  {{#a}}\n  {{>P}}\n  {{/a}}\n",
    ]

    @Test("hand-written templates, one for each rule")
    func handWrittenTemplates() {
        for source in Self.handWritten { Self.expectAgreement(source) }
    }

    @Test("ckgen's own templates")
    func defaultTemplates() throws {
        for (name, source) in TemplateSet.defaults.sources.sorted(by: { $0.key < $1.key }) {
            let scanner = try #require(Self.scanner(source), "\(name)")
            #expect(Self.engine(source)?.partials == scanner.partials, "\(name)")
            #expect(Self.engine(source)?.depth == scanner.depth, "\(name)")
        }
    }

    @Test("3,000 templates made of pieces of tags, at a fixed seed")
    func generatedTemplates() {
        let pieces = [
            "{{", "}}", "{{>P}}", "{{> Q }}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{<P}}", "{{/P}}", "{{!",
            "{{=<% %>=}}", "<%", "%>", "<%>P%>", "<%#a%>", "<%/a%>", "<%={{ }}=%>", " ", "\n", ">", "#a", "/a", "=",
            "x", "{", "}", "*", "{{{a}}}", "{{&a}}", "{{ >R}}", "{{>*d}}", "%%>", "\u{301}", "\r\n", "\t",
        ]
        var random = SplitMix(seed: 34)
        var rejected = 0
        for _ in 0..<3000 {
            let count = 1 + Int(random.next() % 12)
            let source = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            Self.expectAgreement(source)
            if Self.engine(source) == nil { rejected += 1 }
        }
        // Both kinds are well represented, so the agreement covers accepted templates as well as rejected ones.
        #expect(rejected > 300 && rejected < 2700, "\(rejected) rejected")
    }
}

/// A small deterministic generator (SplitMix64), so a failure names a template that reproduces.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
