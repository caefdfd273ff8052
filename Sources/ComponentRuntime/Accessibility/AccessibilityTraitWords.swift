/// Names for accessibility traits: what the tree's dump prints, and the words VoiceOver speaks for them (what a
/// label should not repeat).
enum AccessibilityTraitWords {
    /// Every trait with its name, in the order the dump lists them. UIKit's own `UIAccessibilityTraits` has no
    /// readable description, so the names are ours (the traits' Swift names).
    static var named: [(trait: UIAccessibilityTraits, name: String)] {
        var named: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.header, "header"),
            (.searchField, "searchField"), (.selected, "selected"), (.notEnabled, "notEnabled"),
            (.adjustable, "adjustable"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
            (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.updatesFrequently, "updatesFrequently"),
            (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
            (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        ]
        if #available(iOS 17, *) {
            named.append(contentsOf: [(.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom")])
        }
        return named
    }

    /// The names of the traits in `traits`, in ``named``'s order.
    static func names(of traits: UIAccessibilityTraits) -> [String] {
        named.filter { traits.contains($0.trait) }.map(\.name)
    }

    /// What VoiceOver says for a trait after the label ("Play, button"), as whole words: a label that contains
    /// one of them says it twice. A header is announced as "heading"; a disabled element as "dimmed".
    static let spoken: [(trait: UIAccessibilityTraits, words: [String])] = [
        (.button, ["button"]), (.link, ["link"]), (.image, ["image"]), (.header, ["header", "heading"]),
        (.searchField, ["search field"]), (.selected, ["selected"]), (.notEnabled, ["dimmed"]),
        (.adjustable, ["adjustable"]), (.tabBar, ["tab bar", "tab"]),
    ]

    /// What VoiceOver says for `traits`, one word each ("button", "dimmed"), in ``spoken``'s order.
    static func spokenWords(of traits: UIAccessibilityTraits) -> [String] {
        spoken.filter { traits.contains($0.trait) }.compactMap(\.words.last)
    }

    /// The spoken words of `traits` that `label` contains as whole words, ignoring case, each with its trait's
    /// name: `"Play button"` with `.button` gives `[("button", "button")]`.
    static func repeatedWords(in label: String, traits: UIAccessibilityTraits) -> [(word: String, trait: String)] {
        let labelWords = words(of: label)
        var repeated: [(String, String)] = []
        for (trait, spokenWords) in spoken where traits.contains(trait) {
            guard let word = spokenWords.first(where: { contains(labelWords, words(of: $0)) }) else { continue }
            repeated.append((word, names(of: trait).first ?? word))
        }
        return repeated
    }

    /// `label` with the whole words in `removed` taken out and the spaces around them closed up.
    static func removing(_ removed: [String], from label: String) -> String {
        var result = label
        for phrase in removed {
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: phrase) + "\\b"
            result = result.replacingOccurrences(
                of: pattern,
                with: "",
                options: [.regularExpression, .caseInsensitive]
            )
        }
        return result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The lowercased words of `text`: runs of letters and digits.
    static func words(of text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether `words` contains `phrase` as consecutive words.
    private static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
    }
}
