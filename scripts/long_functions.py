#!/usr/bin/env python3
"""Lists the functions longer than a limit (default 80 lines) in C++ sources.

usage: long_functions.py [--limit N] FILE...
A function is a brace block whose opening follows a parameter list `)` (with any qualifiers,
a trailing return type or a constructor's initialiser list between). Lambdas are counted as
part of the function that holds them. Exit 1 when any function is longer than the limit.
"""
import re
import sys


def strip(text):
    """Blanks out comments, strings and character literals, keeping line breaks."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j])); i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) + len(m.group(1)) + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:end])); i = end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i)); i = j + 1
        else:
            out.append(c); i += 1
    return "".join(out)


CONTAINER = re.compile(r"\b(namespace|class|struct|union|enum)\b[^;{}()]*$")


def functions(text):
    code = strip(text)
    stack = []  # (kind, start line, name)
    line = 1
    last = 0
    for i, c in enumerate(code):
        if c == "\n":
            line += 1
        elif c == "{":
            before = code[last:i]
            head = code[max(0, i - 400):i]
            in_function = any(kind == "function" for kind, _, _ in stack)
            if in_function:
                kind = "block"
            elif CONTAINER.search(head.split(";")[-1].split("}")[-1]):
                kind = "container"
            elif re.search(r"\)\s*(const|noexcept|override|final|mutable|->[^{;]*|:[^;{]*|\s)*$", head):
                kind = "function"
            else:
                kind = "block"
            name = re.findall(r"([~\w:]+)\s*\(", head)
            stack.append((kind, line, name[-1] if name else "?"))
            last = i + 1
        elif c == "}":
            if stack:
                kind, start, name = stack.pop()
                if kind == "function":
                    yield name, start, line, line - start + 1
            last = i + 1
        elif c == ";":
            last = i + 1


def main(argv):
    limit = 80
    if argv[:1] == ["--limit"]:
        limit, argv = int(argv[1]), argv[2:]
    long = []
    for path in argv:
        for name, start, end, length in functions(open(path, encoding="utf-8").read()):
            if length > limit:
                long.append(f"{path}:{start}: {name} is {length} lines")
    for entry in long:
        print(entry)
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
