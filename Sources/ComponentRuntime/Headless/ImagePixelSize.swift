#if !canImport(UIKit)
    import Foundation

    /// Reads an image's pixel size from its header, so the headless `UIImage` has the size UIKit would give it
    /// without decoding pixels: a PNG's IHDR chunk, or a JPEG's start-of-frame segment.
    enum ImagePixelSize {
        /// How much of a file is read: a JPEG's frame header follows its metadata segments, which are at most
        /// 64 KiB each and rarely more than a few.
        static let headerLength = 1 << 18

        /// The width and height in pixels of PNG or JPEG `data`; `nil` for anything else.
        static func read(_ data: Data) -> CGSize? {
            let bytes = [UInt8](data.prefix(headerLength))
            return png(bytes) ?? jpeg(bytes)
        }

        /// The PNG signature, then the IHDR chunk: length, type, width and height as big-endian 32-bit numbers.
        private static func png(_ bytes: [UInt8]) -> CGSize? {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
            else { return nil }
            return CGSize(
                width: Int(bigEndian: bytes, at: 16, length: 4),
                height: Int(bigEndian: bytes, at: 20, length: 4)
            )
        }

        /// The segments after the start-of-image marker, to the first start-of-frame one (SOF0 to SOF15, except
        /// the DHT, JPG and DAC markers that share the range): precision, height, width.
        private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
            guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
            var index = 2
            while index + 9 < bytes.count {
                guard bytes[index] == 0xFF else { return nil }
                let marker = bytes[index + 1]
                if marker == 0xFF {
                    index += 1  // fill byte
                    continue
                }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return CGSize(
                        width: Int(bigEndian: bytes, at: index + 7, length: 2),
                        height: Int(bigEndian: bytes, at: index + 5, length: 2)
                    )
                }
                if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or pixels, before any frame
                index += 2 + Int(bigEndian: bytes, at: index + 2, length: 2)
            }
            return nil
        }
    }

    extension Int {
        /// The unsigned big-endian number in `length` bytes of `bytes` from `offset`.
        fileprivate init(bigEndian bytes: [UInt8], at offset: Int, length: Int) {
            self = bytes[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
        }
    }
#endif
