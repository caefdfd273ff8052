#!/usr/bin/env python3
"""Writes a Swift file that uses every declaration of the stand-in UIKit interface (Tests/UIKitTypeCheckTests/
Interface/*.swift) exactly as the stand-in declares it, for Tools/ios-sdk-check.sh to type-check against the real
SDK: a declaration the SDK does not have as written (name, labels, types, optionality, superclass, conformances,
protocol requirements) is an error there, located at the stand-in's line (`#sourceLocation`). A declaration the
stand-in marks `@available(iOS, deprecated: ...)`, as the SDK marks it, is used inside a function deprecated itself,
so using it as declared is no warning.

    stand-in-references.py OUTPUT INTERFACE_FILE...

What is checked per declaration: a class's superclass and conformances; a struct's or enum's conformances and
cases; a property's type (read, and written when the stand-in has a setter); a static property's type; a method,
class method or initializer called with arguments of the stand-in's parameter types, its result of the stand-in's
result type; a protocol's members implemented by a class adopting it (an optional requirement that is nearly but not
exactly matched is a warning, which the check counts); a type alias's type. What is not: `open` (overridability),
`@MainActor` beyond what using the members from a main-actor function needs, and default argument values.
"""
import re
import sys

DECL_START = re.compile(
    r"^(?:@MainActor\s+)?(?:public |open |internal )?(?:final )?(?:required |convenience |override )*"
    r"(class func|static func|func|class|struct|enum|protocol|extension|init\??|var|let|static var|static let|"
    r"case|typealias)\b"
)
# Value types the stand-in extends (it declares members of them in extensions).
VALUE_TYPES_EXTENDED = {"IndexPath", "NSAttributedString.Key"}
MODIFIERS = re.compile(r"^(?:@MainActor\s+|public |open |internal |final |required |convenience |override |@objc )*")


def split_top(text, sep=","):
    """Splits at `sep` outside brackets."""
    parts, depth, current, previous = [], 0, "", ""
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]}" or (ch == ">" and previous != "-"):
            depth -= 1
        previous = ch
        if ch == sep and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def closure_type(t):
    """A parameter's or result's type as a closure's: `T!` as `T?`."""
    t = t.strip()
    return t[:-1] + "?" if t.endswith("!") else t


def parse_params(text):
    """(label or None, type) per parameter of `a b: T = default` items."""
    params = []
    for item in split_top(text):
        if not item:
            continue
        names, _, rest = item.partition(":")
        type_text = split_top(rest, "=")[0] if "=" in rest else rest
        names = names.split()
        label = names[0] if names[0] != "_" else None
        params.append((label, closure_type(type_text.strip())))
    return params


def call(params):
    args = [(f"{label}: a{i}" if label else f"a{i}") for i, (label, _) in enumerate(params)]
    sig = [f"a{i}: {t}" for i, (_, t) in enumerate(params)]
    return ", ".join(args), sig


def signature(body, keyword):
    """(name, parameter text, result text or None) of `keyword name(params) -> R { ... }`."""
    start = body.index("(", body.index(keyword))
    name = body[body.index(keyword) + len(keyword):start].strip()
    name = re.sub(r"<.*>$", "", name)
    depth = 0
    for end in range(start, len(body)):
        depth += {"(": 1, ")": -1}.get(body[end], 0)
        if depth == 0:
            break
    rest = body[end + 1:]
    rest = rest[: rest.index("{")] if "{" in rest else rest
    result = rest.split("->", 1)[1].strip() if "->" in rest else None
    return name, body[start + 1:end], result


class Scope:
    def __init__(self, kind, name, depth):
        self.kind, self.name, self.depth = kind, name, depth
        self.protocol_members = []


def main():
    output, files = sys.argv[1], sys.argv[2:]
    out = ["import UIKit", "", "@MainActor", "private func useTheStandIn() {"]
    # Uses of what the stand-in marks deprecated (as the SDK does), in a function deprecated itself, so that using
    # them as declared is no warning.
    deprecated_uses = [
        "",
        '@available(iOS, deprecated: 2.0, message: "uses the declarations the SDK deprecates")',
        "@MainActor",
        "private func useTheStandInsDeprecatedDeclarations() {",
    ]
    # Uses of what the stand-in marks `@available(iOS N, *)` (introduced after the deployment target), in a function
    # available from that version, one per version.
    newer_uses = {}
    helpers, adopters, counter = [], [], [0]
    deprecated = [False]  # whether the declaration being read follows `@available(..., deprecated...)`
    introduced = [None]  # the iOS version in the `@available(iOS N, *)` the declaration being read follows
    follows_deprecation = False
    follows_introduction = None

    def emit(path, line, code):
        counter[0] += 1
        if deprecated[0]:
            target = deprecated_uses
        elif introduced[0]:
            version = introduced[0]
            if version not in newer_uses:
                name = "useTheStandInsDeclarationsOfIOS" + version.replace(".", "_")
                newer_uses[version] = ["", f"@available(iOS {version}, *)", "@MainActor", f"private func {name}() {{"]
            target = newer_uses[version]
        else:
            target = out
        target.append(f'#sourceLocation(file: "{path}", line: {line})')
        target.append("    " + code)

    protocols = {}
    for path in files:
        lines = open(path).read().split("\n")
        stack, depth, i = [], 0, 0
        while i < len(lines):
            raw = lines[i]
            lineno = i + 1
            stripped = raw.strip()
            i += 1
            if not stripped or stripped.startswith("//") or stripped.startswith("@_exported"):
                depth += stripped.count("{") - stripped.count("}") if not stripped.startswith("//") else 0
                continue
            if stripped == "@MainActor":
                continue
            if stripped.startswith("@available("):
                follows_deprecation = "deprecated" in stripped
                newer = re.match(r"@available\(iOS (\d+(?:\.\d+)*), \*\)", stripped)
                follows_introduction = newer.group(1) if newer else None
                continue
            text = stripped
            # A declaration spread over lines: read until its parentheses close.
            while text.count("(") > text.count(")") and i < len(lines):
                text += " " + lines[i].strip()
                i += 1
            text = text.replace("( ", "(").replace(", )", ")")
            text = re.sub(r",\s*\)", ")", text)
            opens, closes = text.count("{"), text.count("}")
            owners = [s for s in stack if s.kind in ("class", "struct", "enum", "extension")]
            owner = owners[-1].name if owners else ""
            scope = stack[-1] if stack else None
            m = DECL_START.match(text)
            deprecated[0], follows_deprecation = follows_deprecation and m is not None, False
            introduced[0], follows_introduction = follows_introduction if m is not None else None, None
            if m:
                kind = m.group(1)
                body = MODIFIERS.sub("", text)
                if kind in ("class", "struct", "enum", "protocol", "extension"):
                    head = re.match(rf"{kind}\s+([\w.]+)\s*(?::\s*([^{{]*))?", body)
                    name, inherits = head.group(1), (head.group(2) or "").strip()
                    full = f"{owner}.{name}" if owner and kind != "extension" else name
                    if kind == "protocol":
                        protocols[name] = []
                    elif kind != "extension" and inherits:
                        for base in split_top(inherits):
                            base = base.replace("@unchecked ", "")
                            if base in ("Int", "UInt", "String"):
                                emit(path, lineno, f"_ = {{ (x: {full}) -> {base} in x.rawValue }}")
                            elif kind == "class" and base[0].isupper() and base not in ("Sendable",) and not base.endswith("Protocol") and base not in protocols:
                                emit(path, lineno, f"_ = {{ (x: {full}) -> {base} in x }}")
                            else:
                                helper = f"conformance{len(helpers)}"
                                helpers.append(f"private func {helper}<T: {base}>(_: T.Type) {{}}")
                                emit(path, lineno, f"{helper}({full}.self)")
                    if "}" in body and body.count("{") == body.count("}"):
                        continue  # `open class UIWindow: UIView {}`
                    stack.append(Scope(kind if kind != "extension" or name not in protocols else "protocol-extension", full if kind != "extension" else name, depth))
                    depth += opens - closes
                    continue
                depth += opens - closes
                in_protocol = scope and scope.kind in ("protocol", "protocol-extension")
                if in_protocol:
                    decl = re.sub(r"\s*\{.*$", "", body).strip()
                    # A settable property requirement is implemented with a setter too.
                    settable = kind == "var" and re.search(r"\{\s*get\s+set\s*\}", body) is not None
                    protocols[scope.name].append((path, lineno, decl + (" \x00set" if settable else "")))
                    continue
                if kind == "case":
                    for case in split_top(body[len("case"):]):
                        emit(path, lineno, f"_ = {owner}.{case.split('=')[0].strip()}")
                elif kind == "typealias":
                    name, _, aliased = body[len("typealias"):].partition("=")
                    helper = f"sameType{len(helpers)}"
                    helpers.append(f"private func {helper}<T>(_: T.Type, _: T.Type) {{}}")
                    name = f"{owner}.{name.strip()}" if owner else name.strip()
                    emit(path, lineno, f"{helper}({name}.self, ({aliased.strip()}).self)")
                elif kind in ("var", "let", "static var", "static let"):
                    static = kind.startswith("static")
                    decl = body[len(kind):].strip()
                    name, _, rest = decl.partition(":")
                    name = name.strip()
                    if "=" in name:  # `static let zero = UIEdgeInsets(...)`
                        name, _, value = name.partition("=")
                        name, type_text = name.strip(), value.split("(")[0].strip()
                    else:
                        type_text = re.sub(r"\s*\{.*$", "", rest).strip()
                    type_text = closure_type(type_text)
                    settable = (kind == "var" and not static and ("{" not in text or
                                (i < len(lines) and "get {" in lines[i] and "set {" in lines[i + 1]))) if not static else False
                    if static:
                        emit(path, lineno, f"_ = {{ () -> {type_text} in {owner}.{name} }}")
                    else:
                        emit(path, lineno, f"_ = {{ (x: {owner}) -> {type_text} in x.{name} }}")
                        if settable and (scope.kind == "struct" or owner in VALUE_TYPES_EXTENDED):
                            emit(path, lineno, f"_ = {{ (x: {owner}, v: {type_text}) in var x = x; x.{name} = v; _ = x }}")
                        elif settable:
                            emit(path, lineno, f"_ = {{ (x: {owner}, v: {type_text}) in x.{name} = v }}")
                elif kind in ("func", "class func", "static func"):
                    name, params, result = signature(body, "func")
                    params, result = parse_params(params), result or "Void"
                    args, sig = call(params)
                    target = f"{owner}" if kind != "func" else "x"
                    sig = sig if kind != "func" or not owner else [f"x: {owner}"] + sig
                    if not owner:
                        target = None
                    invocation = f"{target}.{name}({args})" if target else f"{name}({args})"
                    emit(path, lineno, f"_ = {{ ({', '.join(sig)}) -> {closure_type(result)} in {invocation} }}")
                elif kind.startswith("init"):
                    failable, params, _ = signature(body, "init")
                    params = parse_params(params)
                    args, sig = call(params)
                    emit(path, lineno, f"_ = {{ ({', '.join(sig)}) -> {owner}{failable} in {owner}({args}) }}")
                continue
            depth += opens - closes
            while stack and depth <= stack[-1].depth:
                stack.pop()

    for name, members in protocols.items():
        adopter = f"StandInAdopter{name}"
        adopters.append(f"@MainActor\nprivate final class {adopter}: NSObject, {name} {{")
        seen = set()
        for path, lineno, decl in members:
            if decl in seen:
                continue
            seen.add(decl)
            adopters.append(f'#sourceLocation(file: "{path}", line: {lineno})')
            if decl.endswith(" \x00set"):
                adopters.append(f"    {decl[:-5]} {{ get {{ fatalError() }} set {{}} }}")
            else:
                adopters.append(f"    {decl} {{ fatalError() }}")
        adopters.append("#sourceLocation()")
        adopters.append("}")

    out.append("#sourceLocation()")
    out.append("}")
    deprecated_uses += ["#sourceLocation()", "}"]
    for version in sorted(newer_uses):
        deprecated_uses += newer_uses[version] + ["#sourceLocation()", "}"]
    with open(output, "w") as f:
        f.write("\n".join(out + deprecated_uses + [""] + helpers + [""] + adopters) + "\n")
    print(counter[0] + sum(len(m) for m in protocols.values()))


main()
