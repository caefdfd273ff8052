import Testing

@testable import CKGenCore

/// Issue 41, item 4: a member's type written inside its type names what that scope holds (a type nested in the
/// view, in its superclass, a protocol's type alias, a type around the view); generated code stands at file scope,
/// so it writes such a name with the type that holds it. Names the module does not nest stay as written.
@Suite("Member types: names found inside a type are qualified for file scope")
struct MemberTypeQualificationTests {
    /// The parameter types of `view`'s attributes, by attribute name, and of its factories.
    static func types(_ source: String, view: String) -> (attributes: [String: [String]], factories: [[String]]) {
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let found = plan.views.first { $0.typeName == view }
        #expect(found != nil, "no plan for \(view)")
        var attributes: [String: [String]] = [:]
        for attribute in found?.attributes ?? [] {
            attributes[attribute.name] = attribute.parameters.map(\.type.spelling)
        }
        return (attributes, found?.factories.map { $0.parameters.map(\.type.spelling) } ?? [])
    }

    @Test("a type nested in the view, inside optionals, arrays, dictionaries and generic arguments")
    func nestedInView() {
        let (attributes, factories) = Self.types(
            """
            enum Mode { case top }
            /// @ck.view
            final class CardView: UIView {
                enum Mode { case a, b }
                struct Insets: Hashable { var top = 0.0 }
                var mode: Mode = .a
                var optionalMode: Mode?
                var modes: [Mode] = []
                var byName: [String: Mode] = [:]
                var pair: Swift.Optional<Insets> = nil
                var title: String = ""
                func setInsets(_ insets: Insets, animated: Bool) {}
                init(mode: Mode) { super.init(frame: .zero) }
            }
            """,
            view: "CardView"
        )
        #expect(attributes["mode"] == ["CardView.Mode"])
        #expect(attributes["optionalMode"] == ["CardView.Mode?"])
        #expect(attributes["modes"] == ["[CardView.Mode]"])
        #expect(attributes["pair"] == ["Swift.Optional<CardView.Insets>"])
        #expect(attributes["insets"] == ["CardView.Insets", "Bool"])
        #expect(attributes["byName"] == ["[String: CardView.Mode]"])
        // The near miss: a standard type.
        #expect(attributes["title"] == ["String"])
        #expect(factories == [["CardView.Mode"]])
    }

    @Test("a top-level type of the module keeps its name; so does one that another view nests")
    func topLevelStays() {
        let source = """
            enum Mode: Equatable { case top }
            /// @ck.view
            final class PlainView: UIView {
                var mode: Mode = .top
            }
            /// @ck.view
            final class OtherView: UIView {
                enum Mode { case a }
                var mode: Mode = .a
            }
            """
        #expect(Self.types(source, view: "PlainView").attributes["mode"] == ["Mode"])
        #expect(Self.types(source, view: "OtherView").attributes["mode"] == ["OtherView.Mode"])
    }

    @Test("a type nested in the superclass, a protocol extension's type alias, a type around the view")
    func inheritedAndEnclosing() {
        let source = """
            class BaseView: UIView {
                enum Style { case plain }
            }
            protocol Themed {}
            extension Themed {
                typealias Tint = Int
            }
            enum Screen {
                struct Size: Equatable { var width = 0 }
                /// @ck.view
                final class HeaderView: BaseView, Themed {
                    var style: Style = .plain
                    var tint: Tint = 0
                    var size = Size()
                    var explicit: Screen.Size = Size()
                }
            }
            """
        let attributes = Self.types(source, view: "Screen.HeaderView").attributes
        #expect(attributes["style"] == ["BaseView.Style"])
        #expect(attributes["tint"] == ["Screen.HeaderView.Tint"])
        // A type inferred from a call (`Size()`) is looked up as a written one; a qualified one from its first name.
        #expect(attributes["size"] == ["Screen.Size"])
        #expect(attributes["explicit"] == ["Screen.Size"])
    }

    @Test("an action's sender and argument types, in a component nested in another type")
    func actionTypes() {
        let (plan, diagnostics) = Snippets(
            """
            enum Feed {
                struct Item: Equatable {}
                final class ListComponent: CompositeComponent {
                    struct Row {}
                    /// @ck.action
                    func didPick(_ sender: Component, item: Item) {}
                    /// @ck.action
                    func didShow(_ row: Row) {}
                    /// @ck.action
                    func didTap(_ sender: Component) {}
                }
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let entries = plan.actionTables.first?.entries ?? []
        #expect(entries.first { $0.method == "didPick" }?.argumentType == "Feed.Item")
        #expect(entries.first { $0.method == "didShow" }?.senderType == "Feed.ListComponent.Row")
        #expect(entries.first { $0.method == "didTap" }?.senderType == "Component")
    }

    @Test("the qualified type renders where the member's was written")
    func rendered() throws {
        let output = try Snippets(
            """
            /// @ck.view
            final class `class`: UIView {
                enum Mode { case a }
                var mode: Mode = .a
            }
            """
        ).render()
        #expect(output.contains("static func mode(_ value: `class`.Mode) -> Self"), "\(output)")
    }

    @Test("a type a UIKit superclass declares is written with the UIKit class that declares it")
    func nestedInUIKitSuperclass() {
        let source = """
            enum Palette: Equatable { case warm }
            struct Configuration: Equatable {}
            /// @ck.view
            final class PhotoView: UIImageView {
                var fit: ContentMode = .scaleToFill
                var fits: [ContentMode] = []
                var configuration: Configuration = Configuration()
                var palette: Palette = .warm
            }
            class BaseButton: UIButton {}
            /// @ck.view
            final class PillButton: BaseButton {
                var kind: ButtonType = .system
                var alignment: ContentHorizontalAlignment = .center
                var style: UIKit.UIButton.ButtonType = .system
            }
            """
        let photo = Self.types(source, view: "PhotoView").attributes
        // UIImageView declares no ContentMode; UIView, its superclass, does.
        #expect(photo["fit"] == ["UIView.ContentMode"])
        #expect(photo["fits"] == ["[UIView.ContentMode]"])
        // The near misses: UIView declares no Configuration (UIButton does), so the module's own is meant; a name
        // no UIKit view declares stays as written.
        #expect(photo["configuration"] == ["Configuration"])
        #expect(photo["palette"] == ["Palette"])
        let pill = Self.types(source, view: "PillButton").attributes
        // Through a superclass of the module, then UIButton, then UIControl.
        #expect(pill["kind"] == ["UIButton.ButtonType"])
        #expect(pill["alignment"] == ["UIControl.ContentHorizontalAlignment"])
        #expect(pill["style"] == ["UIKit.UIButton.ButtonType"])
    }
}
