/// ASCII character classes of UTF-8 bytes, for the shortcuts that answer ASCII names from their bytes instead of
/// asking each `Character` its Unicode properties. A byte of a multi-byte character is in none of them.
extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    /// A letter, a digit or `_`.
    var isASCIIIdentifierByte: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
}
