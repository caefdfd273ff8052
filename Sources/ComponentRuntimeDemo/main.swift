import ComponentRuntime

// A small bundled example: a profile card built from components, mounted on the headless backend.
// It mounts the tree, prints the view dump, then rebuilds it with one changed value and prints what the
// remount did (views reused, one attribute applied, the rest skipped).

final class ProfileCardComponent: CompositeComponent {
    let name: String
    let followers: Int

    init(name: String, followers: Int) {
        self.name = name
        self.followers = followers
        super.init(view: ViewConfiguration(UIView.self, [.backgroundColor(.white)]))
    }

    override func render() -> Component {
        StackComponent(
            direction: .horizontal,
            spacing: 8,
            alignment: .center,
            children: [
                Component(
                    view: ViewConfiguration(UIImageView.self, [.image(UIImage(systemName: "person.crop.circle"))]),
                    size: ComponentSize(width: 40, height: 40)
                ),
                StackComponent(
                    direction: .vertical,
                    spacing: 2,
                    children: [
                        Component(
                            view: ViewConfiguration(UILabel.self, [.text(name)]),
                            size: ComponentSize(width: 160, height: 20)
                        ),
                        Component(
                            view: ViewConfiguration(UILabel.self, [.text("\(followers) followers")]),
                            size: ComponentSize(width: 160, height: 16)
                        ),
                    ]
                ),
                Component(
                    view: ViewConfiguration(UIButton.self, [.title("Follow")]),
                    size: ComponentSize(width: 72, height: 30)
                ),
            ]
        )
    }
}

/// The model the card shows; the host's build closure reads it each time the tree is built.
@MainActor
final class Profile {
    var name = "Ada Lovelace"
    var followers = 41
}

@MainActor
func runDemo() {
    let profile = Profile()
    let root = UIView()
    root.frame.size = .init(width: 320, height: 48)
    let host = ComponentHost { _ in ProfileCardComponent(name: profile.name, followers: profile.followers) }

    host.mount(in: root)
    print("First mount: \(host.statistics)")
    print(root.dump())

    profile.followers += 1
    host.rebuild()
    print("\nRemount after one label changed: \(host.statistics)")
    print(root.dump())
}

MainActor.assumeIsolated { runDemo() }
