import Foundation

/// A cheap, linear look at how deeply a Swift file nests, before swift-syntax sees it.
///
/// swift-syntax parses and walks trees recursively: thousands of nested `#if`, `(`, `[` or `{` overflow the stack,
/// and a few dozen unclosed or nested `[` make its type-or-expression lookahead take minutes. No real source
/// nests that deeply, so ckgen measures first and refuses files that do, with a located error, instead of crashing
/// or stalling the build.
///
/// Generic arguments (`A<B<C>>`), chains of function arrows (`(A) -> (B) -> C`) and of postfixes (`Int???`,
/// `a.b.c`, `f()()`) nest too, for swift-syntax's recursive reading and walking and for
/// ``PlainDeclarationReader``'s: each `<` written against a name, each `->` and each postfix counts as one level
/// more than the brackets around it, until its `>`, or until a `,`, `;`, `=`, `&`, `|`, a `{` or a declaration
/// keyword ends the type or the expression (so `a<b` in an expression counts only until the statement ends).
///
/// The scan skips comments, string literals (with interpolations, multi-line and raw strings) and regex literals
/// (`#/…/#`, multi-line ones too, and `/…/` where swift-syntax's lexer reads one) so brackets in text do not count.
/// It is an estimate, not a parser: it never needs to be exact, only never to undercount real nesting by much,
/// never to refuse real code (a line that ends an operand ends the chain, unless the next starts with `.`), and
/// never to take more than one pass.
///
/// The same pass notes where function, initializer and deinitializer bodies are (``functionBodies``), so the
/// parser can leave out those ckgen has no use for (see ``SkippedBodies``). Those are candidates, checked again:
/// a body is only taken when its braces balance with no `#if` inside, and a file whose shortened text does not
/// parse cleanly is parsed as written.
struct NestingScan {
    /// The deepest point: how deep, and where (a UTF-8 offset into the file).
    var maximumDepth = 0
    var deepestOffset = 0
    /// Whether generic arguments or function arrows were open at the deepest point (the refusal says so).
    var deepestInType = false
    /// The longest run of `[` opened one directly inside the other (only `(`, `[`, spaces and comments between
    /// them), as in `[[[` or `[([(`: swift-syntax's lookahead reads such a run as a possible type, and its time
    /// doubles with each `[`. `f(children: [g(children: [` is no such run: a name or label ends it.
    var maximumSquareDepth = 0
    var deepestSquareOffset = 0

    /// A body in braces after `func`, `init` or `deinit` written among declarations (at file scope, in a type or
    /// an extension), in the order they close: `braces` runs from its `{` to its `}`. A body inside another body
    /// is never listed on its own (the outer one holds it).
    struct FunctionBody: Equatable {
        var braces: ClosedRange<Int>
        var isInitializer: Bool
    }
    var functionBodies: [FunctionBody] = []

    /// The deepest nesting of brackets, `#if` blocks, generic arguments and function arrows (all kinds counted
    /// together) a file may have.
    static let depthLimit = 96
    /// The longest run of directly nested `[` a file may have. swift-syntax's time doubles with each: 12 take it
    /// over half a second in a debug build (and more than ten in the fuzzer's instrumented one, which found such a
    /// file), 16 several seconds, 24 minutes. No real source comes near 10.
    static let squareDepthLimit = 10

    var isWithinLimits: Bool {
        maximumDepth <= Self.depthLimit && maximumSquareDepth <= Self.squareDepthLimit
    }

    /// What a `{` opened, as far as the keywords before it tell.
    private enum Block {
        /// A type's, an extension's or a protocol's members.
        case declarations
        /// The body of a function or an initializer, opened at an offset, and the count of irregularities seen
        /// when it opened.
        case functionBody(isInitializer: Bool, openedAt: Int, irregularities: Int)
        /// Anything else: a closure, accessors, a statement's block, or a bracket that is no `{`.
        case other
    }

    /// The declaration keyword last read among declarations, until a `{` or another keyword settles it.
    private enum Pending {
        case none, type, function, initializer
    }

    /// The generic arguments and function arrows open (`count`), and how many of them were open when the innermost
    /// bracket opened (`base`: what the end of a statement inside the bracket goes back to).
    private struct TypeNesting {
        var count = 0
        var base = 0
        /// The `else if` in a row since the last `if` that began a statement: each nests the next `if` one level
        /// deeper in swift-syntax's tree (and its parser's recursion), though braces open and close between them.
        var elseIfs = 0
    }

    private enum Frame {
        /// An opening bracket, the number of `[` in the run of directly nested openers it ends, and the type
        /// nesting outside it (restored when it closes).
        case bracket(UInt8, run: Int, block: Block, outside: TypeNesting)
        /// `#if`
        case conditional
        /// A string literal: how many `#` delimit it, and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
        /// `\(` inside a string: code until the matching `)`.
        case interpolation
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { NestingScan(scanning: $0) }
    }

    // Reads an unsafe buffer, not the array: every byte of every file passes through here, and an array's bounds
    // checks and the look at the stack's top for each byte were a tenth of linting real code besides parsing.
    private init(scanning bytes: UnsafeBufferPointer<UInt8>) {
        var stack: [Frame] = []
        /// Whether the innermost frame is a string literal, kept as the stack changes rather than read per byte.
        var inString = false
        /// Whether the innermost frame, `#if` blocks aside, is the file's top level or a type's members: only there
        /// do `func`, `init` and type keywords declare something. Kept as the stack changes, like `inString`.
        var amongDeclarations = true
        /// The keyword that will decide what the next `{` opens, and the stack's height when it was read (a `{`
        /// inside the parameters' brackets is no body).
        var pending = Pending.none
        var pendingHeight = 0
        /// `#if`, `#else`, `#elseif` and `#endif`, and closing brackets that close nothing or a bracket of another
        /// kind, read so far: a body with one inside is not listed, since where it ends is then a guess (braces that
        /// balance only branch by branch, a `(` closed by a `}`).
        var irregularities = 0
        func refreshInString() {
            if case .string? = stack.last { inString = true } else { inString = false }
            var below = stack.count - 1
            while below >= 0, case .conditional = stack[below] { below -= 1 }
            if below < 0 {
                amongDeclarations = true
            } else if case .bracket(_, _, .declarations, _) = stack[below] {
                amongDeclarations = true
            } else {
                amongDeclarations = false
            }
        }
        /// The last `#/` that did not end: no `/` followed by `hashes` `#` comes before `before`, so no later `#/` with
        /// as many `#` ends there either (looking again for each would take quadratic time).
        var unterminatedRegex = (hashes: Int.max, before: 0)
        var depth = 0
        var types = TypeNesting()
        /// The deepest point so far (set on `self` at the end: a nested function cannot change `self` in an init).
        var deepest = (depth: 0, offset: 0, inType: false)
        /// Records a new deepest point at `index`, brackets and type nesting counted together.
        func measure(at index: Int) {
            let nesting = types.count + types.elseIfs
            if depth + nesting > deepest.depth { deepest = (depth + nesting, index, nesting > 0) }
        }
        /// Whether nothing but openers, spaces and comments came since the innermost bracket was opened.
        var directlyInside = false
        var index = 0
        let count = bytes.count
        var atLineStart = true
        /// Whether the last line ended with an operand, so that the next one may start a new statement.
        var lineMayEndStatement = false

        func byte(_ at: Int) -> UInt8 { at < count && at >= 0 ? bytes[at] : 0 }
        func starts(_ text: String, at position: Int) -> Bool {
            var offset = position
            for expected in text.utf8 {
                guard offset < count, bytes[offset] == expected else { return false }
                offset += 1
            }
            return true
        }
        func isWordByte(_ value: UInt8) -> Bool {
            value == UInt8(ascii: "_") || (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A) || value >= 0x80
        }

        /// Whether `value` ends an operand a postfix can follow: a name, `)`, `]`, `>`, or another postfix.
        func endsOperand(_ value: UInt8) -> Bool {
            isWordByte(value) || value == UInt8(ascii: ")") || value == UInt8(ascii: "]") || value == UInt8(ascii: ">")
                || value == UInt8(ascii: "?") || value == UInt8(ascii: "!")
        }
        /// `<` written against a name opens generic arguments, and `->` a function's result; `>` closes the
        /// innermost generic arguments. A postfix (`?`, `!`, `.member`) nests what it follows one level deeper.
        /// A `,`, the end of a statement, `&` and `|` end the type or the chain.
        func countTypeNesting(_ current: UInt8) {
            switch current {
            case UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "i"):
                // `try try x` and `await await x` nest as `?` does; `else if` nests the `if` in the `else`.
                guard index == 0 || !isWordByte(bytes[index - 1]) else { return }
                func isKeyword(_ word: String) -> Bool {
                    starts(word, at: index) && !isWordByte(byte(index + word.utf8.count))
                }
                if isKeyword("try") || isKeyword("await") {
                    types.count += 1
                    measure(at: index)
                } else if isKeyword("if") {
                    if Self.followsElse(bytes, before: index) {
                        types.elseIfs += 1
                        measure(at: index)
                    } else {
                        types.elseIfs = 0
                    }
                }
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                guard index > 0, endsOperand(bytes[index - 1]), byte(index + 1) != UInt8(ascii: "=") else { return }
                types.count += 1
                measure(at: index)
            case UInt8(ascii: "."):
                // `a.b`, `A.Type`; not `1.5`, `a...b` or `.red`.
                let next = byte(index + 1)
                guard index > 0, endsOperand(bytes[index - 1]),
                    next == UInt8(ascii: "`") || (isWordByte(next) && next > 0x39)
                else { return }
                types.count += 1
                measure(at: index)
            case UInt8(ascii: "<"):
                let next = byte(index + 1)
                guard index > 0, isWordByte(bytes[index - 1]), next != UInt8(ascii: "<"), next != UInt8(ascii: "=")
                else { return }
                types.count += 1
                measure(at: index)
            case UInt8(ascii: "-") where byte(index + 1) == UInt8(ascii: ">"):
                types.count += 1
                measure(at: index)
            case UInt8(ascii: ">"):
                if byte(index - 1) != UInt8(ascii: "-"), types.count > types.base { types.count -= 1 }
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
                types.count = types.base
            default:
                break
            }
        }

        while index < count {
            let current = bytes[index]
            // Inside a string literal: look only for its end and for interpolations.
            if inString, case .string(let hashes, let multiline)? = stack.last {
                if current == UInt8(ascii: "\\") {
                    var hashCount = 0
                    while byte(index + 1 + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                    if hashCount == hashes {
                        let next = index + 1 + hashCount
                        if byte(next) == UInt8(ascii: "(") {
                            stack.append(.interpolation)
                            inString = false
                            amongDeclarations = false
                            depth += 1
                            measure(at: index)
                            index = next + 1
                            continue
                        }
                        index = next + 1  // an escaped character
                        continue
                    }
                    index += 1
                    continue
                }
                if current == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { closes = false }
                    for offset in 0..<hashes where byte(index + quotes + offset) != UInt8(ascii: "#") {
                        closes = false
                    }
                    if closes {
                        stack.removeLast()
                        refreshInString()
                        index += quotes + hashes
                        continue
                    }
                }
                if current == UInt8(ascii: "\n") && !multiline {
                    stack.removeLast()  // an unterminated single-line string ends with its line
                    refreshInString()
                    atLineStart = true
                }
                index += 1
                continue
            }

            // A line that ended an operand (`f(x)`, `a.b`) ended its statement unless this line goes on with a
            // member (`.b`): the postfixes and types counted on it are closed (the cases of a long `switch`, one
            // `self.write(…)` a line, do not add up).
            if lineMayEndStatement, current != UInt8(ascii: " "), current != UInt8(ascii: "\t"),
                current != UInt8(ascii: "\r"), current != UInt8(ascii: "\n")
            {
                let next = byte(index + 1)
                let isSlash = current == UInt8(ascii: "/")
                if !(isSlash && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))) {
                    lineMayEndStatement = false
                    if current != UInt8(ascii: ".") { types.count = types.base }
                }
            }
            switch current {
            case UInt8(ascii: "\n"):
                atLineStart = true
                var last = index - 1
                while last >= 0,
                    bytes[last] == UInt8(ascii: " ") || bytes[last] == UInt8(ascii: "\t")
                        || bytes[last] == UInt8(ascii: "\r")
                {
                    last -= 1
                }
                if last >= 0, endsOperand(bytes[last]) || bytes[last] == UInt8(ascii: "\"") {
                    lineMayEndStatement = true
                }
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(index + 1) != UInt8(ascii: "*"):
                // A bare regex literal (`/a{2}\/\//`) where an expression may start: skipped whole, so a brace or
                // `//` inside it counts for nothing.
                if Self.startsRegexPosition(bytes, before: index),
                    let end = Self.bareRegexEnd(bytes, openingAt: index)
                {
                    index = end
                    atLineStart = false
                    directlyInside = false
                    continue
                }
                index += 1
                // An operator between two `[` leaves the run going, as any byte but a separator does (below).
                if directlyInside {
                    atLineStart = false
                    continue
                }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var commentDepth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") {
                        commentDepth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/") {
                        commentDepth -= 1
                        index += 2
                        if commentDepth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(index + hashes) == UInt8(ascii: "\"") {
                    let multiline = starts("\"\"\"", at: index + hashes)
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    inString = true
                    index += hashes + (multiline ? 3 : 1)
                    atLineStart = false
                    directlyInside = false
                    continue
                }
                // An extended regex literal, `#/…/#`: skipped whole, as a string is.
                if byte(index + hashes) == UInt8(ascii: "/"),
                    index >= unterminatedRegex.before || hashes < unterminatedRegex.hashes,
                    let end = Self.extendedRegexEnd(
                        bytes,
                        openingAt: index,
                        hashes: hashes,
                        unterminated: &unterminatedRegex
                    )
                {
                    index = end
                    atLineStart = false
                    directlyInside = false
                    continue
                }
                if hashes == 1 && amongDeclarations { pending = .none }
                if hashes == 1
                    && (starts("#if", at: index) || starts("#else", at: index) || starts("#endif", at: index))
                {
                    irregularities += 1
                }
                if atLineStart && hashes == 1 {
                    if starts("#if", at: index) && !isWordByte(byte(index + 3)) {
                        stack.append(.conditional)
                        depth += 1
                        measure(at: index)
                    } else if starts("#endif", at: index) && !isWordByte(byte(index + 6)) {
                        // Close the innermost #if, and any brackets left open inside it.
                        if let last = stack.lastIndex(where: { if case .conditional = $0 { true } else { false } }) {
                            depth -= stack.count - last
                            // The type nesting outside the outermost bracket closed with them comes back.
                            for frame in stack[last...] {
                                if case .bracket(_, _, _, let outside) = frame {
                                    types = outside
                                    break
                                }
                            }
                            stack.removeSubrange(last...)
                            refreshInString()
                            pending = .none
                        }
                    }
                }
                index += max(hashes, 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                var run = 0
                if directlyInside, case .bracket(_, let outer, _, _)? = stack.last { run = outer }
                if current == UInt8(ascii: "[") { run += 1 }
                var block = Block.other
                if current == UInt8(ascii: "{") {
                    if amongDeclarations && pendingHeight == stack.count {
                        switch pending {
                        case .type: block = .declarations
                        case .function, .initializer:
                            block = .functionBody(
                                isInitializer: pending == .initializer,
                                openedAt: index,
                                irregularities: irregularities
                            )
                        case .none: break
                        }
                        pending = .none
                    }
                }
                // A call or subscript of a call or subscript (`f()()`, `a[0][1]`) is a postfix of it, one deeper,
                // and stays so when its bracket closes.
                if current != UInt8(ascii: "{"), index > 0,
                    bytes[index - 1] == UInt8(ascii: ")") || bytes[index - 1] == UInt8(ascii: "]")
                {
                    types.count += 1
                }
                stack.append(
                    .bracket(current, run: current == UInt8(ascii: "{") ? 0 : run, block: block, outside: types)
                )
                if case .declarations = block { amongDeclarations = true } else { amongDeclarations = false }
                // A `{` ends the type before it (`-> Int {`, `if a<b {`): inside, types nest afresh. Inside `(`
                // and `[` they go on nesting (`A<(B<[C]>)>`), and a statement's end goes back to the count here.
                if current == UInt8(ascii: "{") {
                    types = TypeNesting()
                } else {
                    types.base = types.count
                }
                depth += 1
                measure(at: index)
                if run > maximumSquareDepth { (maximumSquareDepth, deepestSquareOffset) = (run, index) }
                index += 1
                directlyInside = current != UInt8(ascii: "{")
                atLineStart = false
                continue
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Close the innermost bracket or interpolation; a stray closer closes nothing.
                switch stack.last {
                case .bracket(let opener, _, let block, let outside)?:
                    stack.removeLast()
                    depth -= 1
                    // After a `}` the type before its `{` has ended; after `)` and `]` it goes on.
                    types = outside
                    if opener == UInt8(ascii: "{") { types.count = types.base }
                    if !Self.closes(current, opener) { irregularities += 1 }
                    if case .functionBody(let isInitializer, let openedAt, let seen) = block,
                        opener == UInt8(ascii: "{"), current == UInt8(ascii: "}"), seen == irregularities
                    {
                        functionBodies.append(FunctionBody(braces: openedAt...index, isInitializer: isInitializer))
                    }
                    refreshInString()
                    // Closing the block the keyword was read in (a protocol's `func f()` before its `}`) settles it.
                    if stack.count < pendingHeight { pending = .none }
                case .interpolation? where current == UInt8(ascii: ")"):
                    stack.removeLast()
                    refreshInString()
                    depth -= 1
                default:
                    irregularities += 1
                }
                index += 1
            default:
                countTypeNesting(current)
                // swift-syntax's lookahead on `[any[`, `[borrowing [`, `[@x[` or a control character between `[`
                // is as slow as on `[[` (found by the fuzzer), so such runs count as nesting.
                // Only a separator ends a run: anything else between two `[` (a word, an attribute, a stray
                // control character) leaves swift-syntax's lookahead just as slow.
                if directlyInside,
                    ![UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "=")]
                        .contains(current)
                {
                    index += 1
                    atLineStart = false
                    continue
                }
                // A word among declarations: a keyword may say what the next `{` opens. `Foo.init` and
                // `` `func` `` are names, not keywords.
                if amongDeclarations, isWordByte(current), current > 0x39 {
                    var end = index + 1
                    while end < count && isWordByte(bytes[end]) { end += 1 }
                    let previous = byte(index - 1)
                    if previous != UInt8(ascii: "."), previous != UInt8(ascii: "`"),
                        let keyword = Self.keyword(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    {
                        pending = keyword
                        pendingHeight = stack.count
                        // A declaration keyword starts a new declaration: the type before it has ended (a
                        // protocol's requirements, one `func f() -> Int` after another, have no `{` between them).
                        types.count = types.base
                    }
                    index = end
                    atLineStart = false
                    continue
                }
                index += 1
            }
            atLineStart = false
            directlyInside = false
        }
        (maximumDepth, deepestOffset, deepestInType) = deepest
    }

    /// Whether a `/` at `index` stands where swift-syntax's lexer reads a regex literal rather than an operator:
    /// at the start of the file, or after an opening bracket, a separator, an operator or a keyword that expects
    /// an expression (`return /a/`), not after a name, a literal or a closing bracket (`x / 2`, `f() /a/`). The
    /// lexer decides from the previous token; this looks back over at most 64 blanks.
    static func startsRegexPosition(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, index - position <= 64,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position])
        {
            position -= 1
        }
        guard position >= 0 else { return true }
        guard index - position <= 64 else { return false }
        let previous = bytes[position]
        switch previous {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "<"):
            // `x+/a/` lexes `+/` as one operator: a regex needs the `/` apart from the operator before it.
            return previous == UInt8(ascii: "(") || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":") || previous == UInt8(ascii: ";")
                || position < index - 1
        default:
            guard previous >= UInt8(ascii: "a"), previous <= UInt8(ascii: "z") else { return false }
            var start = position
            while start > 0, bytes[start - 1] >= UInt8(ascii: "a"), bytes[start - 1] <= UInt8(ascii: "z"),
                position - start < 8
            {
                start -= 1
            }
            if start > 0,
                bytes[start - 1] == UInt8(ascii: "_") || bytes[start - 1] == UInt8(ascii: ".")
                    || (bytes[start - 1] >= UInt8(ascii: "A") && bytes[start - 1] <= UInt8(ascii: "Z"))
                    || (bytes[start - 1] >= UInt8(ascii: "0") && bytes[start - 1] <= UInt8(ascii: "9"))
            {
                return false
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...position]), as: UTF8.self)
            return regexKeywords.contains(word)
        }
    }

    /// Whether the `if` at `index` follows `else` (blanks and line breaks between them, at most 64 bytes back).
    static func followsElse(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, index - position <= 64,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position])
        {
            position -= 1
        }
        guard position >= 3, position < index - 1 else { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[(position - 3)...position])
        guard word.elementsEqual("else".utf8) else { return false }
        // `else` itself, not the end of a longer name (`orElse if` cannot be written, but `_else` can).
        guard position >= 4 else { return true }
        let before = bytes[position - 4]
        let isNameByte =
            before == UInt8(ascii: "_") || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
            || (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
            || (before >= UInt8(ascii: "A") && before <= UInt8(ascii: "Z")) || before >= 0x80
        return !isNameByte
    }

    /// Keywords after which an expression, and so a regex literal, may start.
    static let regexKeywords: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "switch", "else", "repeat",
        "yield",
    ]

    /// Where a bare regex literal opened by the `/` at `index` ends (just past its closing `/`), or `nil` when
    /// swift-syntax reads no regex there: one that starts with a blank, ends with one, ends at its line, or closes
    /// a group it never opened is an operator; one whose closing `/` starts a comment is none.
    static func bareRegexEnd(_ bytes: UnsafeBufferPointer<UInt8>, openingAt index: Int) -> Int? {
        let count = bytes.count
        var position = index + 1
        guard position < count, bytes[position] != UInt8(ascii: " "), bytes[position] != UInt8(ascii: "\t") else {
            return nil
        }
        var groups = 0
        var previousIsBlank = false
        while position < count {
            let current = bytes[position]
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "/"):
                let next = position + 1 < count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || previousIsBlank { return nil }
                return position + 1
            case UInt8(ascii: "\\"):
                // An escaped character, which may be a `/`.
                position += 2
                previousIsBlank = false
                continue
            case UInt8(ascii: "("):
                groups += 1
            case UInt8(ascii: ")"):
                if groups == 0 { return nil }
                groups -= 1
            default:
                break
            }
            previousIsBlank = current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")
            position += 1
        }
        return nil
    }

    /// Where an extended regex literal opened by `hashes` `#` and a `/` at `index` ends (just past its closing
    /// `/` and `#`s), or `nil` when it does not end. After `#/` and blanks up to the line's end it is multi-line,
    /// and may hold line breaks; otherwise it ends on its line.
    static func extendedRegexEnd(_ bytes: UnsafeBufferPointer<UInt8>, openingAt index: Int, hashes: Int) -> Int? {
        var unterminated = (hashes: Int.max, before: 0)
        return extendedRegexEnd(bytes, openingAt: index, hashes: hashes, unterminated: &unterminated)
    }

    /// ``extendedRegexEnd(_:openingAt:hashes:)``, recording in `unterminated` how far a literal that does not end
    /// was looked for.
    static func extendedRegexEnd(
        _ bytes: UnsafeBufferPointer<UInt8>,
        openingAt index: Int,
        hashes: Int,
        unterminated: inout (hashes: Int, before: Int)
    ) -> Int? {
        let count = bytes.count
        var position = index + hashes + 1
        var scan = position
        while scan < count, bytes[scan] == UInt8(ascii: " ") || bytes[scan] == UInt8(ascii: "\t") { scan += 1 }
        let multiline = scan < count && (bytes[scan] == UInt8(ascii: "\n") || bytes[scan] == UInt8(ascii: "\r"))
        while position < count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) && !multiline {
                unterminated = (hashes, position)
                return nil
            }
            if current == UInt8(ascii: "/") {
                var closing = 0
                while position + 1 + closing < count, bytes[position + 1 + closing] == UInt8(ascii: "#") {
                    closing += 1
                }
                if closing >= hashes { return position + 1 + closing }
            }
            position += 1
        }
        unterminated = (hashes, count)
        return nil
    }

    /// Whether `closer` is the bracket that closes `opener`.
    private static func closes(_ closer: UInt8, _ opener: UInt8) -> Bool {
        switch opener {
        case UInt8(ascii: "("): closer == UInt8(ascii: ")")
        case UInt8(ascii: "["): closer == UInt8(ascii: "]")
        default: closer == UInt8(ascii: "}")
        }
    }

    /// What a word read among declarations means for the next `{`: `.none` for a keyword that starts some other
    /// declaration (a property's `{` holds accessors, not a body to leave out), `nil` for any other word
    /// (modifiers, names, types), which changes nothing.
    private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Pending? {
        func matches(_ text: StaticString) -> Bool {
            guard text.utf8CodeUnitCount == word.count, let start = word.baseAddress else { return false }
            return memcmp(text.utf8Start, start, word.count) == 0
        }
        switch word.count {
        case 3: return matches("var") || matches("let") ? Pending.none : nil
        case 4:
            if matches("func") { return .function }
            if matches("init") { return .initializer }
            if matches("enum") { return .type }
            return matches("case") ? Pending.none : nil
        case 5:
            if matches("class") || matches("actor") { return .type }
            return matches("macro") ? Pending.none : nil
        case 6:
            if matches("struct") { return .type }
            if matches("deinit") { return .function }
            return matches("import") ? Pending.none : nil
        case 8:
            if matches("protocol") { return .type }
            return matches("operator") ? Pending.none : nil
        case 9:
            if matches("extension") { return .type }
            return matches("typealias") || matches("subscript") ? Pending.none : nil
        case 14: return matches("associatedtype") ? Pending.none : nil
        case 15: return matches("precedencegroup") ? Pending.none : nil
        default: return nil
        }
    }
}
