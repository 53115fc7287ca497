#!/usr/bin/env python3
"""Keeps app/translations/tourney_LANG.ts in step with the English texts of the program.

The English text is the key of every translation (app/interface_language.h), and the commands
write their help as plain string literals, so lupdate, which looks for tr() calls, cannot find
them. This script reads the help texts of app/*.cpp (CommandLine(...) descriptions,
addPositional / addOption / addFlag descriptions, Command summaries, help("...") texts, the
summaries of runAction's actions) into the "help" context,
adds each new one as an unfinished translation, marks those no longer in the code as vanished,
and prints how many are translated. The "reports" and "messages" contexts are kept by hand:
their texts come from many places, with numbers as %1, %2, ...

    scripts/translations.py [LANG ...]        (default: every .ts file)
    scripts/translations.py --check           exit 1 when a help text is missing from a .ts file
"""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "app" / "translations"

# Which argument of a call is the help text (0-based), by the call's name.
CALLS = {"CommandLine": 1, "addPositional": 1, "addOption": 2, "addFlag": 1, "Command": 1, "help": 0, "runTableCommand": 2,
         "pairingChange": 2}
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'"}


def unescape(body):
    return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), body)


def arguments(source, start):
    """The top-level arguments of the call whose '(' is at start, as source text."""
    depth, args, current, at = 0, [], "", start
    while at < len(source):
        c = source[at]
        if c == '"':
            end = LITERAL.match(source, at).end()
            current += source[at:end]
            at = end
            continue
        if c in "([{":
            depth += 1
            if depth == 1:
                at += 1
                continue
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(current.strip())
                return args
        elif c == "," and depth == 1:
            args.append(current.strip())
            current = ""
            at += 1
            continue
        current += c
        at += 1
    return args


def text_of(argument, constants):
    """The string an argument spells: adjacent literals, or a named constant; None otherwise."""
    if argument in constants:
        return constants[argument]
    literals = LITERAL.findall(argument)
    if not literals or LITERAL.sub("", argument).strip():
        return None
    return "".join(unescape(body) for body in literals)


# An action of runAction(COMMAND, {{"NAME", "SUMMARY", FUNCTION}, ...}, ...): its summary.
ACTION = re.compile(r'\{\s*"[a-z-]+"\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+),')


def help_texts():
    texts = []

    def add(text):
        if text and text not in texts:
            texts.append(text)

    for path in sorted((ROOT / "app").glob("*.cpp")):
        source = path.read_text(encoding="utf-8")
        constants = {}
        for match in re.finditer(r"\b(k\w+)(?:\[\])?\s*=\s*((?:\s*\"(?:[^\"\\]|\\.)*\")+)\s*;", source):
            constants[match.group(1)] = text_of(match.group(2), {})
        for name, index in CALLS.items():
            for match in re.finditer(r"\b" + name + r"\s*\w*\s*\(", source):
                args = arguments(source, match.end() - 1)
                add(text_of(args[index], constants) if len(args) > index else None)
        for match in re.finditer(r"\brunAction\s*\(", source):
            args = arguments(source, match.end() - 1)
            for action in ACTION.finditer(args[1] if len(args) > 1 else ""):
                add(text_of(action.group(1), {}))
    return texts


def indent(element, level=0):
    pad = "\n" + "    " * level
    if len(element):
        element.text = pad + "    "
        for child in element:
            indent(child, level + 1)
        child.tail = pad
    if level and not element.tail:
        element.tail = pad


def update(ts_path, texts, check):
    tree = ET.parse(ts_path)
    root = tree.getroot()
    help_context = next((c for c in root.findall("context") if c.findtext("name") == "help"), None)
    if help_context is None:
        help_context = ET.SubElement(root, "context")
        ET.SubElement(help_context, "name").text = "help"
    known = {m.findtext("source"): m for m in help_context.findall("message")}
    missing = [text for text in texts if text not in known]
    if check:
        for text in missing:
            print(f"{ts_path.name}: no entry for help text {text!r}")
        return not missing
    for text in missing:
        message = ET.SubElement(help_context, "message")
        ET.SubElement(message, "source").text = text
        ET.SubElement(message, "translation", {"type": "unfinished"})
    for source, message in known.items():
        translation = message.find("translation")
        if source not in texts and translation.get("type") != "vanished":
            translation.set("type", "vanished")
        elif source in texts and translation.get("type") == "vanished":
            del translation.attrib["type"]
    for element in root.iter():
        element.tail = None
        if len(element):
            element.text = None
    indent(root)
    with open(ts_path, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(root, encoding="unicode"))
        out.write("\n")
    messages = [m for c in root.findall("context") for m in c.findall("message")]
    done = [m for m in messages if not m.find("translation").get("type")]
    print(f"{ts_path.name}: {len(done)} of {len(messages)} texts translated, {len(missing)} help texts added")
    return True


def main():
    check = "--check" in sys.argv
    languages = [a for a in sys.argv[1:] if not a.startswith("--")]
    files = [TRANSLATIONS / f"tourney_{lang}.ts" for lang in languages] or sorted(TRANSLATIONS.glob("*.ts"))
    texts = help_texts()
    ok = all([update(path, texts, check) for path in files])
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
