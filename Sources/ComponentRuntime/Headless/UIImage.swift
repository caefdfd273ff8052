#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIImage`: an image found where UIKit would find it, whose size is read from the
    /// file, or an SF Symbol by name. It keeps no pixels.
    ///
    /// `UIImage(named:)` looks in the main bundle and `UIImage(named:in:compatibleWith:)` in the bundle given
    /// (a package's images are in its `Bundle.module`, on iOS too), at the top of the bundle's resources:
    /// - an image set of an asset catalogue (`Images.xcassets/name.imageset`, or inside a group folder; a group that
    ///   provides a namespace makes the name `Group/name`), the file its `Contents.json` lists for the scale;
    /// - else a file `name.png`, `name@2x.png`, `name@3x.png`, then `.jpg` and `.jpeg`; a name written with its
    ///   extension or scale suffix (`name@2x.png`) is taken as written.
    ///
    /// The variant for the display scale is preferred, then larger ones, then smaller ones (on the 3× main screen:
    /// 3×, 2×, 1×). An image that is not there is `nil`, as on iOS. The size comes from the PNG or JPEG header, in
    /// points: pixels divided by the scale of the variant found.
    ///
    /// `@unchecked Sendable`, as UIKit's `UIImage` is: its stored properties are `let`s of `Sendable` types.
    open class UIImage: NSObject, @unchecked Sendable {
        /// The name the image was made from: the name asked for, the file's name without its scale suffix and
        /// extension, or the symbol's name. Snapshots label image boxes with it. (Headless backend only: UIKit
        /// does not keep it.)
        public let headlessName: String
        /// The image's size in points: its pixel size divided by ``scale``; zero for a symbol (the headless
        /// backend has no glyphs).
        open var size: CGSize { pointSize }
        /// Pixels per point: 2 for an `@2x` file, 3 for `@3x`, else 1.
        open var scale: CGFloat { pixelsPerPoint }

        private let pointSize: CGSize
        private let pixelsPerPoint: CGFloat
        private let source: Source

        /// Where an image came from: images from the same file at the same scale, or the same symbol, are equal
        /// (UIKit hands out one cached image for repeated lookups of a name); images made from data are equal
        /// only to themselves.
        enum Source: Hashable {
            case file(path: String)
            case symbol(name: String)
            case data
        }

        init(name: String, source: Source, pixelSize: CGSize, scale: CGFloat) {
            self.headlessName = name
            self.source = source
            self.pixelsPerPoint = scale
            self.pointSize = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
            super.init()
        }

        /// The image called `name` in the main bundle, for the main screen's scale; `nil` when there is none.
        /// (In `swift test` the main bundle is the test runner's: load a package's images with
        /// ``init(named:in:compatibleWith:)`` and `Bundle.module`.)
        public convenience init?(named name: String) {
            self.init(named: name, in: nil, compatibleWith: nil)
        }

        /// The image called `name` in `bundle` (the main bundle when `nil`), in the variant for
        /// `traitCollection`'s display scale (the headless main screen's, 3, when it specifies none); `nil` when
        /// the bundle has no such image.
        public convenience init?(
            named name: String,
            in bundle: Bundle?,
            compatibleWith traitCollection: UITraitCollection?
        ) {
            let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? ImageFiles.screenScale
            guard let file = ImageFiles.find(name, in: bundle ?? .main, displayScale: scale) else { return nil }
            self.init(name: name, source: .file(path: file.url.path), pixelSize: file.pixelSize, scale: file.scale)
        }

        /// The SF Symbol called `name`. The headless backend cannot know which symbols the system has, so every
        /// non-empty name gives an image (of size zero): tests use it for a placeholder image that needs no file.
        /// On iOS a name that is not a symbol gives `nil`.
        public convenience init?(systemName name: String) {
            guard !name.isEmpty else { return nil }
            self.init(name: name, source: .symbol(name: name), pixelSize: .zero, scale: 1)
        }

        /// The image in the file at `path`, its scale from an `@2x` or `@3x` suffix; `nil` when there is no file.
        /// A file that is neither PNG nor JPEG (which UIKit may still show) gives an image of size zero.
        public convenience init?(contentsOfFile path: String) {
            guard let file = ImageFiles.file(at: URL(fileURLWithPath: path)) else { return nil }
            self.init(name: file.name, source: .file(path: file.url.path), pixelSize: file.pixelSize, scale: file.scale)
        }

        /// An image from PNG or JPEG data, at one pixel per point; `nil` for data in another format (UIKit
        /// decodes more formats than the headless backend reads).
        public convenience init?(data: Data) {
            self.init(data: data, scale: 1)
        }

        /// An image from PNG or JPEG data at `scale` pixels per point; `nil` for data in another format.
        public convenience init?(data: Data, scale: CGFloat) {
            guard let pixelSize = ImagePixelSize.read(data) else { return nil }
            self.init(name: "", source: .data, pixelSize: pixelSize, scale: scale)
        }

        /// Images are equal when they come from the same file at the same scale, or are the same symbol.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage else { return false }
            if source == .data { return other === self }
            return other.source == source && other.pixelsPerPoint == pixelsPerPoint
        }

        /// Hashes where the image came from.
        open override var hash: Int { source == .data ? ObjectIdentifier(self).hashValue : source.hashValue }

        /// `image("name")`, `systemImage("name")` for a symbol, or `image(W×H px)` for data, as the tree dump
        /// prints it.
        open override var description: String {
            switch source {
            case .file: return "image(\"\(headlessName)\")"
            case .symbol: return "systemImage(\"\(headlessName)\")"
            case .data:
                let pixels = CGSize(width: size.width * scale, height: size.height * scale)
                return "image(\(pixels.width.compactDescription)×\(pixels.height.compactDescription) px)"
            }
        }
    }
#endif
