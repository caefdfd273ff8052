import ComponentRuntime
import Foundation
import Testing

@testable import ComponentSnapshotTesting

/// A titled card: a label over a box, padded.
private struct TitledCard: ComponentDescription {
    var title: String
    var padding: CGFloat = 12

    var body: Component {
        FlexboxComponent(direction: .column, spacing: 8) {
            TextComponent(title, color: .label)
            ViewComponent<UIView>(size: ComponentSize(height: 40)) { .backgroundColor(.secondarySystemBackground) }
        }
        .padding(padding)
    }
}

@MainActor
@Suite("Previews: one call checks snapshot, layout and accessibility")
struct PreviewAssertionTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func check(_ preview: ComponentPreview, _ variant: ComponentPreviewVariant, in directory: URL)
        -> [ComponentPreviewFailure]
    {
        verifyComponentPreview(preview, variant: variant, snapshotDirectory: directory.path, testName: "preview")
    }

    @Test("a missing picture is recorded and reported; then the preview passes; a padding change fails with a diff")
    func recordCompareAndDiffer() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let card = ComponentPreview("Short", component: "TitledCard") { TitledCard(title: "Inbox") }
        let variant = ComponentPreviewVariant(width: 320)
        let recorded = directory.appendingPathComponent("preview.TitledCard-Short-320.svg")

        let first = check(card, variant, in: directory)
        #expect(first.map(\.check) == [.snapshot])
        let recordedMessage = first.first?.description ?? ""
        #expect(recordedMessage.hasPrefix("snapshot in TitledCard/Short @ 320: recorded the missing picture"))
        #expect(FileManager.default.fileExists(atPath: recorded.path))

        #expect(check(card, variant, in: directory).isEmpty)

        let padded = ComponentPreview("Short", component: "TitledCard") { TitledCard(title: "Inbox", padding: 16) }
        let failures = check(padded, variant, in: directory)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.check == .snapshot)
        #expect(failure.message.contains("the picture differs from \(recorded.path)"))
        #expect(failure.message.contains("x=\"16\""), "the changed lines are shown")
    }

    @Test("layout and accessibility findings are each a failure naming the component path")
    func findings() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let crowded = ComponentPreview("Crowded", component: "Toolbar") {
            FlexboxComponent(direction: .row) {
                TextComponent("Archive everything", size: ComponentSize(width: 150, height: 21))
                ViewComponent<UIButton>(size: ComponentSize(width: 200, height: 20)) { .title("Go") }
            }
        }
        let failures = check(crowded, ComponentPreviewVariant(width: 320), in: directory)
        let layout = failures.filter { $0.check == .layout }
        let accessibility = failures.filter { $0.check == .accessibility }

        #expect(layout.contains { $0.message.hasPrefix("outsideClippingBounds: FlexboxComponent > ") }, "\(layout)")
        #expect(accessibility.contains { $0.message.contains("smallTouchTarget") }, "\(accessibility)")
        #expect(!UIAccessibility.isVoiceOverRunning, "the simulated VoiceOver is turned off again")
    }

    @Test("dark and larger-text variants draw what those users see")
    func variantsDiffer() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let card = ComponentPreview("Short", component: "TitledCard") { TitledCard(title: "Inbox") }
        let light = MountedComponentPreview(card, variant: ComponentPreviewVariant()).view
        let dark = MountedComponentPreview(card, variant: ComponentPreviewVariant(userInterfaceStyle: .dark)).view
        let large = MountedComponentPreview(
            card,
            variant: ComponentPreviewVariant(preferredContentSizeCategory: .accessibilityMedium)
        ).view
        #expect(dark.snapshotSVG().contains("fill=\"#000000\""))
        #expect(dark.snapshotSVG().contains("fill=\"#1c1c1e\""), "secondarySystemBackground in dark")
        #expect(!light.snapshotSVG().contains("#1c1c1e"))
        #expect(large.frame.height > light.frame.height, "larger text makes the card taller")
    }

    @Test("the gallery page holds every preview in every variant as inline SVG")
    func galleryPage() {
        let previews = [
            ComponentPreview("Short", component: "TitledCard", variants: ComponentPreviewVariant.standard) {
                TitledCard(title: "Inbox")
            },
            ComponentPreview("<Escaped> & named", variants: [ComponentPreviewVariant(width: 320)]) {
                TitledCard(title: "Drafts")
            },
        ]
        let page = componentPreviewGalleryHTML(previews)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == ComponentPreviewVariant.standard.count + 1)
        #expect(page.contains("<h2>TitledCard/Short</h2>"))
        #expect(page.contains("<h2>&lt;Escaped&gt; &amp; named</h2>"))
        #expect(page.contains("data-variant=\"375-dark\""))
        #expect(page == componentPreviewGalleryHTML(previews), "the same previews give the same bytes")
    }
}
