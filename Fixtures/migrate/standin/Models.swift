import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

// What Swift's importer gives for ../models/Models.h (the app's Objective-C model classes), so that the migrated
// goldens compile here. Sendable: the attribute blocks of the migrated views run on the main actor.

final class Quote: Sendable {
    let text: String
    let author: String

    init(text: String, author: String) {
        self.text = text
        self.author = author
    }
}

final class User: Sendable {
    let name: String
    let handle: String
    let avatar: UIImage
    let verified: Bool

    init(name: String, handle: String, avatar: UIImage, verified: Bool) {
        self.name = name
        self.handle = handle
        self.avatar = avatar
        self.verified = verified
    }
}

final class Theme: Sendable {
    let tint: UIColor

    init(tint: UIColor) {
        self.tint = tint
    }
}
