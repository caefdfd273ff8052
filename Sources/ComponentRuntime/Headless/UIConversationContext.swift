#if !canImport(UIKit)
    public import Foundation

    /// The conversation a text input replies in (a mail thread, a chat), which the keyboard uses to suggest
    /// replies: the headless backend's `UIConversationContext`, a text input's `conversationContext`. Everything
    /// is empty until set. The headless backend shows no keyboard and keeps it only.
    open class UIConversationContext: NSObject {
        /// Identifies the conversation for as long as it lasts.
        open var threadIdentifier = ""
        /// The conversation's messages.
        open var entries: [Entry] = []
        /// The identifiers of the person using this device.
        open var selfIdentifiers: Set<String> = []
        /// The identifiers of the people a reply goes to first.
        open var responsePrimaryRecipientIdentifiers: Set<String> = []
        /// The participants' names, by identifier.
        open var participantNameByIdentifier: [String: PersonNameComponents] = [:]
    }

    extension UIConversationContext {
        /// One message of a conversation: UIKit's `UIConversationContext.Entry`. Its strings are empty and its
        /// date is the moment it was made until set (UIKit documents no defaults).
        open class Entry: NSObject {
            /// The message's text.
            open var text = ""
            /// Identifies who sent it.
            open var senderIdentifier = ""
            /// When it was sent.
            open var sentDate = Date()
            /// Identifies this message in the conversation.
            open var entryIdentifier = ""
            /// Identifies the message this one replies to; `nil` when it is no reply.
            open var replyThreadIdentifier: String?
            /// Identifies the people the message went to first.
            open var primaryRecipientIdentifiers: Set<String> = []
        }
    }
#endif
