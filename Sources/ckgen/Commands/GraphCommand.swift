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

            ckgen writes over only the DOT and SVG files it wrote, which carry its header. An output path that \
            is one of the inputs, or an existing file without the header, is an error, and nothing is written; \
            --overwrite replaces such a file, but never an input.

            Example:
              ckgen graph Sources/MyApp --module-name MyApp --output docs/MyApp.dot
            """
    )

    @OptionGroup var input: InputOptions

    @Option(
        name: CommandLineOption.dotOutput.nameSpecification,
        help: ArgumentHelp(
            "The DOT file to write; without it, the DOT text goes to standard output.",
            valueName: "path"
        )
    )
    var output: String?

    @Flag(
        name: CommandLineOption.noSVG.nameSpecification,
        help: "Write only the DOT file, even when 'dot' is installed."
    )
    var noSVG = false

    @Flag(
        name: CommandLineOption.overwrite.nameSpecification,
        help: "Replace an existing DOT or SVG file that ckgen did not write (one without its header); never an input."
    )
    var overwrite = false

    func run() throws {
        let diagnostics = Diagnostics()
        let pipeline = try input.pipeline(diagnostics: diagnostics)
        let dotURL = output.map { URL(fileURLWithPath: $0) }
        // The SVG only when it would be drawn.
        let svgURL =
            noSVG || !GraphvizRunner.isInstalled
            ? nil : dotURL.map { $0.deletingPathExtension().appendingPathExtension("svg") }
        // Checked before anything is read: ckgen writes over only what it wrote.
        if let dotURL {
            check(dotURL, header: .dot, options: pipeline.options, diagnostics: diagnostics)
            if let svgURL, svgURL.path != dotURL.path {
                check(svgURL, header: .svg, options: pipeline.options, diagnostics: diagnostics)
            }
            if diagnostics.hasErrors { return try DiagnosticPrinter.finish(diagnostics) }
        }
        let result = pipeline.run(until: .plan, diagnostics: diagnostics)
        // As with 'generate', an error means nothing is written: the picture would be of code that does not build.
        guard !diagnostics.hasErrors, let model = result.model, let plan = result.plan else {
            return try DiagnosticPrinter.finish(diagnostics)
        }
        let dot = DOTRenderer.render(GraphBuilder.graph(model: model, plan: plan))
        guard let output, let dotURL else {
            print(dot, terminator: "")
            try DiagnosticPrinter.finish(diagnostics)
            return
        }
        do {
            _ = try OutputWriter.write(dot, to: dotURL)
        } catch {
            diagnostics.report(
                error as? Diagnostic
                    ?? Diagnostic(OutputMessage.write(path: output, reason: error.localizedDescription), at: nil)
            )
            return try DiagnosticPrinter.finish(diagnostics)
        }
        printError("wrote \(output)")
        if !noSVG {
            switch drawSVG(dot: dotURL, to: svgURL) {
            case .written: printError("wrote \(svgURL?.path ?? "")")
            case .notInstalled:
                printError(
                    "note: Graphviz's 'dot' is not on the PATH, so no SVG was written (Debian: apt-get install graphviz)"
                )
            case .failed(let reason): printError("warning: 'dot' could not draw \(output): \(reason)")
            }
        }
        try DiagnosticPrinter.finish(diagnostics)
    }

    /// Reports to `diagnostics` when ckgen may not write at `url` (see ``OutputOwnership``). Everything the run
    /// reads is an input: the Swift inputs, the headers, the config file and the templates.
    private func check(
        _ url: URL,
        header: OutputOwnership.Header,
        options: GeneratorOptions,
        diagnostics: Diagnostics
    ) {
        var inputs = options.inputs.map { OutputOwnership.Input(path: $0) }
        inputs += options.objc.headers.map { OutputOwnership.Input(path: $0) }
        if let config = input.request().configFile { inputs.append(OutputOwnership.Input(path: config)) }
        if let templates = options.templatesFolder {
            inputs.append(OutputOwnership.Input(path: templates.path, fileSuffix: ".mustache"))
        }
        do {
            try OutputOwnership.check(url, header: header, product: .graph, inputs: inputs, overwrite: overwrite)
        } catch {
            diagnostics.report(error)
        }
    }

    /// Has Graphviz draw `dot` into a temporary file beside `svg`, then writes it to `svg` with ckgen's mark (see
    /// ``GraphSVG``), atomically and only when it changed.
    private func drawSVG(dot: URL, to svg: URL?) -> GraphvizRunner.Outcome {
        guard let svg else { return .notInstalled }
        let drawn = svg.deletingLastPathComponent()
            .appendingPathComponent(".\(svg.lastPathComponent).ckgen-\(UInt64.random(in: .min ... .max))")
        defer { try? FileManager.default.removeItem(at: drawn) }
        let outcome = GraphvizRunner.renderSVG(dot: dot, to: drawn)
        guard outcome == .written else { return outcome }
        do {
            let bytes = [UInt8](try Data(contentsOf: drawn))
            _ = try OutputWriter.write(GraphSVG.marked(bytes), to: svg)
        } catch {
            return .failed("\(error)")
        }
        return .written
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
