#if !canImport(UIKit)

    /// The keyboard and text-handling settings of a text input: the headless backend's `UITextInputTraits`.
    /// ``UITextField`` and ``UITextView`` adopt it. The headless backend shows no keyboard, so these are stored
    /// for the app and its tests to read; only ``isSecureTextEntry`` changes behaviour (a secure field's text is
    /// not its accessibility value).
    ///
    /// Every requirement is optional in UIKit; here they are ordinary requirements, which the two adopters meet.
    /// The writing tools traits are left out; the two adopters have the password rules and conversation context
    /// traits as properties of their own.
    @MainActor
    public protocol UITextInputTraits: AnyObject {
        /// When the shift key turns on by itself.
        var autocapitalizationType: UITextAutocapitalizationType { get set }
        /// Whether autocorrection is on.
        var autocorrectionType: UITextAutocorrectionType { get set }
        /// Whether spell checking is on.
        var spellCheckingType: UITextSpellCheckingType { get set }
        /// Whether straight quotes become curly ones.
        var smartQuotesType: UITextSmartQuotesType { get set }
        /// Whether two hyphens become a dash.
        var smartDashesType: UITextSmartDashesType { get set }
        /// Whether spaces are added and removed around pasted words.
        var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
        /// Whether the keyboard suggests the rest of the word inline.
        var inlinePredictionType: UITextInlinePredictionType { get set }
        /// Whether a typed maths expression is completed with its result.
        var mathExpressionCompletionType: UITextMathExpressionCompletionType { get set }
        /// Which keyboard is shown.
        var keyboardType: UIKeyboardType { get set }
        /// Whether the keyboard is light or dark.
        var keyboardAppearance: UIKeyboardAppearance { get set }
        /// What the return key says.
        var returnKeyType: UIReturnKeyType { get set }
        /// Whether the return key is disabled while there is no text.
        var enablesReturnKeyAutomatically: Bool { get set }
        /// Whether the text is hidden as it is typed (a password).
        var isSecureTextEntry: Bool { get set }
        /// What the text is (a user name, a one-time code), so the system can offer to fill it in.
        var textContentType: UITextContentType! { get set }
    }

    /// When the keyboard's shift key turns on by itself: UIKit's `UITextAutocapitalizationType`, with UIKit's raw
    /// values.
    public enum UITextAutocapitalizationType: Int, Sendable {
        /// Never.
        case none = 0
        /// At the start of each word.
        case words = 1
        /// At the start of each sentence.
        case sentences = 2
        /// For every character.
        case allCharacters = 3
    }

    /// Whether autocorrection is on: UIKit's `UITextAutocorrectionType`, with UIKit's raw values.
    public enum UITextAutocorrectionType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether spell checking is on: UIKit's `UITextSpellCheckingType`, with UIKit's raw values.
    public enum UITextSpellCheckingType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether straight quotes become curly ones: UIKit's `UITextSmartQuotesType`, with UIKit's raw values.
    public enum UITextSmartQuotesType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether two hyphens become a dash: UIKit's `UITextSmartDashesType`, with UIKit's raw values.
    public enum UITextSmartDashesType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether spaces are fixed up around pasted and deleted words: UIKit's `UITextSmartInsertDeleteType`, with
    /// UIKit's raw values.
    public enum UITextSmartInsertDeleteType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether the keyboard suggests the rest of a word inline: UIKit's `UITextInlinePredictionType`, with UIKit's
    /// raw values.
    public enum UITextInlinePredictionType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether a typed maths expression is completed with its result: UIKit's
    /// `UITextMathExpressionCompletionType`, with UIKit's raw values.
    public enum UITextMathExpressionCompletionType: Int, Sendable {
        /// As the system decides for the input.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Which keyboard a text input shows: UIKit's `UIKeyboardType`, with UIKit's raw values.
    public enum UIKeyboardType: Int, Sendable {
        /// The keyboard of the current input method.
        case `default` = 0
        /// Letters and digits of ASCII only.
        case asciiCapable = 1
        /// Digits and punctuation.
        case numbersAndPunctuation = 2
        /// For web addresses: ".", "/" and ".com" keys.
        case URL = 3
        /// Digits 0 to 9.
        case numberPad = 4
        /// Digits, "*", "#" and "+".
        case phonePad = 5
        /// Letters, and digits for a phone number.
        case namePhonePad = 6
        /// For email addresses: "@" and "." keys.
        case emailAddress = 7
        /// Digits and a decimal separator.
        case decimalPad = 8
        /// With "@" and "#" keys at hand.
        case twitter = 9
        /// For web searches: a space key and a "Go" key.
        case webSearch = 10
        /// Digits 0 to 9 of ASCII only.
        case asciiCapableNumberPad = 11

        /// The keyboard for alphabetic input; the same as `.asciiCapable`, as in UIKit.
        public static var alphabet: UIKeyboardType { .asciiCapable }
    }

    /// Whether the keyboard is light or dark: UIKit's `UIKeyboardAppearance`, with UIKit's raw values.
    public enum UIKeyboardAppearance: Int, Sendable {
        /// As the system decides.
        case `default` = 0
        /// Dark.
        case dark = 1
        /// Light.
        case light = 2

        /// The keyboard for an alert; the same as `.dark`, as in UIKit.
        public static var alert: UIKeyboardAppearance { .dark }
    }

    /// What the keyboard's return key says: UIKit's `UIReturnKeyType`, with UIKit's raw values.
    public enum UIReturnKeyType: Int, Sendable {
        /// "return".
        case `default` = 0
        /// "Go".
        case go = 1
        /// "Google".
        case google = 2
        /// "Join".
        case join = 3
        /// "Next".
        case next = 4
        /// "Route".
        case route = 5
        /// "Search".
        case search = 6
        /// "Send".
        case send = 7
        /// "Yahoo".
        case yahoo = 8
        /// "Done".
        case done = 9
        /// "Emergency Call".
        case emergencyCall = 10
        /// "Continue".
        case `continue` = 11
    }

    /// What the text of an input is, so the system can offer to fill it in (a user name, a one-time code):
    /// UIKit's `UITextContentType`. UIKit's raw strings are its own; on the headless backend each constant's raw
    /// value is its name (`"oneTimeCode"`), so compare constants, not strings.
    public struct UITextContentType: Hashable, RawRepresentable, Sendable {
        /// The type's text.
        public let rawValue: String
        /// The type with the text `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A person's full name.
        public static let name = UITextContentType(rawValue: "name")
        /// A title before a name ("Dr.").
        public static let namePrefix = UITextContentType(rawValue: "namePrefix")
        /// A given name.
        public static let givenName = UITextContentType(rawValue: "givenName")
        /// A middle name.
        public static let middleName = UITextContentType(rawValue: "middleName")
        /// A family name.
        public static let familyName = UITextContentType(rawValue: "familyName")
        /// A suffix after a name ("Jr.").
        public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
        /// A nickname.
        public static let nickname = UITextContentType(rawValue: "nickname")
        /// A job title.
        public static let jobTitle = UITextContentType(rawValue: "jobTitle")
        /// An organisation's name.
        public static let organizationName = UITextContentType(rawValue: "organizationName")
        /// A place.
        public static let location = UITextContentType(rawValue: "location")
        /// A whole street address.
        public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
        /// The first line of a street address.
        public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
        /// The second line of a street address.
        public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
        /// A city.
        public static let addressCity = UITextContentType(rawValue: "addressCity")
        /// A state or province.
        public static let addressState = UITextContentType(rawValue: "addressState")
        /// A city and its state.
        public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
        /// A part of a city.
        public static let sublocality = UITextContentType(rawValue: "sublocality")
        /// A country's name.
        public static let countryName = UITextContentType(rawValue: "countryName")
        /// A postal code.
        public static let postalCode = UITextContentType(rawValue: "postalCode")
        /// A telephone number.
        public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
        /// An email address.
        public static let emailAddress = UITextContentType(rawValue: "emailAddress")
        /// A web address.
        public static let URL = UITextContentType(rawValue: "URL")
        /// A credit card number.
        public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
        /// An account's user name.
        public static let username = UITextContentType(rawValue: "username")
        /// An account's password.
        public static let password = UITextContentType(rawValue: "password")
        /// A new password, which the system may offer to make up.
        public static let newPassword = UITextContentType(rawValue: "newPassword")
        /// A one-time code received by message or email.
        public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
        /// A parcel's tracking number.
        public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
        /// A flight number.
        public static let flightNumber = UITextContentType(rawValue: "flightNumber")
        /// A date, a time or both.
        public static let dateTime = UITextContentType(rawValue: "dateTime")
        /// A birth date.
        public static let birthdate = UITextContentType(rawValue: "birthdate")
        /// The day of a birth date.
        public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
        /// The month of a birth date.
        public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
        /// The year of a birth date.
        public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
        /// A credit card's security code.
        public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
        /// The name on a credit card.
        public static let creditCardName = UITextContentType(rawValue: "creditCardName")
        /// The given name on a credit card.
        public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
        /// The middle name on a credit card.
        public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
        /// The family name on a credit card.
        public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
        /// A credit card's expiry date.
        public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
        /// The month of a credit card's expiry date.
        public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
        /// The year of a credit card's expiry date.
        public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
        /// A credit card's network ("Visa").
        public static let creditCardType = UITextContentType(rawValue: "creditCardType")
        /// A SIM's EID.
        public static let cellularEID = UITextContentType(rawValue: "cellularEID")
        /// A phone's IMEI.
        public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
    }
#endif
