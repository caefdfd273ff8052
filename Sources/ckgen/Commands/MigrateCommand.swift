import ArgumentParser
import CKGenCore
import Foundation

/// `ckgen migrate`: ComponentKit Objective-C++ components in, Swift descriptions out. The work is CKGenCore's
/// ``Migrator``; this command only reads the arguments and prints.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn ComponentKit Objective-C++ components into Swift descriptions.",
        discussion: """
            Reads ComponentKit component sources (.mm files, or folders holding them) with libclang, against the \
            ComponentKit and UIKit headers you point it at with --objc-flag (an iOS SDK with -isysroot, your \
            ComponentKit checkout with -I), and writes one Swift file per class into the output folder. A \
            composite becomes a ComponentDescription struct whose stored properties are its +newWith... \
            parameters, and its idioms become what you would write by hand:

              composite, [super newWithComponent:] struct ...: ComponentDescription
              [CKComponent newWithView:size:]      ViewComponent<V>, key-path attributes
              CKFlexboxComponent, its children     FlexboxComponent { }, .flexGrow(1)
              inset, background, overlay           .padding(8), .background { }, .overlay
              center, ratio                        .center(), .ratio(0.5)
              CKLabelComponent                     TextComponent
              CKImageComponent, CKButtonComponent  ViewComponent<UIImageView>, <UIButton>
              actions on the component's methods   .onTap { didTap() } and that method
              CKComponentScope, +initialState      @ScopedState, set by the handlers
              CKComponentController subclass       ComponentController subclass

            What it cannot convert it keeps: the original code, as a comment at the place it belongs in the \
            Swift, and a warning located in the original file that says why. Each file ends with a summary line: \
            how many classes converted with no edit needed, partly, or not at all. Objective-C model classes are \
            referenced by name; they stay Objective-C and reach Swift through your bridging header as usual.

            It writes over only what it wrote: a file whose first line is its header ('// Migrated by ckgen \
            migrate'). Remove that line once you have reviewed a file and it is yours; an existing file without \
            it is an error and nothing is written (--overwrite replaces such a file, but never an input). \
            --dry-run prints the files instead of writing them.

            Example:
              ckgen migrate Components/ --output Sources/Migrated \\
                --objc-flag=-IComponentKit/include --objc-flag=-isysroot --objc-flag=$SDK
            """
    )

    @Argument(help: ArgumentHelp("The .mm files, or folders searched for them.", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(
        name: CommandLineOption.output.nameSpecification,
        help: ArgumentHelp("The folder that receives the Swift files (created if missing).", valueName: "folder")
    )
    var output: String?

    @Option(
        name: CommandLineOption.objcFlag.nameSpecification,
        parsing: CommandLineOption.objcFlag.arrayParsing,
        help: ArgumentHelp(
            "A clang argument for reading the sources, such as -I<folder>, -isysroot <sdk> or -DNAME (repeatable); "
                + "flags that write files or run tools are refused.",
            valueName: "argument"
        )
    )
    var objcFlags: [String] = []

    @Flag(
        name: CommandLineOption.dryRun.nameSpecification,
        help: "Print the Swift files that would be written, and write nothing."
    )
    var dryRun = false

    @Flag(
        name: CommandLineOption.overwrite.nameSpecification,
        help: "Replace an existing file that ckgen migrate did not write (one without its header); never an input."
    )
    var overwrite = false

    func validate() throws {
        if output == nil && !dryRun {
            throw ValidationError("say where the Swift files go with --output <folder>, or pass --dry-run")
        }
    }

    func run() throws {
        let diagnostics = Diagnostics()
        // Past 64 arguments, ckgen hands most input paths around the argument parser (see ManyInputs).
        let request = Migrator.Request(
            inputs: inputs + ManyInputs.extra,
            outputFolder: output,
            flags: objcFlags,
            dryRun: dryRun,
            overwrite: overwrite
        )
        let result = Migrator.run(request, diagnostics: diagnostics)
        if dryRun {
            for file in result.files {
                print("// ---- \(file.path)")
                print(file.text, terminator: "")
            }
        }
        try DiagnosticPrinter.finish(diagnostics)
        for summary in result.summaries {
            // A dry run's standard output is the Swift alone, so its summary goes to standard error.
            if dryRun {
                FileHandle.standardError.write(Data("ckgen migrate: \(summary)\n".utf8))
            } else {
                DiagnosticPrinter.status("ckgen migrate: \(summary)")
            }
        }
        if !dryRun, let output, !result.files.isEmpty {
            DiagnosticPrinter.status("ckgen migrate: wrote \(result.files.count) files into \(output)")
        }
    }
}
