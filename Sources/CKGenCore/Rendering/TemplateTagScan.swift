/// The tags of a Mustache template that open and end sections or include partials, found the way the template
/// engine (swift-mustache) finds them, without parsing the template.
///
/// ckgen checks templates before the engine parses or renders them (``TemplateBounds``, ``TemplatePartials``), so
/// those checks must see exactly the tags the engine sees. The engine's rules, some of them surprising:
/// - a tag's kind is the character right after the opening delimiter: `{{ >Name}}` is a variable tag (which the
///   engine rejects), not a partial;
/// - a set-delimiter tag is `=`, blanks, the new opening delimiter, blanks, the new closing one, blanks, `=` and at
///   once the closing delimiter: `{{=<% %>= }}` is rejected;
/// - a delimiter changed inside a section holds only until that section ends;
/// - an opening delimiter followed by a line break is text;
/// - a comment ends at the first closing delimiter the engine's plain search finds (it does not back up: with
///   `%>` as the closing delimiter, `%%>` does not end a comment).
///
/// Scanning stops at the first tag the engine rejects: the engine stops there too, and reports it.
struct TemplateTagScan {
    /// A line and a column (in UTF-8 bytes, like every location ckgen reports), both from 1.
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    enum Kind: Equatable {
        /// `{{#…}}`, `{{^…}}` or `{{$…}}`: opens a section.
        case section
        /// `{{/…}}`: ends the innermost section.
        case sectionEnd
        /// `{{>Name}}`, or `{{<Name}}` (`isParent`, which also opens a section); `{{>*name}}` and `{{<*name}}` are
        /// `isDynamic`: the partial is named by a value at render time.
        case partial(name: String, isDynamic: Bool, isParent: Bool)
    }

    struct Tag: Equatable {
        var kind: Kind
        /// Where the tag's opening delimiter starts.
        var position: Position
        /// Where the partial's name starts (what a fix-it edits); the tag's position for other tags.
        var namePosition: Position
    }

    /// The section and partial tags, in order, up to the first tag the engine rejects.
    var tags: [Tag]
    /// Where the engine stops with a syntax error (at a tag, or at the end of a section never ended), if it does.
    var rejection: Position?

    init(_ source: String) {
        var scanner = TemplateTagScanner(source)
        scanner.scan()
        tags = scanner.tags
        rejection = scanner.rejection
    }
}

/// Walks a template the way swift-mustache's parser does (`Template+Parser.swift`), character by character.
private struct TemplateTagScanner {
    /// What the engine keeps for each section it is parsing (and for the template itself, the first).
    struct Frame {
        var open: [Character]
        var close: [Character]
        /// The name and transforms the section's end tag must repeat; `nil` for the template itself.
        var name: String?
        var transforms: [String] = []
        /// `{{<Name}}`: a parent, which may hold only text and block definitions.
        var isParent = false
        /// In a parent, until a delimiter changes: `{{$…}}` defines a block rather than expanding one.
        var definesBlocks = false
        /// A parent that holds a tag other than text and block definitions; the engine rejects it at its end.
        var holdsOtherTags = false
    }

    let characters: [Character]
    /// The UTF-8 offset of each character, and of the end.
    let byteOffsets: [Int]
    /// The UTF-8 offset at which each line starts.
    let lineStarts: [Int]
    var index = 0
    var frames: [Frame]
    var tags: [TemplateTagScan.Tag] = []
    var rejection: TemplateTagScan.Position?

    init(_ source: String) {
        characters = Array(source)
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        byteOffsets = offsets
        var starts = [0]
        for (position, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(position + 1)
        }
        lineStarts = starts
        frames = [Frame(open: Array("{{"), close: Array("}}"))]
    }

    /// The characters a section or variable name may use, with and without the brackets of transforms.
    static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    static let nameCharactersWithoutBrackets = Set(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*"
    )
    static let partialNameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
    /// The content types a `{{%CONTENT_TYPE: …}}` pragma may name (the engine's defaults; ckgen registers none).
    static let contentTypes: Set<String> = ["HTML", "TEXT"]

    func position(at characterIndex: Int) -> TemplateTagScan.Position {
        let offset = byteOffsets[characterIndex]
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TemplateTagScan.Position(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    mutating func scan() {
        while let tagStart = nextOpening() {
            guard index < characters.count else { break }  // the engine drops an opening delimiter at the end
            if characters[index].isNewline {  // and reads one followed by a line break as text
                index += 1
                continue
            }
            guard scanTag(from: tagStart) else {
                rejection = position(at: tagStart)
                return
            }
        }
        if rejection == nil && frames.count > 1 { rejection = position(at: characters.count) }
    }

    /// Moves past the next opening delimiter and returns where it starts; `nil` at the end of the text, or (with
    /// `rejection` set) where the engine fails looking for one: it reads as many characters as the delimiter has
    /// at each character that starts it, and there may not be that many left.
    mutating func nextOpening() -> Int? {
        let open = frames[frames.count - 1].open
        while index < characters.count {
            if characters[index] == open[0] {
                guard index + open.count <= characters.count else {
                    rejection = position(at: index)
                    return nil
                }
                if characters[index..<(index + open.count)].elementsEqual(open) {
                    let start = index
                    index += open.count
                    return start
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads the tag after the opening delimiter at `tagStart`; `false` if the engine rejects it.
    mutating func scanTag(from tagStart: Int) -> Bool {
        let tagPosition = position(at: tagStart)
        let marker = characters[index]
        switch marker {
        case "#", "^":
            index += 1
            guard let (name, transforms) = readName() else { return false }
            noteTagInParent()
            openSection(Frame(open: frame.open, close: frame.close, name: name, transforms: transforms))
            tags.append(.init(kind: .section, position: tagPosition, namePosition: tagPosition))
        case "$":
            index += 1
            guard let (name, transforms) = readName(), transforms.isEmpty else { return false }
            if !frame.definesBlocks { noteTagInParent() }
            openSection(Frame(open: frame.open, close: frame.close, name: name))
            tags.append(.init(kind: .section, position: tagPosition, namePosition: tagPosition))
        case "/":
            index += 1
            guard let (name, transforms) = readName(), frames.count > 1, name == frame.name,
                transforms == frame.transforms, !(frame.isParent && frame.holdsOtherTags)
            else { return false }
            frames.removeLast()
            tags.append(.init(kind: .sectionEnd, position: tagPosition, namePosition: tagPosition))
        case ">":
            index += 1
            skipWhitespace()
            let isDynamic = index < characters.count && characters[index] == "*"
            if isDynamic { index += 1 }
            skipWhitespace()
            let nameStart = index
            guard let name = readPartialName() else { return false }
            noteTagInParent()
            tags.append(
                .init(
                    kind: .partial(name: name, isDynamic: isDynamic, isParent: false),
                    position: tagPosition,
                    namePosition: position(at: nameStart)
                )
            )
        case "<":
            index += 1
            skipWhitespace()
            let nameStart = index
            guard let sectionName = readPartialName() else { return false }
            let isDynamic = sectionName.first == "*"
            noteTagInParent()
            var parent = Frame(open: frame.open, close: frame.close, name: sectionName)
            parent.isParent = true
            parent.definesBlocks = true
            openSection(parent)
            tags.append(
                .init(
                    kind: .partial(
                        name: isDynamic ? String(sectionName.dropFirst()) : sectionName,
                        isDynamic: isDynamic,
                        isParent: true
                    ),
                    position: tagPosition,
                    namePosition: position(at: nameStart + (isDynamic ? 1 : 0))
                )
            )
        case "!":
            index += 1
            return skipComment()
        case "=":
            index += 1
            return readDelimiters()
        case "%":
            index += 1
            guard readContentType() else { return false }
            noteTagInParent()
        case "{":
            index += 1
            guard readName() != nil, index < characters.count, characters[index] == "}" else { return false }
            index += 1
            noteTagInParent()
        case "&":
            index += 1
            guard readName() != nil else { return false }
            noteTagInParent()
        default:
            // A variable: its name starts at the marker, which is what makes `{{ >Name}}` one.
            guard readName() != nil else { return false }
            noteTagInParent()
        }
        return true
    }

    var frame: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    mutating func openSection(_ section: Frame) { frames.append(section) }

    /// The current section holds a tag other than text or a block definition, which a parent may not.
    mutating func noteTagInParent() {
        if frame.isParent { frame.holdsOtherTags = true }
    }

    mutating func skipWhitespace() {
        while index < characters.count && characters[index].isWhitespace { index += 1 }
    }

    mutating func read(while belongs: (Character) -> Bool) -> String {
        let start = index
        while index < characters.count && belongs(characters[index]) { index += 1 }
        return String(characters[start..<index])
    }

    /// Reads the closing delimiter, if it comes next.
    mutating func readClose() -> Bool {
        let close = frame.close
        guard index + close.count <= characters.count,
            characters[index..<(index + close.count)].elementsEqual(close)
        else { return false }
        index += close.count
        return true
    }

    /// A section or variable name up to the closing delimiter, split into the name and the transforms applied to
    /// it (`f(g(name))`: `name`, `[f, g]`); `nil` if the engine rejects it.
    mutating func readName() -> (String, [String])? {
        skipWhitespace()
        let text = read { Self.nameCharacters.contains($0) }
        skipWhitespace()
        guard readClose() else { return nil }
        return Self.splitTransforms(Array(text))
    }

    static func splitTransforms(_ text: [Character]) -> (String, [String])? {
        var index = 0
        func readPlainName() -> String {
            let start = index
            while index < text.count && nameCharactersWithoutBrackets.contains(text[index]) { index += 1 }
            return String(text[start..<index])
        }
        let first = readPlainName()
        if index == text.count { return (String(text), []) }
        guard text[index] == "(" else { return nil }
        index += 1
        var transforms = [first]
        while true {
            let name = readPlainName()
            guard index < text.count else { return nil }
            switch text[index] {
            case ")":
                index += 1
                var closing = 1
                while index < text.count && text[index] == ")" {
                    closing += 1
                    index += 1
                }
                guard closing == transforms.count, index == text.count else { return nil }
                return (name, transforms)
            case "(":
                index += 1
                transforms.append(name)
            default:
                return nil
            }
        }
    }

    /// A partial's name up to the closing delimiter; `nil` if the engine rejects it.
    mutating func readPartialName() -> String? {
        skipWhitespace()
        let name = read { Self.partialNameCharacters.contains($0) }
        skipWhitespace()
        return readClose() ? name : nil
    }

    /// Moves past the closing delimiter the way the engine looks for it in a comment: matching from where a
    /// mismatch happens, without backing up. `false` if it finds none.
    mutating func skipComment() -> Bool {
        let close = frame.close
        var matched = 0
        while index < characters.count {
            if characters[index] == close[matched] {
                matched += 1
                if matched == close.count {
                    index += 1
                    return true
                }
            } else {
                matched = 0
            }
            index += 1
        }
        return false
    }

    /// `{{=<% %>=}}`: changes the current section's delimiters; `false` if the engine rejects the tag.
    mutating func readDelimiters() -> Bool {
        skipWhitespace()
        let open = read { !$0.isWhitespace }
        guard index < characters.count else { return false }
        skipWhitespace()
        let close = read { $0 != "=" && !$0.isWhitespace }
        guard index < characters.count else { return false }
        skipWhitespace()
        guard index < characters.count, characters[index] == "=" else { return false }
        index += 1
        guard readClose(), !open.isEmpty, !close.isEmpty else { return false }
        frame.open = Array(open)
        frame.close = Array(close)
        frame.definesBlocks = false
        return true
    }

    /// `{{%CONTENT_TYPE: TEXT}}`; `false` if the engine rejects it.
    mutating func readContentType() -> Bool {
        skipWhitespace()
        let variable = read { Self.nameCharactersWithoutBrackets.contains($0) }
        skipWhitespace()
        guard index < characters.count, characters[index] == ":" else { return false }
        index += 1
        skipWhitespace()
        let value = read { Self.nameCharactersWithoutBrackets.contains($0) }
        skipWhitespace()
        guard readClose() else { return false }
        return variable == "CONTENT_TYPE" && Self.contentTypes.contains(value)
    }
}
