#!/usr/bin/env bash
# Profile a refresh with pyinstrument (pip install pyinstrument).
#
#   bench/profile.sh FILE [refresh|parse]
#
# FILE is a Scryfall bulk file: a real download (https://scryfall.com/docs/api/bulk-data) or
# one bench/make_bulk.py made, such as bench/work/cards-117k.jsonl.gz.
#
# refresh (default): `pipeline refresh --from-file FILE --force` into a scratch warehouse,
#   everything included. Workers the parse step forks are not sampled: their time shows as
#   the parent waiting in concurrent.futures.
# parse: the ability parser alone, in this one process, on the distinct face texts of the
#   same file (read here with the json module, which the profile shows apart): which parser
#   functions the parse stage spends its time in.
#
# Writes bench/results/profile-NAME-MODE.txt (text tree) and bench/work/profile-NAME-MODE.html
# (open it in a browser; bench/work is not committed), NAME being the file's name without
# "cards-" and its extensions (cards-117k.jsonl.gz: 117k).
# PYTHON picks the interpreter (default: the python on PATH; use the project's venv).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
py="${PYTHON:-python}"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 FILE [refresh|parse]" >&2
    exit 2
fi
file="$1"
mode="${2:-refresh}"
[ -f "$file" ] || {
    echo "no such file: $file (a Scryfall bulk file; bench/make_bulk.py makes some)" >&2
    exit 2
}
"$py" -c "import pyinstrument" 2>/dev/null || {
    echo "pyinstrument is not installed for $py: $py -m pip install pyinstrument" >&2
    exit 1
}
name="$(basename "$file")"
name="${name%.gz}"
name="${name%.jsonl}"
name="${name%.json}"
name="${name#cards-}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
out="$here/results/profile-$name-$mode"
mkdir -p "$here/results" "$here/work"

case "$mode" in
refresh)
    args=(-m pipeline refresh --from-file "$file" --db "$scratch/cards.duckdb" --force --quiet)
    ;;
parse)
    cat >"$scratch/parse.py" <<'EOF'
import hashlib, inspect, json, sys, time
from pathlib import Path
from pipeline import files, parse_stage

# The distinct (name, type line, oracle text) of every face, as stg_scryfall__faces keys them.
faces = {}
bulk = files.sniff(Path(sys.argv[1]))
with files.open_text(bulk.path) as lines:
    for line in lines:
        text = files.object_text(line, bulk.shape)
        if not text:
            continue
        card = json.loads(text)
        for face in card.get("card_faces") or [card]:
            texts = (face.get("name"), face.get("type_line"), face.get("oracle_text"))
            key = hashlib.md5("\x1f".join(t or "" for t in texts).encode()).hexdigest()
            faces.setdefault(key, (key, *texts))
rows = list(faces.values())
options = {"workers": 1} if "workers" in inspect.signature(parse_stage.parse_face_texts).parameters else {}
start = time.perf_counter()
parse_stage.parse_face_texts(rows, **options)
print(f"{len(rows):,} distinct faces parsed in {time.perf_counter() - start:.2f} s", file=sys.stderr)
EOF
    args=("$scratch/parse.py" "$file")
    ;;
*)
    echo "usage: $0 FILE [refresh|parse]" >&2
    exit 2
    ;;
esac

"$py" -m pyinstrument -r pyisession -o "$scratch/session.pyisession" "${args[@]}"
"$py" -m pyinstrument --load "$scratch/session.pyisession" -r text --no-color -o "$out.txt"
html="$here/work/profile-$name-$mode.html"
"$py" -m pyinstrument --load "$scratch/session.pyisession" -r html -o "$html"
echo "wrote $out.txt and $html" >&2
