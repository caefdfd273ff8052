#if !canImport(UIKit)
    /// What kind of text an element holds, so that VoiceOver reads it suitably (source code character by
    /// character, a chat message by message): the headless backend's `UIAccessibilityTextualContext`, an
    /// extensible set of string constants as in UIKit. The raw values are the constants' Objective-C names; UIKit
    /// does not document its own.
    public struct UIAccessibilityTextualContext: Hashable, RawRepresentable, Sendable {
        /// The raw string.
        public let rawValue: String
        /// Creates a context from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a context from its raw string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Text being written, as in a word processor.
        public static let wordProcessing = UIAccessibilityTextualContext("UIAccessibilityTextualContextWordProcessing")
        /// Prose meant to be read, as in a book.
        public static let narrative = UIAccessibilityTextualContext("UIAccessibilityTextualContextNarrative")
        /// Messages, as in a chat.
        public static let messaging = UIAccessibilityTextualContext("UIAccessibilityTextualContextMessaging")
        /// The cells of a spreadsheet.
        public static let spreadsheet = UIAccessibilityTextualContext("UIAccessibilityTextualContextSpreadsheet")
        /// File and folder names.
        public static let fileSystem = UIAccessibilityTextualContext("UIAccessibilityTextualContextFileSystem")
        /// Program source, read with its punctuation.
        public static let sourceCode = UIAccessibilityTextualContext("UIAccessibilityTextualContextSourceCode")
        /// A terminal's output.
        public static let console = UIAccessibilityTextualContext("UIAccessibilityTextualContextConsole")
    }
#endif
