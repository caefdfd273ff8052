#if !canImport(UIKit)
    import Foundation

    /// Reads an asset catalogue's folders as Xcode writes them, for the headless `UIImage(named:in:compatibleWith:)`:
    /// an image set's `Contents.json` lists its files (`"images": [{"filename": "heart@2x.png", "scale": "2x",
    /// "idiom": "universal"}, …]`), and a group's may say it provides a namespace. An app's catalogue is compiled
    /// into `Assets.car`, which only UIKit reads; the headless backend reads the catalogue's source, as a package's
    /// resources keep it.
    enum AssetCatalogueImageSet {
        /// The file for `displayScale` among those the image set in `folder` lists for an iPhone (`universal` or
        /// `iphone`): the preferred scale first (see ``ImageFiles/preferredScales(for:)``); an entry without a scale
        /// is a single image for every scale. `nil` when the set lists no file that exists.
        static func file(in folder: URL, displayScale: CGFloat) -> ImageFiles.Found? {
            let entries = images(in: folder).filter { ["universal", "iphone"].contains($0["idiom"] ?? "universal") }
            for scale in ImageFiles.preferredScales(for: displayScale) + [0] {
                for entry in entries where self.scale(of: entry) == scale {
                    guard let fileName = entry["filename"],
                        let found = ImageFiles.file(at: folder.appendingPathComponent(fileName))
                    else { continue }
                    return ImageFiles.Found(
                        url: found.url,
                        scale: scale == 0 ? 1 : scale,
                        pixelSize: found.pixelSize,
                        name: found.name
                    )
                }
            }
            return nil
        }

        /// Whether the group folder's `Contents.json` says `"properties": {"provides-namespace": true}`.
        static func providesNamespace(_ folder: URL) -> Bool {
            let properties = contents(of: folder)?["properties"] as? [String: Any]
            return properties?["provides-namespace"] as? Bool ?? false
        }

        /// The string fields of each entry of `images`.
        private static func images(in folder: URL) -> [[String: String]] {
            let images = contents(of: folder)?["images"] as? [[String: Any]] ?? []
            return images.map { entry in entry.compactMapValues { $0 as? String } }
        }

        /// `1x` → 1, `2x` → 2, `3x` → 3; 0 for an entry without a scale.
        private static func scale(of entry: [String: String]) -> CGFloat {
            guard let text = entry["scale"], text.hasSuffix("x"), let value = Double(text.dropLast()) else { return 0 }
            return CGFloat(value)
        }

        private static func contents(of folder: URL) -> [String: Any]? {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
            return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        }
    }
#endif
