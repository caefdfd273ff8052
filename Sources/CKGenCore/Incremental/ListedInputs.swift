import Foundation

/// The collect stage's cache: the input files as the last run's walk of the folders found them, while the folders
/// are unchanged (see ``InputListing``). A walk's record is kept for the next run.
struct ListedInputs: StageCache {
    let run: IncrementalRun

    func stored(for inputs: [String]) -> (files: [String], listing: InputListing?)? {
        guard let listing = run.last?.listing, listing.holds(inputs: inputs, excluded: run.output.path) else {
            return nil
        }
        run.listing = listing
        run.listingIsReused = true
        return (listing.files, listing)
    }

    func store(_ collected: (files: [String], listing: InputListing?)) {
        run.listing = collected.listing
        run.listingIsReused = false
    }

    /// The path the walk leaves out: the output.
    var excluded: URL { run.output }

    /// Whether reading the listed files showed the listing stale: a file it named is gone, or no longer a file.
    func isStale(_ inputs: [InputFile]) -> Bool {
        run.listingIsReused && inputs.contains { $0.readError != nil }
    }
}
