#!/usr/bin/env python3
"""Translates Yoga's generated fixture tests (facebook/yoga tests/generated/YG*Test.cpp) into the table that
Tests/ComponentRuntimeTests/FlexboxYogaFixtureTable.swift holds: one block per test, its node tree with styles in
our FlexStyle's terms, and the frames Yoga asserts after laying it out left to right and right to left.

Usage: Tools/yoga-fixtures.py <folder with the YG*Test.cpp files> > Tests/ComponentRuntimeTests/FlexboxYogaFixtureTable.swift

A test is left out (and listed with its reason in the table's header) when it uses what the engine does not
have: measure functions, `display: contents`, intrinsic-size keywords, experimental features, or a GTEST_SKIP.
"""
import os
import re
import sys

EDGE = {"YGEdgeLeft": "left", "YGEdgeTop": "top", "YGEdgeRight": "right", "YGEdgeBottom": "bottom",
        "YGEdgeStart": "start", "YGEdgeEnd": "end", "YGEdgeHorizontal": "horizontal",
        "YGEdgeVertical": "vertical", "YGEdgeAll": "all"}
ENUMS = {
    "PositionType": ("positionType", {"YGPositionTypeAbsolute": "absolute", "YGPositionTypeRelative": "relative",
                                       "YGPositionTypeStatic": "static"}),
    "FlexDirection": ("direction", {"YGFlexDirectionRow": "row", "YGFlexDirectionRowReverse": "rowReverse",
                                    "YGFlexDirectionColumn": "column",
                                    "YGFlexDirectionColumnReverse": "columnReverse"}),
    "FlexWrap": ("wrap", {"YGWrapWrap": "wrap", "YGWrapNoWrap": "noWrap", "YGWrapWrapReverse": "wrapReverse"}),
    "JustifyContent": ("justifyContent", {"YGJustifyFlexStart": "flexStart", "YGJustifyCenter": "center",
                                          "YGJustifyFlexEnd": "flexEnd", "YGJustifySpaceBetween": "spaceBetween",
                                          "YGJustifySpaceAround": "spaceAround",
                                          "YGJustifySpaceEvenly": "spaceEvenly"}),
    "BoxSizing": ("boxSizing", {"YGBoxSizingContentBox": "contentBox", "YGBoxSizingBorderBox": "borderBox"}),
    "Display": ("display", {"YGDisplayNone": "none", "YGDisplayFlex": "flex"}),
    "Overflow": ("overflow", {"YGOverflowHidden": "hidden", "YGOverflowScroll": "scroll",
                              "YGOverflowVisible": "visible"}),
}
ALIGN = {"YGAlignAuto": "auto", "YGAlignFlexStart": "flexStart", "YGAlignCenter": "center",
         "YGAlignFlexEnd": "flexEnd", "YGAlignStretch": "stretch", "YGAlignBaseline": "baseline",
         "YGAlignSpaceBetween": "spaceBetween", "YGAlignSpaceAround": "spaceAround",
         "YGAlignSpaceEvenly": "spaceEvenly"}
for name in ("AlignItems", "AlignContent", "AlignSelf"):
    ENUMS[name] = (name[0].lower() + name[1:], ALIGN)
LENGTHS = {"Width": "width", "Height": "height", "MinWidth": "minWidth", "MinHeight": "minHeight",
           "MaxWidth": "maxWidth", "MaxHeight": "maxHeight", "FlexBasis": "flexBasis"}
NUMBERS = {"FlexGrow": "flexGrow", "FlexShrink": "flexShrink", "AspectRatio": "aspectRatio"}
GUTTER = {"YGGutterAll": "gap", "YGGutterRow": "rowGap", "YGGutterColumn": "columnGap"}
FRAME = {"Left": 0, "Top": 1, "Width": 2, "Height": 3}


class Unsupported(Exception):
    pass


def number(text):
    text = text.strip().rstrip("f")
    if text == "YGUndefined":
        return "nan"
    value = float(text)
    return str(int(value)) if value == int(value) else repr(value)


def translate(name, body):
    if "GTEST_SKIP" in body:
        raise Unsupported("skipped by Yoga (GTEST_SKIP)")
    nodes = []  # [name, parent, {key: value}, {edgeProperty: {yogaEdge: value}}]
    by_name = {}
    layouts = []  # [direction, width, height, {node: [x, y, w, h]}]
    for line in body.splitlines():
        line = line.strip().rstrip(";")
        if not line or line.startswith("//") or line.startswith("YGConfigRef") or line.startswith("YGConfigFree") \
                or line.startswith("YGNodeFreeRecursive"):
            continue
        m = re.match(r"YGNodeRef (\w+) = YGNodeNewWithConfig\(config\)$", line)
        if m:
            node = [m.group(1), None, {}, {}]
            nodes.append(node)
            by_name[m.group(1)] = node
            continue
        m = re.match(r"YGNodeInsertChild\((\w+), (\w+), \d+\)$", line)
        if m:
            by_name[m.group(2)][1] = m.group(1)
            continue
        m = re.match(r"YGNodeCalculateLayout\(root, (\S+), (\S+), YGDirection(LTR|RTL)\)$", line)
        if m:
            layouts.append([m.group(3).lower(), number(m.group(1)), number(m.group(2)), {}])
            continue
        m = re.match(r"ASSERT_FLOAT_EQ\((\S+), YGNodeLayoutGet(\w+)\((\w+)\)\)$", line)
        if m:
            frames = layouts[-1][3]
            frames.setdefault(m.group(3), [None] * 4)[FRAME[m.group(2)]] = number(m.group(1))
            continue
        m = re.match(r"YGNodeStyleSet(\w+)\((\w+)(?:, (.*))?\)$", line)
        if not m:
            raise Unsupported("uses " + line.split("(")[0])
        setter, node, args = m.group(1), by_name[m.group(2)], [a.strip() for a in (m.group(3) or "").split(",")]
        style, edges = node[2], node[3]
        if setter in ENUMS:
            key, values = ENUMS[setter]
            if args[0] not in values:
                raise Unsupported("uses " + args[0])
            style[key] = values[args[0]]
        elif setter in NUMBERS:
            style[NUMBERS[setter]] = number(args[0])
        elif setter in LENGTHS:
            style[LENGTHS[setter]] = number(args[0])
        elif setter.endswith("Percent") and setter[:-7] in LENGTHS:
            style[LENGTHS[setter[:-7]]] = number(args[0]) + "%"
        elif setter.endswith("Auto") and setter[:-4] in LENGTHS:
            style[LENGTHS[setter[:-4]]] = "auto"
        elif setter in ("Margin", "Padding", "Border", "Position"):
            edges.setdefault(setter.lower(), {})[EDGE[args[0]]] = number(args[1])
        elif setter in ("MarginPercent", "PaddingPercent", "PositionPercent"):
            edges.setdefault(setter[:-7].lower(), {})[EDGE[args[0]]] = number(args[1]) + "%"
        elif setter in ("MarginAuto", "PositionAuto"):
            edges.setdefault(setter[:-4].lower(), {})[EDGE[args[0]]] = "auto"
        elif setter in ("Gap", "GapPercent"):
            style[GUTTER[args[0]]] = number(args[1]) + ("%" if setter == "GapPercent" else "")
        else:
            raise Unsupported("uses YGNodeStyleSet" + setter)
    lines = ["case " + name]
    for node_name, parent, style, edges in nodes:
        fields = [f"{key}={value}" for key, value in style.items()]
        for prop, values in edges.items():
            # Yoga's precedence among the physical edges (left, then horizontal, then all); start and end stay.
            resolved = {
                "left": values.get("left", values.get("horizontal", values.get("all"))),
                "right": values.get("right", values.get("horizontal", values.get("all"))),
                "top": values.get("top", values.get("vertical", values.get("all"))),
                "bottom": values.get("bottom", values.get("vertical", values.get("all"))),
                "start": values.get("start"),
                "end": values.get("end"),
            }
            fields += [f"{prop}.{edge}={value}" for edge, value in resolved.items() if value is not None]
        lines.append(" ".join(["node", node_name, parent or "-"]))
        lines += wrapped("+", fields)
    order = [node[0] for node in nodes]
    for direction, width, height, frames in layouts:
        lines.append(" ".join([direction, width, height]))
        lines += wrapped("=", [f"{n}:{','.join(frames[n])}" for n in order if n in frames])
    return lines


def wrapped(marker, words, width=100):
    """`words` on lines of at most about `width` characters, each starting with `marker`."""
    lines, line = [], []
    for word in words:
        if line and len(" ".join([marker] + line + [word])) > width:
            lines.append(" ".join([marker] + line))
            line = []
        line.append(word)
    if line:
        lines.append(" ".join([marker] + line))
    return lines


def main():
    folder = sys.argv[1]
    table, left_out = [], []
    for file in sorted(os.listdir(folder)):
        if not re.match(r"YG\w+Test\.cpp$", file):
            continue
        source = open(os.path.join(folder, file)).read()
        for m in re.finditer(r"TEST\(YogaTest, (\w+)\) \{\n(.*?)\n\}\n", source, re.S):
            name = file[:-4] + "/" + m.group(1)
            try:
                table += translate(name, m.group(2))
            except Unsupported as reason:
                left_out.append(f"{name}: {reason}")
    print("// swift-format-ignore-file")
    print("// Generated by Tools/yoga-fixtures.py from facebook/yoga tests/generated (MIT licence): each case is a")
    print("// node tree (`node <name> <parent>`, its style on the `+` lines after it) and the frames Yoga gives it")
    print("// left to right (`ltr`) and right to left (`rtl`) in a space of the given width and height (`=` lines:")
    print("// `name:x,y,width,height`). Regenerate rather than edit.")
    print("//")
    print(f"// Left out ({len(left_out)}):")
    for line in left_out:
        print("// - " + line)
    print()
    print("let yogaFixtureTable = #\"\"\"")
    for line in table:
        print("    " + line)
    print("    \"\"\"#")


main()
