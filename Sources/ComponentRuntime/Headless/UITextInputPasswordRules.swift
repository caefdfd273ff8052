#if !canImport(UIKit)
    public import Foundation

    /// What a service requires of a password, for the strong passwords the system suggests: the headless
    /// backend's `UITextInputPasswordRules`, a text input's `passwordRules`. The descriptor is written in Apple's
    /// password rules language (`"required: upper; required: digit; minlength: 12;"`); the headless backend
    /// suggests no passwords and keeps it as given.
    @MainActor
    open class UITextInputPasswordRules: NSObject {
        /// The rules, in Apple's password rules language.
        open var passwordRulesDescriptor: String { descriptor }
        private let descriptor: String

        private init(rulesDescriptor: String) {
            self.descriptor = rulesDescriptor
            super.init()
        }

        /// Rules from a descriptor in Apple's password rules language.
        public convenience init(descriptor passwordRulesDescriptor: String) {
            self.init(rulesDescriptor: passwordRulesDescriptor)
        }
    }
#endif
