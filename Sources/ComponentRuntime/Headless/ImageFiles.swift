#if !canImport(UIKit)
    import Foundation

    /// Finds the file a headless `UIImage(named:in:compatibleWith:)` shows, by the rules the `UIImage` class
    /// documents (an asset catalogue's image set, then a loose PNG or JPEG, in the variant for the scale). Lookups
    /// are remembered per bundle, name and scale: a render that names an image looks the files up once.
    enum ImageFiles {
        /// The scale of the headless `UIScreen.main` (an iPhone's, 3), which images are chosen for when the trait
        /// collection gives none. A constant here: `UIImage(named:)` is not tied to the main actor, the screen is.
        static let screenScale: CGFloat = 3

        /// A file found for an image: where it is, its scale, its size in pixels (zero when it is neither PNG nor
        /// JPEG), and the name it gives the image (the file's name without scale suffix and extension).
        struct Found: Sendable {
            let url: URL
            let scale: CGFloat
            let pixelSize: CGSize
            let name: String
        }

        private struct Key: Hashable, Sendable {
            let resources: URL
            let name: String
            let scale: CGFloat
        }

        private static let remembered = Locked([Key: Found?]())
        /// What a name without an extension may be, in order.
        private static let lookupExtensions = ["png", "jpg", "jpeg"]
        /// What a name may end in to be taken as a file name with its extension.
        private static let imageExtensions: Set = ["png", "jpg", "jpeg", "gif", "heic", "tif", "tiff", "bmp", "webp"]

        /// The file for the image called `name` in `bundle` at `displayScale`, or `nil` when there is none.
        static func find(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> Found? {
            guard !name.isEmpty else { return nil }
            let resources = bundle.resourceURL ?? bundle.bundleURL
            let key = Key(resources: resources, name: name, scale: displayScale)
            if let found = remembered.withLock({ $0[key] }) { return found }
            let found =
                catalogueImage(name, in: resources, displayScale: displayScale)
                ?? looseFile(name, in: resources, displayScale: displayScale)
            remembered.withLock { $0[key] = found }
            return found
        }

        /// The file at `url` with the scale its name gives, or `nil` when there is no such file.
        static func file(at url: URL) -> Found? {
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            let header = (try? handle.read(upToCount: ImagePixelSize.headerLength)) ?? Data()
            let (stem, scale) = splitScale(url.deletingPathExtension().lastPathComponent)
            return Found(url: url, scale: scale ?? 1, pixelSize: ImagePixelSize.read(header) ?? .zero, name: stem)
        }

        /// The scales to try, best first: `displayScale`, then larger, then smaller.
        static func preferredScales(for displayScale: CGFloat) -> [CGFloat] {
            let scales: [CGFloat] = [1, 2, 3]
            return [displayScale] + scales.filter { $0 > displayScale } + scales.filter { $0 < displayScale }.reversed()
        }

        /// `avatar@2x` → (`avatar`, 2); `avatar` → (`avatar`, nil).
        static func splitScale(_ stem: String) -> (String, CGFloat?) {
            for scale in [2, 3] where stem.hasSuffix("@\(scale)x") {
                return (String(stem.dropLast(3)), CGFloat(scale))
            }
            return (stem, nil)
        }

        private static func looseFile(_ name: String, in resources: URL, displayScale: CGFloat) -> Found? {
            let written = name as NSString
            let hasExtension = imageExtensions.contains(written.pathExtension.lowercased())
            let stem = hasExtension ? written.deletingPathExtension : name
            let extensions = hasExtension ? [written.pathExtension] : lookupExtensions
            if splitScale(stem).1 != nil {
                // The scale is written (`avatar@2x.png`): that variant only.
                return extensions.lazy.compactMap { file(at: resources.appendingPathComponent(stem + "." + $0)) }.first
            }
            return variants(of: stem, extensions: extensions, in: resources, displayScale)
        }

        private static func variants(
            of stem: String,
            extensions: [String],
            in resources: URL,
            _ displayScale: CGFloat
        ) -> Found? {
            for scale in preferredScales(for: displayScale) {
                let suffix = scale == 1 ? "" : "@\(Int(scale))x"
                for pathExtension in extensions {
                    if let found = file(at: resources.appendingPathComponent(stem + suffix + "." + pathExtension)) {
                        return found
                    }
                }
            }
            return nil
        }

        private static func catalogueImage(_ name: String, in resources: URL, displayScale: CGFloat) -> Found? {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
            for catalogue in contents.sorted() where catalogue.hasSuffix(".xcassets") {
                let root = resources.appendingPathComponent(catalogue)
                if let set = imageSet(named: name, in: root, namespace: ""),
                    let found = AssetCatalogueImageSet.file(in: set, displayScale: displayScale)
                {
                    return Found(url: found.url, scale: found.scale, pixelSize: found.pixelSize, name: name)
                }
            }
            return nil
        }

        /// The folder of the image set whose name, in `folder` of a catalogue under `namespace`, is `name`.
        private static func imageSet(named name: String, in folder: URL, namespace: String) -> URL? {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where entry.hasSuffix(".imageset") {
                if namespace + String(entry.dropLast(".imageset".count)) == name {
                    return folder.appendingPathComponent(entry)
                }
            }
            for entry in entries where !entry.contains(".") {
                let group = folder.appendingPathComponent(entry)
                let inner = AssetCatalogueImageSet.providesNamespace(group) ? namespace + entry + "/" : namespace
                if let found = imageSet(named: name, in: group, namespace: inner) { return found }
            }
            return nil
        }
    }
#endif
