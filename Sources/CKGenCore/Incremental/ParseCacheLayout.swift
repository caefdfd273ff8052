/// A fingerprint of the shape of ``ParsedFile``: every field's name, in order, down to the leaves.
///
/// The cache's entries store no field names (see ``BinaryCodable``), and their codec is written by hand, so a
/// model field added, removed or moved must be met by a change to the codec. `ParseCacheFormatTests` works the
/// fingerprint out from the types (with `Mirror`, too slow to do on every run) and fails, printing the new value,
/// when it no longer matches ``recorded``: the reminder to update the codec, then the value here. The cache
/// file's header holds ``recorded`` too, so a file written with another model shape reads as an empty cache.
enum ParseCacheLayout {
    /// The fingerprint of the model's current shape, as `ParseCacheFormatTests` computes it.
    static let recorded: UInt64 = 176_239_021_267_242_812
}
