import ComponentRuntime
import Foundation
import Testing

/// `UserInfo` literals and copies: a repeated key keeps the last value (as documented), and `adding` leaves the
/// original as it was.
@Suite("UserInfo")
struct UserInfoLiteralTests {
    @Test("a literal with a key twice keeps the last value")
    func repeatedKey() {
        let info = UserInfo(dictionaryLiteral: ("k", 1), ("other", "x"), ("k", 2))
        #expect(info["k"] == 2)
        #expect(info.description == "{k = 2; other = x}")
    }

    @Test("adding a key returns a copy; the original is unchanged")
    func adding() {
        let info: UserInfo = ["k": 1]
        let more = info.adding("k", 3).adding("b", true)
        #expect(info.description == "{k = 1}")
        #expect(more.description == "{b = 1; k = 3}")
    }
}
