import Foundation
import Mustache
import Stencil

// The template engines ckgen could use, on the attribute tables of the 1,000-file corpus: the same context (the
// values ckgen's Rendering stage prepares) through swift-mustache and through Stencil, with equivalent templates.

enum TemplateEngineBenchmark {
    /// The attribute-table context of `files` corpus files (a quarter of them are views with eight attributes).
    static func context(files: Int) -> [String: Any] {
        let views: [[String: Any]] = stride(from: 0, to: files, by: 4).map { index in
            let attributes: [[String: Any]] = (0..<8).map { attribute in
                [
                    "name": "attribute\(attribute)",
                    "access": "",
                    "doc": "Sets `attribute\(attribute)`.",
                    "parameterList": "_ value: Double",
                    "identifierLiteral": "\"Corpus.CorpusView\(index).attribute\(attribute)\"",
                    "applyStatement": "view.attribute\(attribute) = value",
                    "valueExpression": "value",
                ]
            }
            return ["typeName": "CorpusView\(index)", "attributes": attributes]
        }
        return ["views": views]
    }

    static let mustacheSource = """
        {{% CONTENT_TYPE: TEXT}}
        {{#views}}

        extension AttributeValue where V: {{typeName}} {
        {{#attributes}}
            /// {{doc}}
            {{access}}static func {{name}}({{parameterList}}) -> Self {
                Self(
                    ViewAttribute({{identifierLiteral}}) { view, value in
                        {{applyStatement}}
                    },
                    {{valueExpression}}
                )
            }
        {{^last()}}

        {{/last()}}
        {{/attributes}}
        }
        {{/views}}
        """

    static let stencilSource = """
        {% for view in views %}

        extension AttributeValue where V: {{ view.typeName }} {
        {% for attribute in view.attributes %}
            /// {{ attribute.doc }}
            {{ attribute.access }}static func {{ attribute.name }}({{ attribute.parameterList }}) -> Self {
                Self(
                    ViewAttribute({{ attribute.identifierLiteral }}) { view, value in
                        {{ attribute.applyStatement }}
                    },
                    {{ attribute.valueExpression }}
                )
            }
        {% if not forloop.last %}

        {% endif %}
        {% endfor %}
        }
        {% endfor %}
        """

    struct Result {
        var mustache: Double
        var stencil: Double
        var outputBytes: Int
    }

    static func run(files: Int, runs: Int) throws -> Result {
        let context = context(files: files)
        let mustache = try MustacheTemplate(string: mustacheSource)
        var mustacheBytes = 0
        let mustacheTime = GeneratorBenchmark.median(runs) {
            mustacheBytes = mustache.render(context).utf8.count
        }
        let environment = Environment(trimBehaviour: .smart)
        let stencil = environment.templateClass.init(templateString: stencilSource, environment: environment)
        var thrown: (any Error)?
        let stencilTime = GeneratorBenchmark.median(runs) {
            do { blackHole(try stencil.render(context).utf8.count) } catch { thrown = error }
        }
        if let thrown { throw thrown }
        return Result(mustache: mustacheTime, stencil: stencilTime, outputBytes: mustacheBytes)
    }
}
