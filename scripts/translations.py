#!/usr/bin/env python3
"""Keeps app/translations/tourney_LANG.ts in step with the English texts of the program.

The English text is the key of every translation (app/interface_language.h), and the commands
write their help as plain string literals, so lupdate, which looks for tr() calls, cannot find
them. This script reads the help texts of app/*.cpp (CommandLine(...) descriptions,
addPositional / addOption / addFlag descriptions, Command summaries, help("...") texts, the
summaries of runAction's actions) into the "help" context,
adds each new one as an unfinished translation, marks those no longer in the code as vanished,
and prints how many are translated.

It reads the messages the same way into the "messages" context (issue 31 item 5): the pattern
of every Message("...") of tournament/, app/ and reports/ (tournament/message.h), the literal message of
every Refusal, NotInEvent, UnusableRequest and ForceRequired (and ForceRequired's action), and
the literals app/ translates in place (translated("messages", ...), said(...),
QCoreApplication::translate("messages", ...)). A message of the event core or of a command
built by joining strings ("round " + ...) cannot be translated whole, so it is an error: it must
be a Message with its values as arguments. Entries of "messages" that no literal spells (texts with numbers
as %1, %2 that come from elsewhere) are kept. The "reports" context gets the literals reports/
prints through label("..."); its other entries (titles, headers and notes of the event core's
tables, texts with numbers as %1) are kept by hand. The "fields" context gets the field names of
the readers' bad lines (InputError, the TRF reader's fail, ...: "rating (columns %1-%2)"), which
the front end translates as a whole (rules/message.h, Message::field); names built at run time
("round %1 opponent") are kept by hand.

    scripts/translations.py [LANG ...]        (default: every .ts file)
    scripts/translations.py --check           exit 1 when a help text or a message has no
                                              translation, a translation drops a %N of its
                                              message, tournament/ or app/ builds a message
                                              with +, or tournament/ a table note with +; a
                                              field name of a bad line has no translation
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


# Calls whose arguments are messages, by the call's name: which arguments (0-based), by the number
# of arguments the call has (None: any).
MESSAGE_CALLS = {
    "Message": {None: [0]},
    "countedMessage": {None: [1, 2]},
    "Refusal": {1: [0], 2: [1]},
    "NotInEvent": {1: [0], 2: [1]},
    "UnusableRequest": {1: [0], 2: [1]},
    "ForceRequired": {2: [0, 1]},
    "said": {1: [0]},
    "UsageError": {1: [0]},
    "refuse": {2: [1]},
}
IN_PLACE = re.compile(r'\b(?:translated|QCoreApplication::translate)\s*\(\s*"messages"\s*,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)[,)]')
MESSAGE_SOURCES = ["rules", "scoring", "formats", "tournament", "app", "reports"]
# Where a message built by joining strings is an error: the event core and the commands, whose
# messages all have patterns now, and the engines, the file readers and the tie-break codes,
# whose reasons (an illegal move, a record's or a FEN's syntax, a bad line of a CSV or TRF file,
# an unknown tie-break code) reach the arbiter whole (issue 31 item 5).
BUILT_CHECKED = ["tournament", "app", "rules", "formats", "scoring"]
# An engine, a reader or a tie-break code that throws a plain English exception says something a
# front end can only print in English: it throws BadValue, UnreadableFile, TiebreakError or
# InputError with a Message instead (rules/message.h), and a record that cannot be read is marked
# with GameRecord::unreadable(line, Message(...)), not by setting its read_error.
ENGLISH_THROWS = re.compile(r"\bthrow\s+std::(?:invalid_argument|runtime_error|out_of_range)\s*\(")
READ_ERROR_SET = re.compile(r"\bread_error\s*=[^=]")
ENGLISH_CHECKED = ["rules", "formats", "scoring"]
# Fixed digits of a translation are written in ASCII, as in its English: the program writes them
# in the digits --digits chose, as it writes the values (issue 31 item 5: "রাউন্ড ১" stood among
# ASCII numbers).
BENGALI_DIGIT = re.compile("[\u09e6-\u09ef]")
# A warning or a note the arbiter reads is a message too: pushing a string built with + onto a
# list of them is an error wherever the list is a Message list (issue 31 item 5: the warnings of
# pairings by hand, of FIDE codes and of TRF files used to be built so, and stayed English).
# (A table's notes, table.notes, are still strings that reports/ translates with their numbers.)
# A bare "notes" is such a table's, in the making.
SAID_LISTS = re.compile(r"(?<![\w.])(?!table\.)(?:\w+(?:\.|->))*(warnings|(?<=[.>])notes|changes|lost_results|forfeits|done)"
                        r"\.push_back\s*\(")
SAID_LISTS_CHECKED = ["formats", "tournament", "app"]
# A table's note with a name or a value in it is added as a message, table.note(Message(...)),
# so that it is translated whole (issue 31 item 5: the rating notes of player cards and of the
# rating calculation were built with + and stayed English); a built table.notes.push_back(...)
# is an error in the event core.
TABLE_NOTES = re.compile(r"(?<![\w.])(?:\w+(?:\.|->))*table\.notes\.push_back\s*\(")
TABLE_NOTES_CHECKED = ["tournament"]


def alternatives(argument):
    """The literals of an argument that is a literal or a choice of literals (a ? "x" : "y")."""
    whole = text_of(argument, {})
    if whole is not None:
        return [whole]
    outside = LITERAL.sub('""', argument)
    if "?" not in outside:
        return []
    parts = re.split(r"[?:]", LITERAL.sub(lambda m: m.group(0).replace("?", "\0").replace(":", "\1"), argument))
    found = []
    for part in parts[1:]:
        text = text_of(part.replace("\0", "?").replace("\1", ":").strip(), {})
        if text is not None:
            found.append(text)
    return found


def built(argument):
    """Whether an argument joins a literal to other strings with + (outside the calls in it)."""
    outside = LITERAL.sub('""', argument)
    while True:
        inner = re.sub(r"\([^()]*\)", "", outside)
        if inner == outside:
            break
        outside = inner
    return '""' in outside and "+" in outside


def built_first_arguments(path, source, call, problem):
    """A problem for each call matching `call` whose first argument is built with +."""
    found = []
    for match in call.finditer(source):
        args = arguments(source, match.end() - 1)
        if args and built(args[0]):
            line = source.count("\n", 0, match.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{line}: {problem(match)}")
    return found


def english_exceptions(path, source):
    """A problem for each plain English exception and each read_error set by hand in `source`."""
    found = []
    for pattern, problem in ((ENGLISH_THROWS, "throws an English exception; throw BadValue, UnreadableFile, "
                              "TiebreakError or InputError with a Message"),
                             (READ_ERROR_SET, "sets read_error by hand; mark the record with "
                              "GameRecord::unreadable(line, Message(...))")):
        if path.name == "rules.h" and pattern is READ_ERROR_SET:
            continue
        for match in pattern.finditer(source):
            line = source.count("\n", 0, match.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{line}: {problem}")
    return found


def message_texts():
    """(texts, problems): the message literals of the sources, and the messages built by joining."""
    texts, problems = [], []

    def add(text):
        if text and text not in texts:
            texts.append(text)

    for folder in MESSAGE_SOURCES:
        for path in sorted((ROOT / folder).rglob("*.[ch]*")):
            source = path.read_text(encoding="utf-8")
            for match in IN_PLACE.finditer(source):
                add(text_of(match.group(1), {}))
            for name, positions in MESSAGE_CALLS.items():
                for match in re.finditer(r"(?<![\w:.])(?:tournament::)?" + name + r"(?:\s+[a-z_]\w*)?\s*\(", source):
                    args = arguments(source, match.end() - 1)
                    chosen = positions.get(len(args), positions.get(None, []))
                    for index in chosen:
                        if index >= len(args):
                            continue
                        for text in alternatives(args[index]):
                            add(text)
                        if folder in BUILT_CHECKED and built(args[index]):
                            line = source.count("\n", 0, match.start()) + 1
                            problems.append(f"{path.relative_to(ROOT)}:{line}: {name} builds its message with +; "
                                            "give it a Message with the values as arguments")
            if folder in SAID_LISTS_CHECKED:
                problems += built_first_arguments(path, source, SAID_LISTS, lambda match: (
                    f"a {match.group(1)} line built with +; push a Message with the values as arguments"))
            if folder in ENGLISH_CHECKED:
                problems += english_exceptions(path, source)
            if folder in TABLE_NOTES_CHECKED:
                problems += built_first_arguments(path, source, TABLE_NOTES, lambda match: (
                    "a table note built with +; add it with table.note(Message(...)), the values as arguments"))
    return texts, problems


# The field names of a bad line ("FILE:LINE: field NAME: ..."), translated as a whole with their
# numbers as %1, %2 (formats/input_error.cpp): the name argument of the readers' calls, by the
# call's name and its number of arguments, and the names a reader keeps in a `field` variable.
FIELD_CALLS = {"InputError": {4: 2}, "fail": {3: 1}, "numberFor": {4: 2, 5: 2}, "pointsFor": {3: 2},
               "startNumberFor": {3: 2}, "numberField": {4: 3}}
FIELD_SOURCES = ["formats", "tournament"]
FIELD_VARIABLE = re.compile(r"\bstd::string\s+field\s*=\s*([^;]+);")


def field_pattern(name):
    """The key a field's name is translated under: its numbers as %1, %2; None for a code alone."""
    if not re.search(r"[a-z]", name):
        return None  # "XXA", "162", "K": the file's own codes
    count = 0

    def number(_):
        nonlocal count
        count += 1
        return f"%{count}"

    return re.sub(r"[0-9]+", number, name)


def field_texts():
    texts = []
    for folder in FIELD_SOURCES:
        for path in sorted((ROOT / folder).rglob("*.cpp")):
            source = path.read_text(encoding="utf-8")
            arguments_found = [m.group(1) for m in FIELD_VARIABLE.finditer(source)]
            for name, positions in FIELD_CALLS.items():
                for match in re.finditer(r"(?<![\w.:])" + name + r"\s*\(", source):
                    args = arguments(source, match.end() - 1)
                    index = positions.get(len(args))
                    if index is not None and index < len(args):
                        arguments_found.append(args[index])
            for argument in arguments_found:
                for text in alternatives(argument.strip()):
                    pattern = field_pattern(text)
                    if pattern and pattern not in texts:
                        texts.append(pattern)
    return texts


def label_texts():
    """The literals reports/ prints through label("..."), for the "reports" context."""
    texts = []
    for path in sorted((ROOT / "reports").glob("*.cpp")):
        source = path.read_text(encoding="utf-8")
        for match in re.finditer(r"(?<![\w.])label\s*\(", source):
            args = arguments(source, match.end() - 1)
            for text in alternatives(args[0]) if len(args) == 1 else []:
                if text not in texts:
                    texts.append(text)
    return texts


PLACEHOLDER = re.compile(r"%[1-9]")


def check_messages(ts_path, texts, context_name="messages"):
    root = ET.parse(ts_path).getroot()
    context = next((c for c in root.findall("context") if c.findtext("name") == context_name), None)
    known = {m.findtext("source"): m.find("translation") for m in context.findall("message")} if context is not None else {}
    ok = True
    for text in texts:
        translation = known.get(text)
        if translation is None or translation.get("type") in ("unfinished", "vanished") or not translation.text:
            print(f"{ts_path.name}: no translation of {context_name} text {text!r}")
            ok = False
        elif set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(translation.text)):
            print(f"{ts_path.name}: the translation of {text!r} does not have the same %1, %2, ...")
            ok = False
        elif BENGALI_DIGIT.search(translation.text):
            print(f"{ts_path.name}: the translation of {text!r} writes a digit in Bengali; write it in ASCII, "
                  "as --digits chooses how it is printed")
            ok = False
    return ok


def add_messages(root, texts, context_name="messages"):
    context = next((c for c in root.findall("context") if c.findtext("name") == context_name), None)
    if context is None:
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
    known = {m.findtext("source") for m in context.findall("message")}
    added = [text for text in texts if text not in known]
    for text in added:
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = text
        ET.SubElement(message, "translation", {"type": "unfinished"})
    return len(added)


def indent(element, level=0):
    pad = "\n" + "    " * level
    if len(element):
        element.text = pad + "    "
        for child in element:
            indent(child, level + 1)
        child.tail = pad
    if level and not element.tail:
        element.tail = pad


def update(ts_path, texts, check, messages=()):
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
        labels_ok = check_messages(ts_path, label_texts(), "reports")
        fields_ok = check_messages(ts_path, field_texts(), "fields")
        return check_messages(ts_path, messages) and labels_ok and fields_ok and not missing
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
    messages_added = (add_messages(root, messages) + add_messages(root, label_texts(), "reports") +
                      add_messages(root, field_texts(), "fields"))
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
    print(f"{ts_path.name}: {len(done)} of {len(messages)} texts translated, {len(missing)} help texts and {messages_added} messages added")
    return True


def main():
    check = "--check" in sys.argv
    languages = [a for a in sys.argv[1:] if not a.startswith("--")]
    files = [TRANSLATIONS / f"tourney_{lang}.ts" for lang in languages] or sorted(TRANSLATIONS.glob("*.ts"))
    texts = help_texts()
    messages, problems = message_texts()
    for problem in problems:
        print(problem)
    ok = all([update(path, texts, check, messages) for path in files])
    sys.exit(0 if ok and not (check and problems) else 1)


if __name__ == "__main__":
    main()
