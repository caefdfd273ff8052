import ArgumentParser
import CKGenCore
import Foundation

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the module's components, controllers, actions and events as a Graphviz graph.",
        discussion: """
            Reads the same inputs as 'generate' and writes a DOT file showing: components and the controllers \
            paired with them; the components a composite's render() constructs and the @ck.view classes it \
            mounts; event proxies and the router events they handle; and, for every action selector and router \
            event, the types that send or emit it and the types with a handler for it. Actions and events that \
            nothing handles are drawn red. The same sources always give the same bytes. Problems are reported \
            as by 'generate'; when there is an error, nothing is written.

            When Graphviz's 'dot' is on the PATH (Debian: apt-get install graphviz), an SVG is written beside \
            the DOT file too (same name, .svg).

            Example:
              ckgen graph Sources/MyApp --module-name MyApp --output docs/MyApp.dot
            """
    )

    @OptionGroup var input: InputOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The DOT file to write; without it, the DOT text goes to standard output.",
            valueName: "path"
        )
    )
    var output: String?

    @Flag(name: .long, help: "Write only the DOT file, even when 'dot' is installed.")
    var noSVG = false

    func run() throws {
        let diagnostics = Diagnostics()
        let pipeline = try input.pipeline(diagnostics: diagnostics)
        let result = pipeline.run(until: .plan, diagnostics: diagnostics)
        // As with 'generate', an error means nothing is written: the picture would be of code that does not build.
        guard !diagnostics.hasErrors, let model = result.model, let plan = result.plan else {
            return try DiagnosticPrinter.finish(diagnostics)
        }
        let dot = DOTRenderer.render(GraphBuilder.graph(model: model, plan: plan))
        guard let output else {
            print(dot, terminator: "")
            try DiagnosticPrinter.finish(diagnostics)
            return
        }
        let dotURL = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(
            at: dotURL.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(dot.utf8).write(to: dotURL)
        printError("wrote \(output)")
        if !noSVG {
            let svgURL = dotURL.deletingPathExtension().appendingPathExtension("svg")
            switch GraphvizRunner.renderSVG(dot: dotURL, to: svgURL) {
            case .written: printError("wrote \(svgURL.path)")
            case .notInstalled:
                printError(
                    "note: Graphviz's 'dot' is not on the PATH, so no SVG was written (Debian: apt-get install graphviz)"
                )
            case .failed(let reason): printError("warning: 'dot' could not draw \(output): \(reason)")
            }
        }
        try DiagnosticPrinter.finish(diagnostics)
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
