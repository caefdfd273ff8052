import Testing

@testable import CKGenCore

/// The order diagnostics are printed in (issue 34, fresh bugs): unlocated first, then by file, line and column; at
/// one place errors before warnings before notes, then by message.
@Suite("Diagnostics: their order, and which count as errors")
struct DiagnosticsOrderTests {
    static func at(_ file: String, _ line: Int, _ column: Int) -> CKGenCore.SourceLocation {
        CKGenCore.SourceLocation(file: file, line: line, column: column)
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [String] {
        let collector = Diagnostics()
        // Reported in reverse, then one at a time and as a batch, so the order comes from sorting.
        collector.report(contentsOf: Array(diagnostics.reversed().prefix(2)))
        for diagnostic in diagnostics.reversed().dropFirst(2) { collector.report(diagnostic) }
        return collector.all.map(\.message)
    }

    @Test("unlocated first, then file, line and column; each position decides before the next")
    func byLocation() {
        let diagnostics = [
            Diagnostic(.warning, id: .configYaml, "unlocated", at: nil),
            Diagnostic(.error, id: .configYaml, "A 1:9", at: Self.at("A.swift", 1, 9)),
            Diagnostic(.error, id: .configYaml, "A 2:1", at: Self.at("A.swift", 2, 1)),
            Diagnostic(.error, id: .configYaml, "A 2:2", at: Self.at("A.swift", 2, 2)),
            Diagnostic(.error, id: .configYaml, "B 1:1", at: Self.at("B.swift", 1, 1)),
        ]
        #expect(Self.sorted(diagnostics) == ["unlocated", "A 1:9", "A 2:1", "A 2:2", "B 1:1"])
        #expect(
            Self.sorted(diagnostics.shuffledDeterministically) == ["unlocated", "A 1:9", "A 2:1", "A 2:2", "B 1:1"]
        )
    }

    @Test("at one place, and among unlocated ones: errors, then warnings, then notes, then by message")
    func bySeverityThenMessage() {
        let place = Self.at("A.swift", 3, 4)
        let located = [
            Diagnostic(.note, id: .configYaml, "n", at: place),
            Diagnostic(.warning, id: .configYaml, "w", at: place),
            Diagnostic(.error, id: .configYaml, "e2", at: place),
            Diagnostic(.error, id: .configYaml, "e1", at: place),
        ]
        #expect(Self.sorted(located) == ["e1", "e2", "w", "n"])
        let unlocated = located.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            copy.location = nil
            return copy
        }
        #expect(Self.sorted(unlocated) == ["e1", "e2", "w", "n"])
        #expect(Diagnostic.Severity.error < .warning && Diagnostic.Severity.warning < .note)
        #expect(!(Diagnostic.Severity.note < .error) && !(Diagnostic.Severity.error < .error))
    }

    @Test("locations order by file, then line, then column")
    func locationOrder() {
        #expect(Self.at("A", 9, 9) < Self.at("B", 1, 1))
        #expect(Self.at("A", 1, 9) < Self.at("A", 2, 1))
        #expect(Self.at("A", 1, 1) < Self.at("A", 1, 2))
        #expect(!(Self.at("A", 1, 1) < Self.at("A", 1, 1)))
        #expect(Self.at("A", 1, 2).description == "A:1:2")
    }

    @Test("only an error counts as one: warnings and notes do not")
    func hasErrors() {
        let collector = Diagnostics()
        #expect(!collector.hasErrors)
        collector.report(Diagnostic(.warning, id: .configYaml, "w", at: nil))
        collector.report(Diagnostic(.note, id: .configYaml, "n", at: nil))
        #expect(!collector.hasErrors)
        collector.report(contentsOf: [Diagnostic(.error, id: .configYaml, "e", at: nil)])
        #expect(collector.hasErrors)
    }

    @Test("a diagnostic prints as 'path:line:col: severity: message', unlocated as 'ckgen:', notes after it")
    func description() {
        let note = Diagnostic(.note, id: .configYaml, "here", at: Self.at("B.swift", 2, 3))
        let located = Diagnostic(.warning, id: .configYaml, "odd", at: Self.at("A.swift", 1, 5), notes: [note])
        #expect(located.description == "A.swift:1:5: warning: odd\nB.swift:2:3: note: here")
        #expect(Diagnostic(.error, id: .configYaml, "bad", at: nil).description == "ckgen: error: bad")
    }

    @Test("diagnostic identifiers compare and hash by their text")
    func identifiers() {
        let a: DiagnosticID = "ckgen.validation.shadowedName"
        let b: DiagnosticID = "ckgen.validation.unhandledSelector"
        #expect(a < b && !(b < a) && !(a < a))
        #expect(Set([a, b, "ckgen.validation.shadowedName"]).count == 2)
        #expect(DiagnosticID.configYaml.description == "ckgen.config.yaml")
    }

    @Test("on GitHub: errors, warnings and notes are 'error', 'warning' and 'notice' annotations; '\\r' is escaped")
    func githubCommands() {
        let at = Self.at("A.swift", 1, 2)
        #expect(DiagnosticFormat.github.render(Diagnostic(.error, id: .configYaml, "e", at: at)).hasPrefix("::error "))
        #expect(
            DiagnosticFormat.github.render(Diagnostic(.warning, id: .configYaml, "w", at: at)).hasPrefix("::warning ")
        )
        #expect(
            DiagnosticFormat.github.render(Diagnostic(.note, id: .configYaml, "n\r", at: at))
                == "::notice file=A.swift,line=1,col=2,title=ckgen.config.yaml::n%0D"
        )
    }
}

extension Array {
    /// The elements in a fixed order unlike the given one: every other element, then the rest.
    var shuffledDeterministically: [Element] {
        enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            + enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    }
}
