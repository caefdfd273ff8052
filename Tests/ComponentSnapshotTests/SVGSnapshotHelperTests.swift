import ComponentRuntime
import ComponentSnapshotTesting
import Foundation
import Testing

/// A profile card mounted by a `ComponentHost`: an avatar, two lines of text and a button in a row.
@MainActor
func mountedCard(avatarSize: CGFloat = 40) -> (UIView, ComponentHost) {
    let root = UIView()
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
    // Resources/avatar.png, a resource of this test target, found as UIKit finds a package's images.
    let avatar = UIImage(named: "avatar", in: .module, compatibleWith: nil)
    let host = ComponentHost { _ in
        InsetComponent(
            insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
            child: StackComponent(
                direction: .horizontal,
                spacing: 8,
                alignment: .center,
                children: [
                    Component(
                        view: ViewConfiguration(UIImageView.self, [.image(avatar)]),
                        size: ComponentSize(width: avatarSize, height: avatarSize)
                    ),
                    StackComponent(
                        direction: .vertical,
                        spacing: 2,
                        children: [
                            TextComponent(
                                TextComponentAttributes(string: "Ada Lovelace", font: .boldSystemFont(ofSize: 15))
                            ),
                            TextComponent(
                                TextComponentAttributes(
                                    string: "41 followers",
                                    font: .systemFont(ofSize: 12),
                                    color: .gray
                                )
                            ),
                        ]
                    ),
                    Component(
                        view: ViewConfiguration(
                            UIButton.self,
                            [.title("Follow"), .backgroundColor(UIColor(white: 0.95, alpha: 1))]
                        ),
                        size: ComponentSize(width: 72, height: 30)
                    ),
                ]
            )
        )
    }
    host.mount(in: root)
    return (root, host)
}

@MainActor
@Suite("Snapshots: comparing with a recorded picture")
struct SVGSnapshotHelperTests {
    /// A fresh folder for recorded pictures.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a mounted profile card matches its recorded picture")
    func profileCard() {
        let (root, host) = mountedCard()
        assertSVGSnapshot(of: root, named: "card")
        withExtendedLifetime(host) {}
    }

    @Test("a one-point change of one frame fails, and the new picture is written beside the recorded one")
    func onePixelChangeFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = directory.appendingPathComponent("onePixelChangeFails.card.svg")
        let besides = directory.appendingPathComponent("onePixelChangeFails.card.new.svg")
        let (root, host) = mountedCard()
        let original = root.snapshotSVG()
        try Data(original.utf8).write(to: recorded)

        #expect(verifySVGSnapshot(of: root, named: "card", snapshotDirectory: directory.path) == nil)

        let avatar = try #require(root.subviews.first)
        avatar.frame.size.width += 1
        let message = try #require(verifySVGSnapshot(of: root, named: "card", snapshotDirectory: directory.path))

        #expect(message.contains("the picture differs from \(recorded.path)"))
        #expect(message.contains("CKGEN_RECORD=1"))
        #expect(message.contains("diff \"\(recorded.path)\" \"\(besides.path)\""))
        #expect(message.contains("<rect x=\"8\" y=\"8\" width=\"41\""), "the changed line")
        let written = try String(contentsOf: besides, encoding: .utf8)
        #expect(written == root.snapshotSVG())
        #expect(try String(contentsOf: recorded, encoding: .utf8) == original, "the recorded picture is kept")

        avatar.frame.size.width -= 1
        #expect(verifySVGSnapshot(of: root, named: "card", snapshotDirectory: directory.path) == nil)
        #expect(!FileManager.default.fileExists(atPath: besides.path), "a passing comparison removes the .new.svg")
        withExtendedLifetime(host) {}
    }

    @Test("a missing recorded picture fails with how to record it, and records nothing without the switch")
    func missingRecording() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (root, host) = mountedCard()

        let message = try #require(verifySVGSnapshot(of: root, named: "card", snapshotDirectory: directory.path))

        #expect(message.contains("no recorded picture at"))
        #expect(message.contains("run the test with CKGEN_RECORD=1 to record it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        withExtendedLifetime(host) {}
    }
}
