#!/usr/bin/env python3
"""Every repository path a document names must exist, and every cited rule section too.

Usage: python3 scripts/doc_paths.py [DOC.md ...]
Without arguments it reads README.md, CONTRIBUTING.md and docs/*.md. Prints each path that names
nothing in the repository as DOC:LINE: `TOKEN`: why, and exits 1 when there is any; exits 0 when
every path is found.

What counts as a path. Outside fenced code blocks (```...```), the text of every single-backquoted
span, the target of every Markdown link that is not a URL or an anchor, and every word of plain
text shaped like folder/name.EXT (a '/' and one of EXTENSIONS, not part of a URL), is a candidate. Of a
span with blanks in it (a command line, `docs/games.md §2.8`) only the first word is, so a script
that a command runs is checked but its arguments are not. A candidate is a path when it
  - contains a '/' or ends in one of EXTENSIONS, and
  - consists only of letters, digits and the characters _ . - + / * ? { } , (so `1/2-1/2`,
    `+/-`, `NAME[/MODIFIER...]` are not paths), and contains a letter.
Of those, these are not checked:
  - URLs (`postgresql://...`), and anything starting with '/' or '~' (routes of the web server
    such as `/standings`, PDF operators such as `/ActualText`, absolute paths of the system);
  - anything containing '...' (an ellipsis, or a Camelot or Chaturaji position string);
  - placeholders: a path that is not found is excused when one of its words is written in
    capitals (MODULE, LANG, OUT in `tests/MODULE/test_*.cpp`, `tourney_LANG.ts`, `OUT.csv`);
    a path in capitals that exists (`tests/fixtures/README.md`) is found like any other;
  - build output: a first component starting with "build" (build/, build-sanitize/, ...);
  - date forms written with y, m and d (`yyyy/mm/dd`, `dd.mm.yyyy`);
  - the explicit EXCEPTIONS below, each with the reason it names no file of this repository.
How a path is found (in the files git tracks, so a file left over in a working tree does not
count):
  - a single name (`event_setup.h`, `chess/`, `command_*.cpp`) is found when some tracked file
    or folder anywhere in the repository has that name: documents name files within the folder
    their section is about;
  - a longer path is found relative to the repository's root or to the document's folder;
  - a trailing '/' asks for a folder;
  - shorthand is expanded first: `position.h/.cpp` is position.h and position.cpp, and
    `rating_change.{h,cpp}` is rating_change.h and rating_change.cpp;
  - a glob (* or ?) must match at least one tracked path.

Citations of rule sections. Code and documents cite the rules of a game as `docs/games.md §2.9`.
In every tracked .h, .cpp and .md file, each section number (§N or §N.M) written within the 200
characters after "games.md" (up to the first closing parenthesis) must be the number of a heading
of docs/games.md.
"""
import fnmatch
import os
import re
import subprocess
import sys

EXTENSIONS = (".h", ".cpp", ".md", ".sh", ".py", ".csv", ".txt", ".yaml", ".json", ".ts", ".mjs")

# Names in documents that are not files of this repository, each with the reason.
EXCEPTIONS = {
    "players_list_foa.txt": "FIDE's rating list, which the arbiter downloads from FIDE",
    "fide-rating-list.txt": "the copy of FIDE's list that `tourney serve` keeps in the folder it serves",
    "src/fileformats/trf.cpp": "a file of bbpPairings, the peer program docs/benchmarks.md compares with",
    "../peer-bbp": "the peer program's checkout beside the repository (scripts/bench_dutch_peer.sh)",
}

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PATH_CHARACTERS = re.compile(r"^[A-Za-z0-9_.\-+/*?{},]+$")
DATE_FORM = re.compile(r"^[ymd]+(?:[/.-][ymd]+)+$")
PLACEHOLDER_WORD = re.compile(r"(?<![A-Za-z])[A-Z]{2,}(?![a-z])")
SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)")
PLAIN_PATH = re.compile(r"(?<![\w/`.:-])([A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.*-]+)+(?:%s))(?![\w/`])" %
                        "|".join(re.escape(extension) for extension in EXTENSIONS))


def tracked():
    """The tracked files, and every folder that holds one, as paths relative to the root."""
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True, text=True)
    files = {path for path in listing.stdout.split("\0") if path}
    folders = set()
    for path in files:
        parent = os.path.dirname(path)
        while parent and parent not in folders:
            folders.add(parent)
            parent = os.path.dirname(parent)
    return files, folders


def candidates(doc):
    """(line number, text) of every backquoted span and link target outside fenced blocks."""
    fenced = False
    with open(doc, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if fenced:
                continue
            for span in SPAN.findall(line):
                yield number, span.split()[0] if span.split() else span
            for path in PLAIN_PATH.findall(SPAN.sub("", line)):
                yield number, path
            for target in LINK.findall(line):
                if not re.match(r"^[a-z]+:", target) and not target.startswith("#"):
                    yield number, target.split("#")[0]


def isPath(token):
    if not token or token in EXCEPTIONS or DATE_FORM.match(token):
        return False
    if "://" in token or token.startswith(("/", "~")) or "..." in token:
        return False
    if not PATH_CHARACTERS.match(token) or not re.search(r"[A-Za-z]", token):
        return False
    if "/" not in token and not token.endswith(EXTENSIONS) and not re.search(r"\.\{[a-z,]+\}$", token):
        return False
    components = [part for part in token.split("/") if part]
    if components and components[0].startswith("build"):
        return False
    return True


def expanded(token):
    """The paths a token stands for: `a.h/.cpp` and `a.{h,cpp}` are two."""
    shorthand = re.match(r"^(.*)\.([a-z]+)/\.([a-z]+)$", token)
    if shorthand:
        return [f"{shorthand[1]}.{shorthand[2]}", f"{shorthand[1]}.{shorthand[3]}"]
    braces = re.match(r"^(.*)\{([^{}]+)\}(.*)$", token)
    if braces:
        return [braces[1] + choice + braces[3] for choice in braces[2].split(",")]
    return [token]


def found(path, doc_folder, files, folders):
    want_folder = path.endswith("/")
    path = path.rstrip("/")
    names = folders if want_folder else files | folders
    if "/" not in path:
        basenames = {os.path.basename(name) for name in names}
        return any(fnmatch.fnmatchcase(name, path) for name in basenames)
    for base in ("", doc_folder):
        candidate = os.path.normpath(os.path.join(base, path))
        if candidate.startswith(".."):
            continue
        if any(fnmatch.fnmatchcase(name, candidate) for name in names):
            return True
    return False


def sectionCitations(files):
    """DOC:LINE: why, for every cited section of docs/games.md that has no heading."""
    with open(os.path.join("docs", "games.md"), encoding="utf-8") as games:
        headings = set(re.findall(r"^#+ §(\d+(?:\.\d+)?) ", games.read(), re.M))
    wrong = []
    for path in sorted(files):
        if not path.endswith((".h", ".cpp", ".md")) or path == "docs/games.md":
            continue
        with open(path, encoding="utf-8", errors="replace") as source:
            text = source.read()
        for cited in re.finditer(r"games\.md", text):
            after = text[cited.end():cited.end() + 200].split(")")[0]
            line = text.count("\n", 0, cited.start()) + 1
            for section in re.findall(r"§(\d+(?:\.\d+)?)", after):
                if section not in headings:
                    wrong.append(f"{path}:{line}: cites docs/games.md §{section}, which has no such section")
    return wrong


def main(arguments):
    os.chdir(ROOT)
    docs = arguments or ["README.md", "CONTRIBUTING.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir("docs") if name.endswith(".md"))
    files, folders = tracked()
    missing = []
    for doc in docs:
        if not os.path.exists(doc):
            missing.append(f"{doc}: the document itself is missing")
            continue
        doc_folder = os.path.dirname(os.path.relpath(doc, ROOT))
        for number, token in candidates(doc):
            if not isPath(token):
                continue
            for path in expanded(token):
                if not found(path, doc_folder, files, folders) and not PLACEHOLDER_WORD.search(path):
                    missing.append(f"{doc}:{number}: `{token}`: {path} names no tracked file or folder")
    wrong_sections = sectionCitations(files)
    for line in missing + wrong_sections:
        print(line)
    if missing or wrong_sections:
        print(f"doc_paths.py: {len(missing)} path(s) named in documents do not exist, "
              f"{len(wrong_sections)} citation(s) of docs/games.md name no section", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
