/// Every message about where the output goes.
public enum OutputMessage: DiagnosticMessage, Hashable {
    /// What a command writes, as its messages name it.
    public enum Product: Sendable, Hashable {
        /// `generate`'s `CKGen.swift`.
        case generatedCode
        /// `graph`'s DOT file, or the SVG drawn from it.
        case graph
    }

    /// A `.swift` output path that is a folder.
    case isDirectory(String)
    /// An output path without `.swift` that is a file.
    case notADirectory(String)
    /// The file could not be written (`reason` is the system's).
    case write(path: String, reason: String)
    /// An output path that is a file ckgen reads: `input` is the input, as given, that names it or holds it.
    case isInput(path: String, input: String, product: Product)
    /// An existing file at the output path that does not carry `header`, the header ckgen writes at its top.
    case notGenerated(path: String, header: String, product: Product)
    /// An existing output path that is not a regular file: a folder where a file is written, a FIFO, a socket, a
    /// device.
    case notRegularFile(String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .isDirectory: .outputIsDirectory
        case .notADirectory: .outputNotADirectory
        case .write: .outputWrite
        case .isInput: .outputIsInput
        case .notGenerated, .notRegularFile: .outputNotGenerated
        }
    }

    /// Nothing is written when the output cannot be.
    public var severity: Diagnostic.Severity { .error }

    /// What the user reads.
    public var text: String {
        switch self {
        case .isDirectory(let destination):
            "the output path '\(destination)' is a folder, but its name ends in '.swift'; give the path of a file "
                + "to write, or a folder without the '.swift' ending"
        case .notADirectory(let destination):
            "the output path '\(destination)' is a file without the '.swift' ending; give a '.swift' file or a folder"
        case .write(let path, let reason): "cannot write '\(path)': \(reason)"
        case .isInput(let path, let input, let product):
            "the output path '\(path)' is "
                + (input == path ? "one of the inputs" : "one of the inputs (in '\(input)')")
                + ", and writing \(product.noun) there would replace it, so ckgen wrote nothing; give --output "
                + "a path outside the inputs, \(product.example) (--overwrite never replaces an input)"
        case .notGenerated(let path, let header, let product):
            "'\(path)' already exists and ckgen did not write it: it lacks the header ckgen puts at the top of "
                + "\(product.noun) ('\(header)'), so ckgen wrote nothing; move the file away, give --output another "
                + "path, or pass --overwrite to replace it"
        case .notRegularFile(let path):
            "the output path '\(path)' is not a regular file (a folder, FIFO, socket or device), so ckgen wrote "
                + "nothing; give --output the path of a file"
        }
    }
}

extension OutputMessage.Product {
    /// What is written, in a sentence.
    fileprivate var noun: String {
        switch self {
        case .generatedCode: "generated code"
        case .graph: "a graph"
        }
    }

    /// Where it could go instead.
    fileprivate var example: String {
        switch self {
        case .generatedCode: "such as a folder that receives CKGen.swift"
        case .graph: "such as docs/MyApp.dot"
        }
    }
}
