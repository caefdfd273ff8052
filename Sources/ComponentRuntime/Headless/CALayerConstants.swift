#if !canImport(UIKit)
    // The named constants of a layer's properties: string-backed, as QuartzCore's are, with QuartzCore's names.

    /// Where a layer's ``CALayer/contents`` sit in its bounds: QuartzCore's `CALayerContentsGravity`.
    public struct CALayerContentsGravity: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The gravity called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The gravity called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Centred, at the contents' size.
        public static let center = Self("center")
        /// Centred along the top edge.
        public static let top = Self("top")
        /// Centred along the bottom edge.
        public static let bottom = Self("bottom")
        /// Centred along the left edge.
        public static let left = Self("left")
        /// Centred along the right edge.
        public static let right = Self("right")
        /// In the top-left corner.
        public static let topLeft = Self("topLeft")
        /// In the top-right corner.
        public static let topRight = Self("topRight")
        /// In the bottom-left corner.
        public static let bottomLeft = Self("bottomLeft")
        /// In the bottom-right corner.
        public static let bottomRight = Self("bottomRight")
        /// Stretched to fill the bounds (the default).
        public static let resize = Self("resize")
        /// Scaled to fit the bounds, keeping the aspect ratio.
        public static let resizeAspect = Self("resizeAspect")
        /// Scaled to fill the bounds, keeping the aspect ratio; some contents may be clipped.
        public static let resizeAspectFill = Self("resizeAspectFill")
    }

    /// How a layer stores drawn contents: QuartzCore's `CALayerContentsFormat`. The headless backend draws none;
    /// the value is kept.
    public struct CALayerContentsFormat: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The format called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Eight bits a channel, red, green, blue and alpha (the default).
        public static let RGBA8Uint = Self("RGBA8")
        /// A half-precision float a channel.
        public static let RGBA16Float = Self("RGBAh")
        /// Eight bits of grey.
        public static let gray8Uint = Self("Gray8")
    }

    /// How a layer's contents are filtered when scaled: QuartzCore's `CALayerContentsFilter`.
    public struct CALayerContentsFilter: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The filter called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The filter called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The nearest pixel: hard edges.
        public static let nearest = Self("nearest")
        /// Linear interpolation (the default for both directions).
        public static let linear = Self("linear")
        /// Linear interpolation between mipmap levels too.
        public static let trilinear = Self("trilinear")
    }

    /// The shape of a layer's rounded corners: QuartzCore's `CALayerCornerCurve`.
    public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The curve called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The curve called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Quarter circles (the default).
        public static let circular = Self("circular")
        /// A continuous curve, as the system's app icons have. Snapshots draw it as `circular`.
        public static let continuous = Self("continuous")
    }

    extension CALayer {
        /// How a layer maps high-dynamic-range contents to the display: QuartzCore's `CALayer.ToneMapMode`.
        public struct ToneMapMode: Hashable, RawRepresentable, Sendable {
            /// The constant's name.
            public let rawValue: String
            /// The mode called `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The mode called `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The system decides (the default).
            public static let automatic = Self("automatic")
            /// Never tone-mapped.
            public static let never = Self("never")
            /// Tone-mapped where the display supports it.
            public static let ifSupported = Self("ifSupported")
        }
    }

    /// Which corners ``CALayer/cornerRadius`` rounds: QuartzCore's `CACornerMask`, with its raw values. The
    /// corners are named in the layer's own coordinates (y down on iOS: `MinY` is the top).
    public struct CACornerMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// A mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The top-left corner.
        public static let layerMinXMinYCorner = Self(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = Self(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = Self(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = Self(rawValue: 1 << 3)
    }

    /// Which edges of a layer are antialiased: QuartzCore's `CAEdgeAntialiasingMask`, with its raw values.
    public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt32
        /// A mask from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The left edge.
        public static let layerLeftEdge = Self(rawValue: 1 << 0)
        /// The right edge.
        public static let layerRightEdge = Self(rawValue: 1 << 1)
        /// The bottom edge.
        public static let layerBottomEdge = Self(rawValue: 1 << 2)
        /// The top edge.
        public static let layerTopEdge = Self(rawValue: 1 << 3)
    }
#endif
