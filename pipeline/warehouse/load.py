"""Loading Scryfall's files into a new warehouse: cards, rulings, sets and symbols.

DuckDB reads each file directly (gzip or not, JSON Lines, an array or an API list), every
top-level field under its own name. Then the columns the models read get their documented
types, each card id is loaded once, prices become numbers, and every problem found (a bad
line, a record that is not a card, a value of the wrong type, an unknown field) becomes a
`LoadIssue` for parse_issues: a bad card never stops a refresh, a file with no cards does.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import duckdb

from pipeline import cardtypes, dictionary
from pipeline.errors import InputFileError
from pipeline.files import (
    GZIP_ERRORS,
    READ_ERRORS,
    JsonFile,
    cannot_read,
    decompress,
    is_damaged_gzip,
    object_text,
    open_text,
    read_envelope,
    sniff,
)
from pipeline.warehouse.conform import conform_columns, prices_as_numbers
from pipeline.warehouse.issues import LoadIssue
from pipeline.warehouse.read import first_line, sql_identifier, sql_string, table_names


def column_types(table: str) -> dict[str, str]:
    """The columns the SQL models read of a loaded table, with the type each gets: the
    [types] of its file in sql/tables/ (the data dictionary). A file that lacks one (the
    2019 schema has no produced_mana, a file of reversible cards no top-level oracle_id)
    gets it as NULLs, so every later step can rely on it; everything else Scryfall sends is
    kept as it comes."""
    return dictionary.table(table).types


@dataclass
class KnownTypes:
    """Column types to load the cards with (those of the warehouse being replaced, or the
    data dictionary's), and the prepass worker's verdict on whether the file fits them
    (see pipeline.cardtypes).

    `outcome` says what the load did: "used" (the file fit), or why the cards were
    loaded sampled after all.
    """

    columns: cardtypes.Columns
    verdict: Callable[[], cardtypes.Verdict]
    outcome: str = "not tried"


def load_cards(
    con: duckdb.DuckDBPyConnection, path: Path, work: Path, known: KnownTypes | None = None
) -> list[LoadIssue]:
    """Load a bulk card file into `cards`, every top-level field under its own name.

    DuckDB reads the file directly (gzip or not, JSON Lines or array): with `known` types
    the whole file fits (`_load_known`), once; otherwise sampling the whole file for the
    schema, so a field that appears on one card in 100k still gets a column. For that, a
    gzip file is first decompressed into the build's work folder (`_decompressed`), so
    that DuckDB reads it on every core. A file with broken lines is read again line by
    line: good lines load, each bad one becomes an issue naming its line. Records that are
    not card objects are dropped (a file with no card at all is refused), and a card id
    that appears more than once is loaded once, from its last copy; each becomes an issue
    too.
    """
    source = sniff(path)
    if source.shape == "envelope":
        source = _envelope_as_ndjson(source, work)
    # Given the types, DuckDB reads a gzip file about as fast as a plain copy (measured in
    # bench/results/notes.md): only a sampled load is worth the copy and its disk space.
    typed = known is not None and _load_known(con, source, known)
    plain = source if typed else _decompressed(source, work)
    try:
        return _load_cards(con, path, source, plain, work, typed)
    finally:
        if plain is not source:
            plain.path.unlink(missing_ok=True)  # 2.2 GB for all_cards: not a moment longer


def _load_cards(
    con: duckdb.DuckDBPyConnection,
    path: Path,
    source: JsonFile,
    plain: JsonFile,
    work: Path,
    typed: bool,
) -> list[LoadIssue]:
    """The load after `cards` was created with known types (`typed`), or loading it
    sampled from `plain` (the source, or its decompressed copy)."""
    issues: list[LoadIssue] = []
    if not typed:
        try:
            _create_from_json(con, "cards", plain)
        except duckdb.Error as exc:
            if source.shape == "envelope" or "JSON" not in str(exc):
                raise InputFileError(f"Can't load {path}: {_named(exc, plain, path)}") from exc
            plain, issues = _salvage_json_lines(source, work)
            try:
                _create_from_json(con, "cards", plain)
            except duckdb.Error as exc2:
                raise InputFileError(f"Can't load {path}: {_named(exc2, plain, path)}") from exc2
    is_card, strays = _card_objects_only(con, path, issues)
    issues.extend(_load_each_id_once(con, plain, is_card))
    for name in strays:  # after _load_each_id_once, which may read the file again
        con.execute(f"alter table cards drop column {sql_identifier(name)}")
    loaded = {r[0] for r in con.execute("describe cards").fetchall()}
    # Files of the 2019 schema have no produced_mana at all: nothing to compare with. In
    # newer files a card without it makes no mana (the models read this variable).
    con.execute("set variable scryfall_has_produced_mana = ?", ["produced_mana" in loaded])
    _add_missing_columns(con, "cards", column_types("cards"))
    issues.extend(conform_columns(con, "cards", column_types("cards"), work, ("prices",)))
    issues.extend(_drop_cards_without_id(con))
    _some_card_left(con, path)
    _more_cards_than_broken_lines(con, path, issues)
    issues.extend(prices_as_numbers(con))
    columns = [r[0] for r in con.execute("describe cards").fetchall()]
    # Scryfall's card fields as documented in 2026 are the columns sql/tables/cards.toml
    # describes; any other field is loaded all the same, and reported once
    for name in sorted(set(columns) - set(dictionary.table("cards").columns)):
        issues.append(
            LoadIssue("cards." + name, "", "unknown Scryfall field; loaded as a column as is")
        )
    return issues


def _load_known(con: duckdb.DuckDBPyConnection, source: JsonFile, known: KnownTypes) -> bool:
    """Load `cards` with the known column types; False (and no table) if the file does
    not fit them, as the prepass worker found reading every line.

    The load and the worker's check run at the same time. If the file fits, the fields of
    the types that no line had are dropped, so the table is what a fresh load would make
    of the file (each field keeps its known type, which every value fits).
    Otherwise, or if DuckDB can't read the file so, the caller loads it sampled.
    """
    try:
        con.execute(
            "create or replace table cards as select * from read_json(?, format = ?, "
            f"compression = ?, columns = {cardtypes.columns_sql(known.columns)}, "
            "records = true)",
            _read_json_params(source),
        )
    except duckdb.InterruptException:
        raise  # Ctrl-C: stop, don't load again
    except duckdb.Error as exc:  # a value the worker let through but DuckDB can't cast
        verdict = known.verdict()
        known.outcome = verdict.problem or f"DuckDB could not read it so: {first_line(exc)}"
        return False
    verdict = known.verdict()
    statements = cardtypes.prune_sql(known.columns, verdict.unseen) if verdict.fits else None
    try:
        for statement in statements or ():
            con.execute(statement)
    except duckdb.InterruptException:
        raise
    except duckdb.Error as exc:
        statements = None
        verdict.problem = f"could not drop the fields no card had: {first_line(exc)}"
    if statements is None:
        con.execute("drop table cards")
        known.outcome = verdict.problem or "a field no card had held every field of an object"
        return False
    known.outcome = "used"
    return True


def _decompressed(source: JsonFile, work: Path) -> JsonFile:
    """A plain copy of a gzip file in the build's work folder; the file itself otherwise.

    DuckDB reads a gzip stream on one core, and a plain file on all of them: on two
    cores, decompressing first with ISA-L (`files.decompress`) and reading the copy
    loads the 117k-card file in about half the time. The copy is as large as the data
    (2.2 GB for Scryfall's all_cards); it is deleted as soon as the cards are loaded.
    If it can't be made (a broken gzip stream, a disk too full for it), DuckDB reads the
    gzip file itself, as it always did: slower, and it names any problem the same way.
    """
    if not source.gzip:
        return source
    dest = work / ("cards.jsonl" if source.shape == "ndjson" else "cards.json")
    try:
        decompress(source.path, dest)
    except GZIP_ERRORS as exc:
        with contextlib.suppress(OSError):
            dest.unlink(missing_ok=True)
        if is_damaged_gzip(exc):
            # the stream itself is damaged or cut: say so now (read on, a damaged block
            # would be taken for text that is not UTF-8)
            raise cannot_read(source.path, exc) from exc
        return source
    return JsonFile(dest, False, source.shape)


def _named(exc: duckdb.Error, plain: JsonFile, path: Path) -> str:
    """DuckDB's message, naming the user's file where it named the decompressed copy."""
    return first_line(exc).replace(str(plain.path), str(path))


def _card_objects_only(
    con: duckdb.DuckDBPyConnection, path: Path, issues: list[LoadIssue]
) -> tuple[str, list[str]]:
    """Drop the records of `cards` that are not card objects; return the SQL telling them,
    and the fields only those records had (for the caller to drop).

    A Scryfall card says so (`"object": "card"`). A file with no such record (a saved
    Scryfall error, a list of sets, rulings, `{"foo": 1}`) is refused, so it never
    replaces a good warehouse. Among cards, a record that names another kind of object is
    dropped and becomes an issue (with no card id: it is no card of the warehouse); one
    with no `object` at all is loaded as a card that lacks fields (parse_issues names what
    it lacks). A field that only such records had (a ruling's `comment`) is no card field.
    """
    kinds = {r[0]: r[1] for r in con.execute("describe cards").fetchall()}
    value, found = _object_kinds(con, "cards")
    if "card" not in [k for k, _ in found]:
        total = sum(n for _, n in found)
        listed = ", ".join("none" if k is None else f'"{k}"' for k, _ in found)
        records = f"{total:,} record{'s' if total != 1 else ''}"
        problem = f'holds no card objects ({records}, "object": {listed}).'
        if [k for k, _ in found] == ["error"] and "details" in kinds:
            details = con.execute("select details::varchar from cards limit 1").fetchone()
            problem = f"is a Scryfall error, not card data: {details[0] if details else ''}"
        raise InputFileError(
            f"{path} {problem} The warehouse was not changed; give a Scryfall card file "
            "(oracle_cards, default_cards, ...)."
        )
    is_card = f"coalesce({value}, 'card') = 'card'"
    if all(k in (None, "card") for k, _ in found):
        return is_card, []
    record_id = "to_json(id) ->> '$'" if "id" in kinds else "null"
    for kind_value, named in con.execute(
        f"select {value}, {record_id} from cards where not {is_card} order by all"
    ).fetchall():
        record = f'"object": "{kind_value}"' + (f', "id": "{named}"' if named else "")
        issues.append(LoadIssue("object", kind_value, f"not a card object ({record}); skipped"))
    strays = _fields_of_skipped_records(con, list(kinds), is_card)
    con.execute(f"delete from cards where not {is_card}")
    return is_card, strays


def _object_kinds(
    con: duckdb.DuckDBPyConnection, table: str
) -> tuple[str, list[tuple[str | None, int]]]:
    """The SQL of a record's `object` (NULL where it has none), and how many records of
    `table` name each kind (none first)."""
    kind = {r[0]: r[1] for r in con.execute(f"describe {table}").fetchall()}.get("object")
    if kind == "VARCHAR":
        value = '"object"'
    elif kind == "JSON":
        value = """json_extract_string("object", '$')"""
    else:  # no "object" field at all, or numbers in it
        value = "null::varchar"
    found = con.execute(
        f"select {value} as kind, count(*) from {table} group by all order by kind nulls first"
    ).fetchall()
    return value, [(k, int(n)) for k, n in found]


def _fields_of_skipped_records(
    con: duckdb.DuckDBPyConnection, names: list[str], is_card: str
) -> list[str]:
    """The columns that only records other than cards gave a value: no card field, unless
    sql/tables/cards.toml describes it (a ruling's `comment` would be an empty column)."""
    spec = dictionary.table("cards")
    candidates = [n for n in names if n not in spec.columns and n not in spec.types]
    if not candidates:
        return []
    counts = ", ".join(
        f"count({sql_identifier(n)}) filter (where {is_card}), "
        f"count({sql_identifier(n)}) filter (where not {is_card})"
        for n in candidates
    )
    row = con.execute(f"select {counts} from cards").fetchone() or ()
    return [n for i, n in enumerate(candidates) if row[2 * i] == 0 and row[2 * i + 1] > 0]


def _drop_cards_without_id(con: duckdb.DuckDBPyConnection) -> list[LoadIssue]:
    """A card object with no id, or none that is a UUID, can't be keyed: every table is keyed
    by its id (the grain of sql/tables/cards.toml). It is left out and reported."""
    missing = con.execute(
        "select coalesce(name::varchar, '') from cards where id is null order by all"
    ).fetchall()
    if missing:
        con.execute("delete from cards where id is null")
    return [
        LoadIssue(
            "id", name, "card object lacks a valid id; not loaded: every table is keyed by id"
        )
        for (name,) in missing
    ]


def _some_card_left(con: duckdb.DuckDBPyConnection, path: Path) -> None:
    """Refuse a file none of whose card objects has a valid id: a warehouse of no cards
    would replace the last good one, and the history would record every card removed."""
    left = con.execute("select count(*) from cards").fetchone()
    if left and left[0] == 0:
        raise InputFileError(
            f"{path} holds no card object with a valid id (a UUID): there is no card to "
            "load. The warehouse was not changed; give a Scryfall card file (oracle_cards, "
            "default_cards, ...)."
        )


def _more_cards_than_broken_lines(
    con: duckdb.DuckDBPyConnection, path: Path, issues: list[LoadIssue]
) -> None:
    """Refuse a file more of whose lines can't be read than are cards: a file damaged
    that badly (or not a card file at all) would replace the last good warehouse with a
    few cards, and the history would record the rest removed. A few broken lines are
    skipped and reported (`_salvage_json_lines`)."""
    broken = line_numbers(issues)
    left = con.execute("select count(*) from cards").fetchone()
    cards = left[0] if left else 0
    if len(broken) <= cards:
        return
    shown = ", ".join(str(n) for n in broken[:5]) + (", ..." if len(broken) > 5 else "")
    raise InputFileError(
        f"{len(broken):,} lines of {path} can't be read as card objects (line {shown}), more "
        f"than the {cards:,} card{'s' if cards != 1 else ''} that can: the file is damaged or "
        "is not a card file. The warehouse was not changed; download the file again or give "
        "the right one."
    )


REPEATED_ID = "the card id appears"
"""How the issue of a card id found more than once begins (`repeated_ids` counts them)."""

_VALID_ID = "try_cast(to_json(id) ->> '$' as uuid) is not null"
"""A card id that keys a card: ids that are no UUID are dropped after (`_drop_cards_without_id`),
each reported once, not as repeats of one another."""


def _load_each_id_once(
    con: duckdb.DuckDBPyConnection, source: JsonFile, is_card: str
) -> list[LoadIssue]:
    """Keep one copy of each card id, the last in the file; an issue per repeated id.

    A file concatenated with itself (or two exports glued together) would otherwise count
    every card twice. The usual file has no repeats and costs one aggregate; a file with
    some is read again, numbering its records to find each id's last copy.
    """
    if "id" not in {r[0] for r in con.execute("describe cards").fetchall()}:
        return []
    con.execute(
        "create temp table repeated_ids as select id, count(*) as copies from cards "
        f"where {_VALID_ID} group by id having count(*) > 1"
    )
    try:
        found = con.execute("select count(*) from repeated_ids").fetchone()
        if not found or not found[0]:
            return []
        con.execute(
            f"create or replace table cards as select * exclude (ordinality) from "
            f"{_read_json_sql(source)} with ordinality where {is_card} "
            f"qualify not ({_VALID_ID}) or row_number() over (partition by id order by "
            "ordinality desc) = 1",
            _read_json_params(source),
        )
        return [
            LoadIssue(
                "id",
                name or "",
                f"{REPEATED_ID} {copies} times in the file; the last copy was loaded",
                card_id,
            )
            for card_id, name, copies in con.execute(
                "select try_cast(cards.id as uuid)::varchar, cards.name::varchar, copies "
                "from repeated_ids inner join cards on cards.id = repeated_ids.id order by all"
            ).fetchall()
        ]
    finally:
        con.execute("drop table repeated_ids")


def repeated_ids(issues: list[LoadIssue]) -> int:
    """How many card ids `_load_each_id_once` found more than once (a card with no id is
    an issue of field `id` too, but not a repeated one)."""
    return sum(1 for i in issues if i.field == "id" and i.problem.startswith(REPEATED_ID))


def line_numbers(issues: list[LoadIssue]) -> list[int]:
    """The numbers of the lines `_salvage_json_lines` reported ("line 4: ...")."""
    found = (i.text.split(":", 1)[0].removeprefix("line ") for i in issues if i.field == "file")
    return sorted(int(n) for n in found if n.isdigit())


def load_records(
    con: duckdb.DuckDBPyConnection,
    table: str,
    path: Path | None,
    columns: dict[str, str],
    work: Path,
) -> list[LoadIssue]:
    """Load a rulings/sets/symbology file (any of the three JSON shapes) into `table`.

    With no file, or an empty list (`[]`: none, said so), the table is created empty with
    its documented columns. A file of other records (cards given as rulings, sets as
    rulings) is refused (`_only_records_of`), so it never replaces the last good ones.
    A value of the wrong kind is NULL and an issue, as in cards (`conform_columns`).
    """
    if path is None or _holds_no_records(path):
        _create_empty(con, table, columns)
        return []
    source = sniff(path)  # an empty file, or one that is no JSON, is refused here
    if source.shape == "envelope":
        source = _envelope_as_ndjson(source, work)
        if source.path.stat().st_size == 0:  # {"object": "list", "data": []}
            _create_empty(con, table, columns)
            return []
    try:
        _create_from_json(con, table, source)
    except duckdb.Error as exc:
        if "expected records" in str(exc) and table in RECORD_OBJECTS:  # [1, 2], [{}]
            expected, called = RECORD_OBJECTS[table]
            raise InputFileError(
                f"{path} is not a file of Scryfall's {called}: it holds no objects with "
                f'fields, where every record should be "object": "{expected}". The warehouse '
                f"was not changed; give Scryfall's {called} file."
            ) from exc
        raise InputFileError(f"Can't load {path} into {table}: {first_line(exc)}") from exc
    _only_records_of(con, table, path)
    if "object" in [r[0] for r in con.execute(f"describe {table}").fetchall()]:
        con.execute(f'alter table {table} drop column "object"')
    _add_missing_columns(con, table, columns)
    return conform_columns(con, table, columns, work)


RECORD_OBJECTS = {
    "rulings": ("ruling", "rulings"),
    "sets": ("set", "sets"),
    "symbols": ("card_symbol", "symbology"),
}
"""The `object` every record of a table's file names, and what Scryfall calls the file."""


def _only_records_of(con: duckdb.DuckDBPyConnection, table: str, path: Path) -> None:
    """Refuse a file for `table` that holds records of another kind of object, or none of
    the kind it should: a card file given as rulings, a list of sets as rulings.

    Scryfall names every record's kind (`"object": "ruling"`), so such a file is a
    mistake, not news: loading it would replace the last good rulings (sets, symbols)
    with junk, or with nothing. A record with no `object` at all is let through among
    records that name the right one, as among cards.
    """
    if table not in RECORD_OBJECTS:
        return
    expected, called = RECORD_OBJECTS[table]
    _, found = _object_kinds(con, table)
    kinds = [k for k, _ in found]
    if expected in kinds and all(k in (None, expected) for k in kinds):
        return
    total = sum(n for _, n in found)
    listed = ", ".join(("none" if k is None else f'"{k}"') + f" ({n:,})" for k, n in found)
    are = f"{total:,} records are" if total != 1 else "1 record is"
    raise InputFileError(
        f'{path} is not a file of Scryfall\'s {called}: its {are} "object": {listed}, where '
        f'every one should be "object": "{expected}". The warehouse was not changed; give '
        f"Scryfall's {called} file."
    )


def _create_empty(con: duckdb.DuckDBPyConnection, table: str, columns: dict[str, str]) -> None:
    cols = ", ".join(f"{sql_identifier(name)} {kind}" for name, kind in columns.items())
    con.execute(f"create table {table} ({cols})")


def keep_from_previous(
    con: duckdb.DuckDBPyConnection, table: str, previous: Path, columns: dict[str, str]
) -> int:
    """Copy `table` from the warehouse being replaced; return its rows (0: none there).

    A --from-file refresh given no rulings (sets, symbology) file would otherwise drop
    the ones the warehouse had.
    """
    con.execute(f"attach '{sql_string(str(previous))}' as previous (read_only)")
    try:
        found = table in table_names(con, database="previous")
        if found:
            con.execute(f"create table {table} as select * from previous.main.{table}")
    finally:
        con.execute("detach previous")
    if not found:
        load_records(con, table, None, columns, Path())
        return 0
    _add_missing_columns(con, table, columns)
    row = con.execute(f"select count(*) from {table}").fetchone()
    return int(row[0]) if row else 0


def _holds_no_records(path: Path) -> bool:
    """An empty array: no rulings (say), said so. Not an empty file: that is what a failed
    download or a full disk leaves, and sniff() refuses it, as it does an empty card file.
    """
    try:
        with open_text(path) as text:
            head = text.read(64).strip()
    except (OSError, EOFError, UnicodeDecodeError):
        return False  # sniff() names the problem
    return "".join(head.split()) == "[]"


def _create_from_json(con: duckdb.DuckDBPyConnection, table: str, source: JsonFile) -> None:
    con.execute(
        f"create or replace table {table} as select * from {_read_json_sql(source)}",
        _read_json_params(source),
    )


def _read_json_sql(source: JsonFile) -> str:
    """The read_json call (with the parameters of _read_json_params) of one data file."""
    del source  # the same call for every file; only the parameters differ
    return "read_json(?, format = ?, compression = ?, sample_size = -1, records = true)"


def _read_json_params(source: JsonFile) -> list[Any]:
    fmt = "array" if source.shape == "array" else "newline_delimited"
    # no maximum_object_size: DuckDB 2 reads an object of any size whatever it says
    # (tests/test_bad_data.py loads a card of 1 MB)
    return [str(source.path), fmt, "gzip" if source.gzip else "none"]


def _envelope_as_ndjson(source: JsonFile, work: Path) -> JsonFile:
    """API list objects are small: unwrap `data` to a JSON Lines file in the build's folder."""
    items = read_envelope(source.path)
    fd, tmp = tempfile.mkstemp(suffix=".jsonl", dir=work)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        for item in items:
            out.write(json.dumps(item, ensure_ascii=False) + "\n")
    return JsonFile(Path(tmp), False, "ndjson")


def _salvage_json_lines(source: JsonFile, work: Path) -> tuple[JsonFile, list[LoadIssue]]:
    """Re-read a file whose JSON DuckDB rejected, one line at a time.

    Scryfall writes one card per line in both shapes (the legacy array as `[`, then
    `{...},` lines, then `]`), so a line is the unit of damage: keep every line that
    parses as an object, report the others by line number. But a last line that is
    broken and has no newline is where the file was cut: that refuses the file.
    """
    issues: list[LoadIssue] = []
    keys = _RecordKeys()
    fd, tmp = tempfile.mkstemp(suffix=".lines", dir=work)
    number = 0
    closed = source.shape != "array"  # an array must end with "]", or the file is cut short
    cut = False  # the last line so far is broken and has no newline
    with os.fdopen(fd, "w", encoding="utf-8") as out, open_text(source.path) as text:
        try:
            for number, raw in enumerate(text, start=1):
                if source.shape == "array":
                    closed = raw.rstrip().endswith("]") or (closed and not raw.strip())
                line = object_text(raw, source.shape)
                cut = False
                if not line:
                    continue
                try:
                    obj = json.loads(line)
                except ValueError as exc:
                    cut = not raw.endswith("\n")
                    issues.append(
                        LoadIssue("file", f"line {number}: {line[:200]}", f"malformed JSON: {exc}")
                    )
                    continue
                if not isinstance(obj, dict) or not obj:  # `{}`: DuckDB reads no record
                    what = "an empty JSON object" if obj == {} else "not a JSON object"
                    issues.append(LoadIssue("file", f"line {number}: {line[:200]}", what))
                    continue
                problem = keys.read(obj)
                if problem:
                    issues.append(LoadIssue("file", f"line {number}: {line[:200]}", problem))
                    continue
                out.write(f"{number}\t{line}\n")
        except READ_ERRORS as exc:
            Path(tmp).unlink(missing_ok=True)
            raise cannot_read(source.path, exc) from exc
    if not closed:
        Path(tmp).unlink(missing_ok=True)
        raise InputFileError(
            f"{source.path} ends at line {number} before its JSON array is closed: the file "
            "is cut short, and cards after that line are missing. Download it again."
        )
    if cut:
        Path(tmp).unlink(missing_ok=True)
        raise InputFileError(
            f"{source.path} ends in the middle of line {number}, which is not a whole JSON "
            "object: the file is cut short, and cards after that line are missing. Download "
            "it again."
        )
    try:
        kept = _keep_agreed_spellings(Path(tmp), keys, issues, work)
    finally:
        Path(tmp).unlink(missing_ok=True)
    if not kept:
        raise InputFileError(
            f"{source.path} holds no readable card objects ({len(issues)} bad "
            f"line{'s' if len(issues) != 1 else ''})."
        )
    issues.sort(key=lambda i: line_numbers([i]))  # in the file's order
    return JsonFile(kept, False, "ndjson"), issues


MAX_DEPTH = 100
"""How deep a record may nest here: DuckDB reads JSON 128 levels deep at most, counted its
own way (a record nested 127 levels fails); a card nests 4. The margin keeps the check
simple and well clear of DuckDB's limit."""


class _RecordKeys:
    """The spellings of the keys of the records read so far, at each place in them.

    DuckDB's struct fields ignore case: a card whose legalities say "Standard" where the
    others say "standard" stops the whole load ("Duplicate name"). So do a field with an
    empty name at the top and nesting deeper than DuckDB reads. `read` names what keeps a
    record from loading; the spellings most records use win (`minority`).
    """

    def __init__(self) -> None:
        self.spellings: dict[tuple[str, ...], dict[str, int]] = {}

    def read(self, record: dict[str, Any]) -> str | None:
        if "" in record:
            return "a field with an empty name, which can't be a column"
        seen: dict[tuple[str, ...], str] = {}
        stack: list[tuple[Any, tuple[str, ...]]] = [(record, ())]
        while stack:
            value, place = stack.pop()
            if len(place) > MAX_DEPTH:
                return f"nested more than {MAX_DEPTH} levels deep (DuckDB reads 128 at most)"
            if isinstance(value, dict):
                for key, item in value.items():
                    folded = (*place, key.casefold())
                    if seen.setdefault(folded, key) != key:
                        return f"{_where(place, key)} appears twice, in two cases"
                    stack.append((item, (*place, key)))
            elif isinstance(value, list):
                stack.extend((item, (*place, "[]")) for item in value)
        for folded, key in seen.items():
            counts = self.spellings.setdefault(folded, {})
            counts[key] = counts.get(key, 0) + 1
        return None

    def minority(self, record: dict[str, Any]) -> str | None:
        """What of `record` is spelled otherwise than most records spell it, if anything."""
        stack: list[tuple[Any, tuple[str, ...]]] = [(record, ())]
        while stack:
            value, place = stack.pop()
            if isinstance(value, dict):
                for key, item in value.items():
                    counts = self.spellings[(*place, key.casefold())]
                    usual = max(counts, key=lambda k: (counts[k], k))
                    if usual != key:
                        return (
                            f"{_where(place, key)} spelled {key!r}, where most cards spell it "
                            f"{usual!r}: DuckDB takes the two for one field"
                        )
                    stack.append((item, (*place, key)))
            elif isinstance(value, list):
                stack.extend((item, (*place, "[]")) for item in value)
        return None

    def disagree(self) -> bool:
        return any(len(counts) > 1 for counts in self.spellings.values())


def _where(place: tuple[str, ...], key: str) -> str:
    return "the field " + ".".join((*place, key)).replace(".[]", "[]")


def _keep_agreed_spellings(
    lines: Path, keys: _RecordKeys, issues: list[LoadIssue], work: Path
) -> Path | None:
    """The good lines (`number<TAB>record`) as JSON Lines, less the records that spell a
    key otherwise than most (each an issue); None if no line is left."""
    fd, tmp = tempfile.mkstemp(suffix=".jsonl", dir=work)
    kept = 0
    with os.fdopen(fd, "w", encoding="utf-8") as out, open(lines, encoding="utf-8") as text:
        for entry in text:
            number, line = entry.rstrip("\n").split("\t", 1)
            if keys.disagree() and (problem := keys.minority(json.loads(line))):
                issues.append(LoadIssue("file", f"line {number}: {line[:200]}", problem))
                continue
            out.write(line + "\n")
            kept += 1
    if kept == 0:
        Path(tmp).unlink(missing_ok=True)
        return None
    return Path(tmp)


def _add_missing_columns(
    con: duckdb.DuckDBPyConnection, table: str, columns: dict[str, str]
) -> None:
    present = {r[0] for r in con.execute(f"describe {table}").fetchall()}
    for name, kind in columns.items():
        if name not in present:
            con.execute(f"alter table {table} add column {sql_identifier(name)} {kind}")
