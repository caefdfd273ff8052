#!/usr/bin/env python3
"""The list behind Tools/uikit-vocabulary/check.sh: UIKit's settable view properties, and how many the runtime has.

    vocabulary.py derive UIKIT_INTERFACE QUARTZCORE_INTERFACE NOT_COMMON_FILE OUT_LIST
        reads the two interfaces swift-synthesize-interface printed and writes the list (format below)
    vocabulary.py verify-list LIST NOT_COMMON_FILE
        checks a list against the reviewed file (each entry there is in the list, marked as it says)
    vocabulary.py swift LIST OUT_SWIFT
        writes one key-path line per property of the list, for swiftc -typecheck against ComponentRuntime
    vocabulary.py report LIST OUT_SWIFT COMPILER_LOG THRESHOLD
        maps the compiler's errors back to properties and prints the per-class lines and the total

The list (vocabulary.txt), one property a line, tab-separated: class, property, type as UIKit writes it (`T!` made
`T?`), `yes` or `no` (commonly used), and for `no` the reason.

What is listed: every settable instance property (`var` without `{ get }`, not `static` or `class`) of CLASSES,
declared in the class or an extension of it, introduced in iOS MAX_IOS or earlier and not unavailable on iOS, plus
  - for UIView, the accessibility properties UIKit declares on NSObject (UIAccessibility's categories), which every
    view has;
  - the settable requirements of the protocols a class adopts (and of the protocols those inherit), which Swift gives
    the class as its own members when the class does not declare them (UITextInputTraits' `keyboardType` on
    UITextField, CAMediaTiming's `duration` on CALayer, UIAccessibilityIdentification's `accessibilityIdentifier` on
    UIView).
A property is listed once, on the first class of the hierarchy that has it: UILabel's redeclaration of UIView's
`isUserInteractionEnabled` (to change its default) is counted on UIView.

Commonly used: everything, except
  - what is deprecated on iOS;
  - the families no component sets, recognised by name or by the protocol a property comes from (FAMILIES below);
  - what NOT_COMMON_FILE (not-commonly-used.txt, reviewed by hand) lists, each with its reason.
"""
import re
import sys
from collections import OrderedDict

# The 23 classes measured, in the order the report prints them (UIKit's, then QuartzCore's).
CLASSES = [
    "UIView", "UILabel", "UIButton", "UIImageView", "UIScrollView", "UIControl", "UISwitch", "UISlider",
    "UISegmentedControl", "UITextField", "UITextView", "UIStackView", "UIActivityIndicatorView", "UIProgressView",
    "UIPageControl", "UIStepper", "UIVisualEffectView", "UICollectionView", "UITableView", "UIRefreshControl",
    "CALayer", "CAGradientLayer", "CAShapeLayer",
]
# Properties introduced after this iOS version are left out (a newer SDK lists more than the runtime promises).
MAX_IOS = 18

# Families of properties no component sets. Each: a reason, and a test on (name, source protocol).
FAMILIES = [
    ("block-based accessibility variant", lambda n, p: n.endswith("Block")),
    ("focus", lambda n, p: re.search(r"[Ff]ocus", n) is not None),
    ("drag and drop", lambda n, p: re.search(r"[Dd]rag|[Dd]rop", n) is not None),
    ("pointer and hover", lambda n, p: re.search(r"[Pp]ointer|[Hh]over", n) is not None),
    ("menus and context menus", lambda n, p: re.search(r"[Mm]enu", n) is not None),
    ("writing tools", lambda n, p: "ritingTools" in n),
    ("large content viewer", lambda n, p: re.search(r"[Ll]argeContent", n) is not None),
    ("scenes and windows", lambda n, p: re.search(r"[Ss]cene|[Ww]indow", n) is not None),
    ("interactions", lambda n, p: n == "interactions"),
    ("keyboard layout guide", lambda n, p: "eyboardLayoutGuide" in n),
    ("UITextInput machinery", lambda n, p: p in ("UITextInput", "UIKeyInput")),
    ("spring-loading", lambda n, p: "pringLoaded" in n),
]

AVAILABLE = re.compile(r"@available\(([^()]*)\)")
ATTRIBUTE = re.compile(r"@\w+(\([^()]*(\([^()]*\))?[^()]*\))?\s*")
VAR = re.compile(r"^(?P<prefix>.*?)\bvar\s+(?P<name>`?\w+`?)\s*:\s*(?P<type>.+?)\s*(?P<accessors>\{[^{}]*\})?\s*$")
CONTEXT = re.compile(r"^(?P<prefix>.*?)\b(?P<kind>class|extension|protocol|struct|enum|actor)\s+(?P<name>[\w.]+)"
                     r"(?P<generics><[^{]*?>)?\s*(:\s*(?P<inherits>[^{]*?))?\s*(where [^{]*)?\{")


def fail(message):
    print(f"uikit-vocabulary: error: {message}")
    sys.exit(2)


class Availability:
    """What a declaration's @available attributes (its own and its extension's) say about iOS."""

    def __init__(self, attributes):
        self.unavailable = False
        self.deprecated = False
        self.introduced = None
        for arguments in attributes:
            parts = [part.strip() for part in arguments.split(",")]
            platform = parts[0]
            if platform in ("iOS", "*"):
                rest = parts[1:]
                if "unavailable" in rest:
                    self.unavailable = True
                if any(part == "deprecated" or part.startswith("deprecated:") or part.startswith("obsoleted:")
                       for part in rest):
                    self.deprecated = True
                for part in rest:
                    if part.startswith("introduced:"):
                        self.introduced = part.split(":", 1)[1].strip()
            else:
                # The short form: `iOS 13.0, tvOS 13.0, *`.
                for part in parts:
                    match = re.fullmatch(r"iOS\s+([\d.]+)", part)
                    if match:
                        self.introduced = match.group(1)

    def listed(self):
        if self.unavailable:
            return False
        return self.introduced is None or int(self.introduced.split(".")[0]) <= MAX_IOS


class Interface:
    """The declarations of a printed interface that the list needs."""

    def __init__(self):
        self.superclass = {}          # class → its superclass
        self.adopts = {}              # class or protocol → the protocols it adopts or inherits, in order
        self.members = {}             # type name → OrderedDict(name → (type, settable, Availability, static))
        self.protocols = set()
        self.body_members = {}        # class → the names its own body declares

    def read(self, path):
        try:
            with open(path, encoding="utf-8") as file:
                lines = file.read().split("\n")
        except OSError as error:
            fail(f"cannot read {path}: {error}")
        depth = 0
        pending = []          # @available arguments of the attribute lines above the next declaration
        context = None        # (kind, name, @available arguments) of the depth-1 body we are in
        in_comment = False
        for raw in lines:
            line = raw.strip()
            if in_comment:
                in_comment = "*/" not in line
                continue
            if line.startswith("/*") and "*/" not in line:
                in_comment = True
                continue
            if not line or line.startswith("//") or line.startswith("/*"):
                continue
            code = re.sub(r'"([^"\\]|\\.)*"', '""', line)
            attributes = AVAILABLE.findall(code)
            if ATTRIBUTE.sub("", code) == "":
                pending += attributes
                continue
            if depth == 0:
                match = CONTEXT.match(code)
                if match and "func " not in match.group("prefix"):
                    context = (match.group("kind"), match.group("name"), pending + attributes)
                    self.note_context(match)
            elif depth == 1 and context is not None:
                match = VAR.match(code)
                if match:
                    self.note_var(context, match, pending + attributes)
            pending = []
            depth += code.count("{") - code.count("}")
            if depth == 0:
                context = None
        if depth != 0:
            fail(f"{path}: braces do not balance; is it an interface swift-synthesize-interface printed?")

    def note_context(self, match):
        kind, name = match.group("kind"), match.group("name")
        inherits = [re.sub(r"^(@\w+\s+)+", "", item.strip()) for item in (match.group("inherits") or "").split(",")]
        inherits = [item for item in inherits if item]
        if kind == "class" and inherits:
            self.superclass[name] = inherits[0]
            inherits = inherits[1:]
        if kind == "protocol":
            self.protocols.add(name)
        adopted = self.adopts.setdefault(name, [])
        adopted += [item for item in inherits if item not in adopted]

    def note_var(self, context, match, attributes):
        kind, owner, context_attributes = context
        prefix = match.group("prefix")
        accessors = match.group("accessors") or ""
        static = re.search(r"\b(static|class)\b", prefix) is not None
        settable = accessors == "" or "set" in accessors
        name = match.group("name")
        members = self.members.setdefault(owner, OrderedDict())
        if name not in members:
            members[name] = (match.group("type"), settable, Availability(context_attributes + attributes), static)
        if kind == "class":
            # The class's own body first, then its extensions: the order UIKit's header documents them in.
            self.body_members.setdefault(owner, []).append(name)

    def protocol_closure(self, protocols):
        """The protocols, and every protocol they inherit, in order."""
        result = []
        work = list(protocols)
        while work:
            protocol = work.pop(0)
            if protocol in result or protocol not in self.protocols:
                continue
            result.append(protocol)
            work += self.adopts.get(protocol, [])
        return result

    def ancestors(self, name):
        result = []
        while name in self.superclass:
            name = self.superclass[name]
            result.append(name)
        return result


def listed_type(written):
    """The type a key path to the property has: an implicitly unwrapped optional is an optional."""
    return written[:-1] + "?" if written.endswith("!") else written


def derive(interface):
    """[(class, property, type, source protocol or None, Availability)], each property on its first class."""
    for name in CLASSES:
        if name not in interface.members and name not in interface.superclass:
            fail(f"the interfaces declare no class {name}")
    rows = []
    seen = {}   # class → {name: type} counted on it
    for owner in CLASSES:
        inherited = {}
        for ancestor in reversed(interface.ancestors(owner)):
            inherited.update(seen.get(ancestor, {}))
        names = {}

        def add(name, type_, source, availability):
            type_ = listed_type(type_)
            # A redeclaration with the inherited type (UILabel's isUserInteractionEnabled) adds no vocabulary; one
            # with its own type (UITableView's delegate) does.
            if inherited.get(name) == type_ or name in names or not availability.listed():
                return
            names[name] = type_
            rows.append((owner, name.strip("`"), type_, source, availability))

        declared = interface.members.get(owner, {})
        body = interface.body_members.get(owner, [])
        in_order = body + [name for name in declared if name not in body]
        for name in in_order:
            type_, settable, availability, static = declared[name]
            if settable and not static:
                add(name, type_, None, availability)
        if owner == "UIView":
            # UIAccessibility's categories on NSObject: every view has them.
            for name, (type_, settable, availability, static) in interface.members.get("NSObject", {}).items():
                if settable and not static:
                    add(name, type_, None, availability)
        adopted_by_ancestors = set(interface.protocol_closure(
            [p for ancestor in interface.ancestors(owner) for p in interface.adopts.get(ancestor, [])]))
        for protocol in interface.protocol_closure(interface.adopts.get(owner, [])):
            if protocol in adopted_by_ancestors:
                continue
            for name, (type_, settable, availability, static) in interface.members.get(protocol, {}).items():
                if settable and not static and name not in declared:
                    add(name, type_, protocol, availability)
        seen[owner] = names
    return rows


def read_not_common(path):
    """The reviewed file: `Class.property  reason` (or `*.property` for every class), `#` comments."""
    entries = OrderedDict()
    try:
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                line = line.split("#", 1)[0].rstrip()
                if not line.strip():
                    continue
                match = re.fullmatch(r"\s*([\w*]+)\.(\w+)\s+(\S.*)", line)
                if not match:
                    fail(f"{path}:{number}: expected `Class.property  reason`, found `{line.strip()}`")
                entries[(match.group(1), match.group(2))] = match.group(3).strip()
    except OSError as error:
        fail(f"cannot read {path}: {error}")
    return entries


def reviewed_reason(entries, owner, name):
    return entries.get((owner, name)) or entries.get(("*", name))


def commonly_used(owner, name, source, availability, entries):
    """(True, "") or (False, reason), by the rule in the module's comment."""
    if availability.deprecated:
        return False, "deprecated"
    for reason, matches in FAMILIES:
        if matches(name, source):
            return False, reason
    reason = reviewed_reason(entries, owner, name)
    if reason:
        return False, reason
    return True, ""


HEADER = """\
# UIKit's vocabulary that Tools/uikit-vocabulary/check.sh measures: every settable instance property of 23 UIKit and
# QuartzCore classes, as the iOS SDK's Swift interfaces declare them. Generated from the SDK (check.sh --write-list);
# do not edit by hand: edit not-commonly-used.txt or the rule in vocabulary.py, then regenerate.
# Columns (tab-separated): class, property, type (T! written T?), commonly used (yes/no), why not.
"""


def write_list(rows, entries, path):
    lines = []
    used_entries = set()
    for owner, name, type_, source, availability in rows:
        common, reason = commonly_used(owner, name, source, availability, entries)
        if reviewed_reason(entries, owner, name):
            used_entries.add((owner, name) if (owner, name) in entries else ("*", name))
        lines.append("\t".join([owner, name, type_, "yes" if common else "no"] + ([] if common else [reason])))
    with open(path, "w", encoding="utf-8") as file:
        file.write(HEADER + "\n".join(lines) + "\n")
    unused = [f"{owner}.{name}" for owner, name in entries if (owner, name) not in used_entries]
    if unused:
        print("uikit-vocabulary: warning: not-commonly-used.txt names properties the SDK does not list: "
              + ", ".join(unused))


def read_list(path):
    rows = []
    try:
        with open(path, encoding="utf-8") as file:
            for number, line in enumerate(file, 1):
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                fields = line.split("\t")
                if len(fields) not in (4, 5) or fields[3] not in ("yes", "no") or (fields[3] == "no") != (
                        len(fields) == 5):
                    fail(f"{path}:{number}: expected class, property, type, yes or no, and a reason for no")
                rows.append((fields[0], fields[1], fields[2], fields[3] == "yes", fields[4] if len(fields) == 5
                             else ""))
    except OSError as error:
        fail(f"cannot read {path}: {error}")
    if not rows:
        fail(f"{path} lists no property")
    return rows


def verify_list(list_path, not_common_path):
    """The committed list agrees with the reviewed file: each entry there is in the list, marked `no` with its
    reason. (What the SDK says cannot be checked without the SDK.)"""
    rows = read_list(list_path)
    entries = read_not_common(not_common_path)
    problems = []
    for (owner, name), reason in entries.items():
        matching = [row for row in rows if row[1] == name and owner in ("*", row[0])]
        if not matching:
            problems.append(f"{owner}.{name} is not in the list")
        for row in matching:
            if row[3] or (row[4] != reason and row[4] != "deprecated"):
                problems.append(f"{row[0]}.{name} is marked `{'yes' if row[3] else row[4]}`, the reviewed file "
                                f"says `{reason}`")
    if problems:
        for problem in problems:
            print(f"uikit-vocabulary: {list_path} disagrees with {not_common_path}: {problem}")
        fail("regenerate the list with an SDK (check.sh --write-list SDK_DIR), or correct not-commonly-used.txt")


SWIFT_HEADER = """\
// Generated by Tools/uikit-vocabulary/check.sh: one line per settable property UIKit declares on the measured classes.
// Each line compiles only when ComponentRuntime's headless backend declares the property with UIKit's name and type.
import ComponentRuntime
import Foundation

@MainActor func uikitVocabulary() {
"""


def write_swift(rows, path):
    """Returns {line number: row index}."""
    lines = SWIFT_HEADER.split("\n")[:-1]
    where = {}
    for index, (owner, name, type_, _, _) in enumerate(rows):
        lines.append(f"    let _: ReferenceWritableKeyPath<{owner}, {type_}> = \\{owner}.{name}")
        where[len(lines)] = index
    lines.append("}")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return where


def why(message, owner, type_):
    """A compiler error on a key-path line, said for someone choosing what to add."""
    match = re.search(r"cannot find type '([^']+)' in scope", message)
    if match:
        # The whole name UIKit writes (UIAccessibility.DirectTouchOptions, not UIAccessibility).
        if match.group(1) == owner:
            return f"the runtime has no type {owner}"
        written = re.search(rf"\b{re.escape(match.group(1))}(\.\w+)*", type_)
        return f"the runtime has no type {written.group(0) if written else match.group(1)}"
    match = re.search(r"'([^']+)' is not a member type of \w+ '(?:ComponentRuntime\.)?([^']+)'", message)
    if match:
        return f"the runtime has no type {match.group(2)}.{match.group(1)}"
    if re.search(r"reference to member '[^']+' cannot be resolved without a contextual type|has no member", message):
        return "not declared"
    match = re.search(r"cannot assign value of type 'ReferenceWritableKeyPath<[\w.]+, (.*)>' to type", message)
    if match:
        return f"declared as {match.group(1)}, UIKit's is {type_}"
    match = re.search(r"cannot convert key path type '(\w*KeyPath)<[\w.]+, (.*)>' to contextual type", message)
    if match:
        declared = "" if match.group(2) == type_ else f", as {match.group(2)} (UIKit's is {type_})"
        return f"read-only in the runtime{declared}"
    return message


def report(list_path, swift_path, log_path, threshold):
    rows = read_list(list_path)
    where = {}
    with open(swift_path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            match = re.match(r"\s+let _: ReferenceWritableKeyPath<(\w+), .*> = \\\w+\.(\w+)$", line)
            if match:
                where[number] = match.group(1, 2)
    index = {(row[0], row[1]): row for row in rows}
    failures = OrderedDict()
    other = []
    try:
        with open(log_path, encoding="utf-8", errors="replace") as file:
            log = file.read().split("\n")
    except OSError as error:
        fail(f"cannot read {log_path}: {error}")
    for line in log:
        if "error:" not in line:
            continue
        match = re.match(r"^(.*?):(\d+):\d+: error: (.*)$", line)
        if not match or match.group(1) != swift_path or int(match.group(2)) not in where:
            other.append(line)
            continue
        number = int(match.group(2))
        key = where[number]
        failures.setdefault(key, why(match.group(3), key[0], index[key][2]))
    if other:
        print("\n".join(other))
        fail("the compiler failed on a line that is no property (above): the generated file or the runtime's "
             "module is broken")
    by_class = OrderedDict()
    for row in rows:
        by_class.setdefault(row[0], []).append(row)
    total_common = total_common_ok = total_all = total_ok = 0
    for owner, class_rows in by_class.items():
        common = [row for row in class_rows if row[3]]
        common_ok = [row for row in common if (owner, row[1]) not in failures]
        all_ok = [row for row in class_rows if (owner, row[1]) not in failures]
        missing = [row for row in common if (owner, row[1]) in failures]
        line = f"{owner}: {len(common_ok)}/{len(common)} common, {len(all_ok)}/{len(class_rows)} all"
        if not all_ok and all(failures[(owner, row[1])] == f"the runtime has no type {owner}" for row in class_rows):
            print(f"{line}; the runtime has no class {owner}")
        else:
            if missing:
                line += "; missing: " + ", ".join(f"{row[1]} ({row[2]})" for row in missing)
            print(line)
            for row in missing:
                reason = failures[(owner, row[1])]
                if reason != "not declared":
                    print(f"    {row[1]}: {reason}")
        total_common += len(common)
        total_common_ok += len(common_ok)
        total_all += len(class_rows)
        total_ok += len(all_ok)
    print(f"total: {total_common_ok}/{total_common} commonly used, {total_ok}/{total_all} all, "
          f"over {len(by_class)} classes")
    percent = 100.0 * total_common_ok / total_common
    if percent < threshold:
        print(f"uikit-vocabulary: below the threshold of {threshold:g}% (--threshold sets it): the lines above say "
              "what Sources/ComponentRuntime/Headless/ lacks")
    print(f"uikit-vocabulary: {total_common_ok} of {total_common} commonly used properties ({percent:.1f}%)")
    return 0 if percent >= threshold else 1


def main(arguments):
    if not arguments:
        fail(__doc__)
    command, rest = arguments[0], arguments[1:]
    if command == "derive" and len(rest) == 4:
        interface = Interface()
        interface.read(rest[0])
        interface.read(rest[1])
        write_list(derive(interface), read_not_common(rest[2]), rest[3])
        return 0
    if command == "verify-list" and len(rest) == 2:
        verify_list(rest[0], rest[1])
        return 0
    if command == "swift" and len(rest) == 2:
        rows = read_list(rest[0])
        write_swift([(row[0], row[1], row[2], None, None) for row in rows], rest[1])
        return 0
    if command == "report" and len(rest) == 4:
        return report(rest[0], rest[1], rest[2], float(rest[3]))
    fail(f"unknown command or wrong arguments: {' '.join(arguments)}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
