import ComponentRuntime
import Foundation
import Testing

/// Each kind of user info value: the literal that makes it and how it reads in a description (booleans as 1
/// and 0, as `NSNumber` prints them).
@Suite("UserInfo values")
struct UserInfoValueTests {
    @Test("literals make the kind they look like")
    func literals() {
        let text: UserInfoValue = "a"
        let number: UserInfoValue = -3
        let fraction: UserInfoValue = 1.5
        let flag: UserInfoValue = false
        #expect(text == .string("a"))
        #expect(number == .int(-3))
        #expect(fraction == .double(1.5))
        #expect(flag == .bool(false))
        #expect(UserInfoValue.int(1) != .double(1), "kinds differ even for equal numbers")
        #expect(UserInfoValue.bool(true) != .int(1))
    }

    @Test("each kind's description")
    func descriptions() {
        #expect(UserInfoValue.string("a b").description == "a b")
        #expect(UserInfoValue.int(-3).description == "-3")
        #expect(UserInfoValue.double(1.5).description == "1.5")
        #expect(UserInfoValue.bool(true).description == "1")
        #expect(UserInfoValue.bool(false).description == "0")
    }

    @Test("a user info reads its keys sorted, and a missing key as nil; setting one changes that copy only")
    func keysAndSubscript() {
        var info: UserInfo = ["b": 2.5, "a": false, "c": "x"]
        #expect(info.description == "{a = 0; b = 2.5; c = x}")
        #expect(info["missing"] == nil)
        let before = info
        info["a"] = true
        info["b"] = nil
        #expect(info.description == "{a = 1; c = x}")
        #expect(before.description == "{a = 0; b = 2.5; c = x}")
        #expect(UserInfo().description == "{}")
        #expect(UserInfo(["k": 1]) == ["k": 1])
    }
}
