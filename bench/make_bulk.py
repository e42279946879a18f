"""Build Scryfall-sized bulk files from real Scryfall card files.

    python bench/make_bulk.py CARDS...                          # 38k, 117k and 500k objects
    python bench/make_bulk.py --sizes 38k,117k CARDS...         # some of them
    python bench/make_bulk.py --sizes 2000 --out /tmp/bulk CARDS...

CARDS are one or more files of Scryfall card objects: a bulk download from
https://scryfall.com/docs/api/bulk-data (`oracle_cards`, `default_cards`, ...), or any saved
API output. Each is gzip-compressed or not (told apart by content), and either JSON Lines (one
object a line, the 2026 bulk shape) or one JSON array (the legacy shape), read as a stream.

Writes `bench/work/cards-<size>.jsonl.gz` (gzip JSON Lines, one card object a line, the
shape of Scryfall's 2026 bulk files) and `cards-<size>.meta.json` beside it (what the file
holds, how it was made). A file whose meta says it was made the same way is not rebuilt.

How a file is made:

- The pool is every card object of the CARDS files, in the order given, read as a stream.
- The pool is emitted in cycles until the file has its size. Each cycle first emits one
  printing per oracle id (so even the smallest file holds every distinct oracle text the
  pool has), then the other printings, in file order. Later cycles repeat the pool, as
  default_cards and all_cards repeat an oracle text across printings.
- Every emitted object gets a fresh random UUID `id` (seeded: the same command makes the
  same bytes); every occurrence of the old id in its line (`uri`, `rulings_uri`, image
  URLs, its own `all_parts` entry) becomes the new one. `oracle_id`, `name` and every field
  the pipeline parses (`mana_cost`, `oracle_text`, `type_line`, `card_faces`,
  `produced_mana`, `keywords`, ...) are kept as they are.
- 2019-era objects lack fields Scryfall added since (`prices`, `purchase_uris`,
  `finishes`, `artist_ids`, newer `legalities` formats, longer image URLs, ...), so they
  are about 2.8 kB where today's objects are about 4.2 kB. Unless `--no-modernize`, those
  fields are added with values derived from the card (prices from a hash), so that the
  files have today's bytes per object as well as today's object counts. None of them is a
  field the pipeline reads beyond loading it as a column.

The generator holds one line at a time plus a small index (id, oracle key) of the pool;
it never holds a file in memory. Stdlib only.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import itertools
import json
import os
import random
import re
import sys
import time
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any
from urllib.parse import quote, quote_plus

HERE = Path(__file__).resolve().parent
WORK = HERE / "work"
DEFAULT_SIZES = "38k,117k,500k"
GENERATOR_VERSION = 3  # bump when the bytes a given seed produces change

_NAMESPACE = uuid.UUID("6f1e6a8e-3c55-4d1b-9f0e-2b7c1f1f4a10")
_MODERN_FORMATS = (
    "historic",
    "timeless",
    "gladiator",
    "pioneer",
    "explorer",
    "oathbreaker",
    "standardbrawl",
    "brawl",
    "alchemy",
    "paupercommander",
    "premodern",
    "predh",
)
_IMAGE_TS = re.compile(r"\?(\d+)$")


def parse_size(text: str) -> int:
    """`38k` -> 38000, `1.5m` -> 1500000, `2000` -> 2000."""
    text = text.strip().lower()
    scale = {"k": 1_000, "m": 1_000_000}.get(text[-1:], 1)
    number = text[:-1] if scale != 1 else text
    value = int(float(number) * scale)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"size must be positive: {text!r}")
    return value


def parse_sizes(text: str) -> list[int]:
    """`--sizes`: `38k,117k` -> [38000, 117000]; empty items are skipped."""
    return [parse_size(s) for s in text.split(",") if s.strip()]


def size_label(count: int) -> str:
    if count % 1_000_000 == 0:
        return f"{count // 1_000_000}m"
    if count % 1_000 == 0:
        return f"{count // 1_000}k"
    return str(count)


# -- the pool ---------------------------------------------------------------------------


def pool_lines(sources: Sequence[Path]) -> Iterator[tuple[str, str]]:
    """(source file name, JSON text on one line) for every card of the pool, streamed."""
    for path in sources:
        with _open_text(path) as text:
            head = text.read(_CHUNK)
            if head.lstrip()[:1] == "[":  # one JSON array: the legacy bulk shape
                for item in _array_items(head, text):
                    yield path.name, json.dumps(item, ensure_ascii=False, separators=(",", ":"))
                continue
            # JSON Lines: one object a line
            for raw in itertools.chain((head + text.readline()).splitlines(), text):
                line = raw.strip()
                if line:
                    yield path.name, line


_CHUNK = 1 << 20
_WHITESPACE = re.compile(r"\s*")


def _open_text(path: Path) -> IO[str]:
    """A card file as text, gzip-compressed or not (told apart by its first bytes)."""
    with open(path, "rb") as handle:
        compressed = handle.read(2) == b"\x1f\x8b"
    if compressed:
        return gzip.open(path, "rt", encoding="utf-8-sig")
    return open(path, encoding="utf-8-sig")


def _array_items(head: str, text: IO[str]) -> Iterator[Any]:
    """The items of a JSON array, decoded one at a time from `head` and then `text`.

    Holds one item and a chunk of text at a time, so a bulk file of any size streams.
    """
    decoder = json.JSONDecoder()
    buffer, pos = head, _WHITESPACE.match(head).end() + 1  # past "["
    while True:
        pos = _WHITESPACE.match(buffer, pos).end()
        if pos == len(buffer) or buffer[pos] not in ",]":
            try:
                item, end = decoder.raw_decode(buffer, pos)
            except json.JSONDecodeError:
                more = text.read(_CHUNK)
                if not more:
                    raise
                buffer, pos = buffer[pos:] + more, 0
                continue
            yield item
            pos = end
        elif buffer[pos] == ",":
            pos += 1
        else:  # "]"
            return


def index_pool(sources: Sequence[Path]) -> tuple[list[str], bytearray, dict[str, Any]]:
    """Each pool card's id, whether it is the first printing of its oracle id, and stats."""
    ids: list[str] = []
    first = bytearray()
    seen: set[str] = set()
    texts: set[tuple[str, str, str]] = set()
    per_source: dict[str, int] = {}
    for source, line in pool_lines(sources):
        card = json.loads(line)
        ids.append(card["id"])
        key = card.get("oracle_id") or _first_face_oracle_id(card) or card["id"]
        first.append(key not in seen)
        seen.add(key)
        for face in card.get("card_faces") or [card]:
            texts.add(
                (face.get("name", ""), face.get("type_line", ""), face.get("oracle_text", ""))
            )
        per_source[source] = per_source.get(source, 0) + 1
    stats = {
        "pool_objects": len(ids),
        "pool_oracle_keys": len(seen),
        "pool_distinct_face_texts": len(texts),
        "pool_per_source": per_source,
    }
    return ids, first, stats


def _first_face_oracle_id(card: dict[str, Any]) -> str | None:
    faces = card.get("card_faces") or []
    return faces[0].get("oracle_id") if faces else None


# -- modernizing 2019 objects -----------------------------------------------------------


def modernize(card: dict[str, Any], new_id: str | None = None) -> dict[str, Any]:
    """Add the non-parsed fields Scryfall has added since 2019, derived from the card.

    `new_id` is the id the object is about to get (image URLs are filed under it).
    """
    if "finishes" in card:
        return card
    card_id = new_id or card["id"]
    name = card.get("name", "")
    digest = hashlib.sha256(card["id"].encode()).digest()
    for holder in [card, *(card.get("card_faces") or [])]:
        images = holder.get("image_uris")
        if isinstance(images, dict):
            holder["image_uris"] = {
                kind: _modern_image_url(kind, card_id, url) for kind, url in images.items()
            }
    set_name = card.get("set_name", "")
    slug = lambda s: quote(re.sub(r"[^A-Za-z0-9]+", "-", s).strip("-"))  # noqa: E731
    purchase = {
        "tcgplayer": "https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A"
        f"%2F%2Fwww.tcgplayer.com%2Fproduct%2F{card.get('tcgplayer_id', 0)}%3Fpage%3D1",
        "cardmarket": "https://www.cardmarket.com/en/Magic/Products/Singles/"
        f"{slug(set_name)}/{slug(name)}?referrer=scryfall&utm_campaign=card_prices"
        "&utm_medium=text&utm_source=scryfall",
    }
    if card.get("mtgo_id"):
        purchase["cardhoarder"] = (
            f"https://www.cardhoarder.com/cards/{card['mtgo_id']}?affiliate_id=scryfall"
            "&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall"
        )
    card.setdefault("purchase_uris", purchase)
    related = card.get("related_uris")
    if isinstance(related, dict):
        query = quote_plus(quote_plus(name))
        for kind in ("article", "deck"):
            related.setdefault(
                f"tcgplayer_infinite_{kind}s",
                "https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite"
                "&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3D"
                f"{kind}%26game%3Dmagic%26partner%3Dscryfall%26q%3D{query}",
            )
    legalities = card.get("legalities")
    if isinstance(legalities, dict):
        for fmt in _MODERN_FORMATS:
            legalities.setdefault(fmt, "not_legal")
    cents = int.from_bytes(digest[:4], "big") % 5000 + 5
    card.setdefault(
        "prices",
        {
            "usd": f"{cents / 100:.2f}",
            "usd_foil": f"{cents * 3 / 100:.2f}" if card.get("foil") else None,
            "usd_etched": None,
            "eur": f"{cents * 0.9 / 100:.2f}",
            "eur_foil": None,
            "tix": f"{cents / 400:.2f}" if card.get("mtgo_id") else None,
        },
    )
    finishes = [f for f, has in (("nonfoil", "nonfoil"), ("foil", "foil")) if card.get(has)]
    card["finishes"] = finishes or ["nonfoil"]
    card.setdefault("image_status", "highres_scan" if card.get("highres_image") else "lowres")
    card.setdefault("set_id", str(uuid.uuid5(_NAMESPACE, "set:" + card.get("set", ""))))
    card.setdefault("card_back_id", "0aeebaf5-8c7d-4636-9e82-8c27447861f7")
    if card.get("artist"):
        card.setdefault("artist_ids", [str(uuid.uuid5(_NAMESPACE, "artist:" + card["artist"]))])
    card.setdefault("variation", False)
    card.setdefault("textless", False)
    card.setdefault("booster", True)
    return card


def _modern_image_url(kind: str, card_id: str, url: Any) -> Any:
    if not isinstance(url, str):
        return url
    stamp = _IMAGE_TS.search(url)
    ext = "png" if kind == "png" else "jpg"
    return (
        f"https://cards.scryfall.io/{kind}/front/{card_id[0]}/{card_id[1]}/{card_id}.{ext}"
        f"?{stamp.group(1) if stamp else '1562000000'}"
    )


# -- writing ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Recipe:
    """What a file is made from: a file whose meta records the same recipe needs no
    rebuilding."""

    count: int
    sources: tuple[Path, ...]
    seed: int
    level: int
    modern: bool

    def meta(self) -> dict[str, Any]:
        return {
            "generator_version": GENERATOR_VERSION,
            "objects_requested": self.count,
            "seed": self.seed,
            "gzip_level": self.level,
            "modernize": self.modern,
            "sources": [[path.name, path.stat().st_size] for path in self.sources],
        }


def generate(
    recipe: Recipe,
    dest: Path,
    pool: tuple[list[str], bytearray, dict[str, Any]],
    progress: bool,
) -> dict[str, Any]:
    count = recipe.count
    ids, first, stats = pool
    rng = random.Random(f"{recipe.seed}:{count}")
    tmp = dest.with_name(dest.name + ".part")
    written = 0
    raw_bytes = 0
    cycles = 0
    oracle_keys = min(count, stats["pool_oracle_keys"])
    start = time.perf_counter()
    with (
        open(tmp, "wb") as handle,
        gzip.GzipFile(
            filename="", mode="wb", fileobj=handle, compresslevel=recipe.level, mtime=0
        ) as out,
    ):
        buffer: list[bytes] = []
        while written < count:
            cycles += 1
            for first_pass in (True, False):
                for index, (_, line) in enumerate(pool_lines(recipe.sources)):
                    if written >= count:
                        break
                    if bool(first[index]) != first_pass:
                        continue
                    new_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
                    if recipe.modern and '"finishes"' not in line:
                        line = json.dumps(
                            modernize(json.loads(line), new_id),
                            ensure_ascii=False,
                            separators=(",", ":"),
                        )
                    data_bytes = (line.replace(ids[index], new_id) + "\n").encode("utf-8")
                    buffer.append(data_bytes)
                    raw_bytes += len(data_bytes)
                    written += 1
                    if len(buffer) >= 2000:
                        out.write(b"".join(buffer))
                        buffer.clear()
                        if progress:
                            _progress(dest.name, written, count, start)
        out.write(b"".join(buffer))
    os.replace(tmp, dest)
    if progress:
        _progress(dest.name, written, count, start)
        print(file=sys.stderr)
    return {
        "objects": written,
        "cycles_of_pool": cycles,
        "distinct_oracle_keys": oracle_keys,
        "bytes_uncompressed": raw_bytes,
        "bytes_gzip": dest.stat().st_size,
        "bytes_per_object": round(raw_bytes / max(written, 1)),
        "seconds_to_generate": round(time.perf_counter() - start, 1),
    }


def _progress(name: str, done: int, total: int, start: float) -> None:
    elapsed = time.perf_counter() - start
    print(
        f"\r{name}: {done:,}/{total:,} objects, {elapsed:.0f} s",
        end="",
        file=sys.stderr,
        flush=True,
    )


def make(
    sizes: list[int],
    out_dir: Path,
    *,
    sources: Sequence[Path],
    seed: int = 20260101,
    level: int = 6,
    modern: bool = True,
    force: bool = False,
    progress: bool = True,
) -> list[Path]:
    """Make (or keep, when already made the same way) one file per size; their paths."""
    missing = [str(path) for path in sources if not path.is_file()]
    if not sources or missing:
        raise SystemExit(
            f"make_bulk: no such card file: {', '.join(missing)}"
            if missing
            else "make_bulk: give one or more Scryfall card files to build from"
        )
    out_dir.mkdir(parents=True, exist_ok=True)
    pool: tuple[list[str], bytearray, dict[str, Any]] | None = None
    paths = []
    for count in sizes:
        dest = out_dir / f"cards-{size_label(count)}.jsonl.gz"
        meta_path = dest.with_name(dest.name.removesuffix(".jsonl.gz") + ".meta.json")
        wanted = Recipe(count, tuple(sources), seed, level, modern)
        if not force and dest.exists() and meta_path.exists():
            meta = json.loads(meta_path.read_text())
            same = meta.get("recipe") == wanted.meta()
            if same and meta.get("bytes_gzip") == dest.stat().st_size:
                if progress:
                    print(f"{dest.name}: up to date", file=sys.stderr)
                paths.append(dest)
                continue
        if pool is None:
            pool = index_pool(sources)
        facts = generate(wanted, dest, pool, progress)
        meta = {"file": dest.name, "recipe": wanted.meta(), **pool[2], **facts}
        meta_path.write_text(json.dumps(meta, indent=2) + "\n")
        paths.append(dest)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes",
        type=parse_sizes,
        default=DEFAULT_SIZES,
        help=f"comma-separated object counts, e.g. 38k,117k,500k (default {DEFAULT_SIZES})",
    )
    parser.add_argument("--out", type=Path, default=WORK, help="output folder (bench/work)")
    parser.add_argument(
        "sources",
        nargs="+",
        type=Path,
        metavar="CARDS",
        help="Scryfall card files to build from (JSON Lines or a JSON array, gzip or not)",
    )
    parser.add_argument("--seed", type=int, default=20260101)
    parser.add_argument("--level", type=int, default=6, help="gzip level (default 6)")
    parser.add_argument(
        "--no-modernize",
        dest="modern",
        action="store_false",
        help="keep 2019 objects as they are (smaller bytes per object than today's files)",
    )
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    for path in make(
        args.sizes,
        args.out,
        sources=args.sources,
        seed=args.seed,
        level=args.level,
        modern=args.modern,
        force=args.force,
        progress=not args.quiet,
    ):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
