import ComponentRuntime
import Foundation
import Testing

// The headless UIImage finds images as UIKit does, in this test target's resources (Resources/, processed into
// Bundle.module): dot.png (3 × 2 pixels), badge@2x.png (40 × 20) and badge@3x.png (60 × 30), photo.jpg (8 × 6),
// and Images.xcassets, whose image set `heart` lists heart-small.png (22 × 20) at 1x, heart-large.png (44 × 40) at
// 2x, and a 3x entry without a file.

@Suite("Headless UIImage: lookup by name, as UIKit does")
struct HeadlessImageLookupTests {
    private func traits(scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    @Test("a PNG is found by name, its size read from the file")
    func pngByName() throws {
        let image = try #require(UIImage(named: "dot", in: .module, compatibleWith: nil))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 1)
        #expect(image.description == "image(\"dot\")")
        #expect(UIImage(named: "dot.png", in: .module, compatibleWith: nil) == image, "the extension may be written")
    }

    @Test("a missing image is nil, in the given bundle and in the main bundle")
    func missing() {
        #expect(UIImage(named: "no-such-image", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "") == nil)
        // A package's resources are not in the main bundle (the test runner's), on iOS either.
        #expect(UIImage(named: "dot") == nil)
        #expect(UIImage(named: "dot", in: nil, compatibleWith: nil) == nil)
    }

    @Test("the @3x variant on the 3× main screen, @2x for a 2× trait collection, larger ones before smaller")
    func scaleVariants() throws {
        let onScreen = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
        #expect(onScreen.scale == 3)
        #expect(onScreen.size == CGSize(width: 20, height: 10), "60 × 30 pixels at 3×")

        let twoX = try #require(UIImage(named: "badge", in: .module, compatibleWith: traits(scale: 2)))
        #expect(twoX.scale == 2)
        #expect(twoX.size == CGSize(width: 20, height: 10), "40 × 20 pixels at 2×")
        #expect(twoX != onScreen)

        let oneX = try #require(UIImage(named: "badge", in: .module, compatibleWith: traits(scale: 1)))
        #expect(oneX.scale == 2, "no 1× file: the next larger variant")

        let unspecified = UITraitCollection()
        #expect(unspecified.displayScale == 0)
        #expect(UIImage(named: "badge", in: .module, compatibleWith: unspecified)?.scale == 3)
    }

    @Test("a name with its scale suffix is that variant only")
    func writtenScale() throws {
        let image = try #require(UIImage(named: "badge@2x.png", in: .module, compatibleWith: nil))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(UIImage(named: "dot@2x", in: .module, compatibleWith: nil) == nil)
    }

    @Test("a JPEG is found by name, its size read from its frame header")
    func jpeg() throws {
        let image = try #require(UIImage(named: "photo", in: .module, compatibleWith: nil))
        #expect(image.size == CGSize(width: 8, height: 6))
        #expect(UIImage(named: "photo.jpg", in: .module, compatibleWith: nil)?.size == CGSize(width: 8, height: 6))
    }

    @Test("an asset catalogue's image set gives the file its Contents.json lists for the scale")
    func assetCatalogue() throws {
        let onScreen = try #require(UIImage(named: "heart", in: .module, compatibleWith: nil))
        #expect(onScreen.scale == 2, "the 3x entry names no file: the 2x one")
        #expect(onScreen.size == CGSize(width: 22, height: 20))
        #expect(onScreen.description == "image(\"heart\")")

        let oneX = try #require(UIImage(named: "heart", in: .module, compatibleWith: traits(scale: 1)))
        #expect(oneX.scale == 1)
        #expect(oneX.size == CGSize(width: 22, height: 20))
        #expect(UIImage(named: "heart-large", in: .module, compatibleWith: nil) == nil, "a set's files are not loose")
    }
}

@Suite("Headless UIImage: symbols, files, data, equality")
struct HeadlessImageSourceTests {
    @Test("a system symbol is an image for any non-empty name, of size zero")
    func systemSymbol() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.size == .zero)
        #expect(star.headlessName == "star")
        #expect(star.description == "systemImage(\"star\")")
        #expect(UIImage(systemName: "star") == star)
        #expect(UIImage(systemName: "heart") != star)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test("the same name gives equal images; a symbol is not the file of the same name")
    func equality() throws {
        let first = try #require(UIImage(named: "dot", in: .module, compatibleWith: nil))
        let second = try #require(UIImage(named: "dot", in: .module, compatibleWith: nil))
        #expect(first == second)
        #expect(first.hash == second.hash)
        #expect(first != UIImage(systemName: "dot"))
    }

    @Test("contentsOfFile reads the scale from the file's name; a missing file is nil")
    func contentsOfFile() throws {
        let url = try #require(Bundle.module.url(forResource: "badge@2x", withExtension: "png"))
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.headlessName == "badge")
        #expect(UIImage(contentsOfFile: url.deletingLastPathComponent().appendingPathComponent("none.png").path) == nil)
    }

    @Test("data gives an image when it is PNG or JPEG, at the scale given")
    func data() throws {
        let url = try #require(Bundle.module.url(forResource: "photo", withExtension: "jpg"))
        let image = try #require(UIImage(data: try Data(contentsOf: url), scale: 2))
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.description == "image(8×6 px)")
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test("an image view made with an image is the image's size, and its dump names the image")
    @MainActor
    func imageView() throws {
        let image = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.dump().contains("image(\"badge\")"))
    }
}
