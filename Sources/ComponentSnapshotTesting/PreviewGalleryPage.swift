public import ComponentRuntime
import Foundation

/// One static HTML page showing every preview in every variant as SVG pictures (``ComponentRuntime/UIView/snapshotSVG()``
/// of the preview mounted headlessly): for people who would rather look than read, in a pull request's artifacts
/// say. The page needs no script and no other file; the same previews give the same bytes.
///
/// Previews are grouped by component, each with its variants side by side under their names.
@MainActor
public func componentPreviewGalleryHTML(_ previews: [ComponentPreview], title: String = "Component previews")
    -> String
{
    var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escapeHTML(title))</title>
        <style>
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; background: #f2f2f7; }
        section { margin-bottom: 32px; }
        .variants { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; background: #ffffff; padding: 8px; border-radius: 8px; }
        figcaption { font-size: 12px; color: #3c3c43; margin-bottom: 4px; }
        </style>
        </head>
        <body>
        <h1>\(escapeHTML(title))</h1>

        """
    for preview in previews {
        html += "<section id=\"\(escapeHTML(preview.id))\">\n<h2>\(escapeHTML(preview.id))</h2>\n"
        html += "<div class=\"variants\">\n"
        for variant in preview.variants {
            let mounted = MountedComponentPreview(preview, variant: variant)
            let svg = mounted.view.snapshotSVG()
            mounted.unmount()
            html += "<figure data-variant=\"\(escapeHTML(variant.name))\">"
            html += "<figcaption>\(escapeHTML(variant.name))</figcaption>\n\(svg)\n</figure>\n"
        }
        html += "</div>\n</section>\n"
    }
    return html + "</body>\n</html>\n"
}

/// `text` with the characters HTML gives a meaning to written as entities.
func escapeHTML(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        default: escaped.append(character)
        }
    }
    return escaped
}
