import ComponentRuntime

struct Item {
    let title: String
}

/// A struct that is not a description: its action has nothing to run on.
struct ItemLink {
    /// @ck.action
    func didTapLink() {}
}

/// A description's action runs on the description its component holds, which does not change.
struct ItemComponent: ComponentDescription {
    let item: Item
    var body: Component { Component() }

    /// @ck.action
    mutating func didTapItem() {}
}

/// A generic description cannot hold a dispatch table (a static stored property).
struct ListComponent<Element>: ComponentDescription {
    let elements: [Element]
    var body: Component { Component() }

    /// @ck.action
    func didTapList() {}
}

/// A conformance ckgen writes, written by hand.
struct BannerComponent: ComponentDescription, DescribedActionResponder {
    static let actionTable: AnyActionTable = ActionTable<DescribedComponent<BannerComponent>>([:])
    var body: Component { Component() }

    /// @ck.action
    func didTapBanner() {}
}

/// A description's State that 'State()' cannot make.
struct RatingComponent: ComponentDescription {
    struct State {
        var stars: Int
    }
    var body: Component { Component() }
}

struct ProfileComponent: ComponentDescription {
    var body: Component { Component() }
}

/// A controller of a description names its component, 'DescribedComponent<ProfileComponent>'.
final class ProfileComponentController: ComponentController<ProfileComponent> {}

struct SearchComponent: ComponentDescription {
    var body: Component { Component() }
}

/// A misspelt description.
final class SearchComponentController: ComponentController<DescribedComponent<SerchComponent>> {}

struct AvatarComponent: ComponentDescription {
    var body: Component { Component() }
}

/// Named otherwise than '<Description>Controller'.
final class AvatarController: ComponentController<DescribedComponent<AvatarComponent>> {}

struct HeaderComponent: ComponentDescription {
    var body: Component { Component() }
}

/// Named like the description's controller, but not a ComponentController (a warning).
final class HeaderComponentControler {}
