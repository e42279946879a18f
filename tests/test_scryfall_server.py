"""Tests of the fake Scryfall in tests/scryfall_server.py, using requests directly."""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

import scryfall_server
from scryfall_server import BULK_TYPES, ScryfallServer

DATA = Path(__file__).parent / "data"
HEADERS = {"User-Agent": "mtg-pipeline-tests/0.1", "Accept": "application/json"}
N_CARDS = len(json.loads((DATA / "cards.json").read_bytes()))
N_PRINTINGS = N_CARDS + len(
    gzip.decompress((DATA / "printings.jsonl.gz").read_bytes()).splitlines()
)


@pytest.fixture
def server() -> Iterator[ScryfallServer]:
    with ScryfallServer(DATA) as s:
        yield s


@pytest.fixture
def legacy_server() -> Iterator[ScryfallServer]:
    with ScryfallServer(DATA, index_shape="legacy") as s:
        yield s


def get(url: str, **kwargs: object) -> requests.Response:
    return requests.get(url, headers=HEADERS, timeout=5, **kwargs)  # type: ignore[arg-type]


def index(server: ScryfallServer) -> dict[str, dict]:
    answer = get(f"{server.url}/bulk-data")
    assert answer.status_code == 200
    listing = answer.json()
    assert listing["object"] == "list"
    assert listing["has_more"] is False
    return {item["type"]: item for item in listing["data"]}


def test_2026_index_points_at_gzip_jsonl(server: ScryfallServer) -> None:
    items = index(server)
    assert list(items) == list(BULK_TYPES)
    item = items["oracle_cards"]
    assert list(item) == [
        "object",
        "id",
        "type",
        "updated_at",
        "uri",
        "name",
        "description",
        "jsonl_download_uri",
        "compressed_size",
    ]
    assert item["jsonl_download_uri"].startswith(f"{server.url}/files/oracle_cards-")

    answer = get(item["jsonl_download_uri"])
    assert answer.headers["Content-Type"] == "application/gzip"
    assert "Content-Encoding" not in answer.headers
    assert int(answer.headers["Content-Length"]) == item["compressed_size"] == len(answer.content)
    lines = gzip.decompress(answer.content).decode().splitlines()
    assert len(lines) == N_CARDS
    assert json.loads(lines[0])["object"] == "card"

    rulings = gzip.decompress(get(items["rulings"]["jsonl_download_uri"]).content).splitlines()
    assert {json.loads(r)["object"] for r in rulings} == {"ruling"}


def test_legacy_index_serves_a_gzip_encoded_array(legacy_server: ScryfallServer) -> None:
    item = index(legacy_server)["default_cards"]
    assert "jsonl_download_uri" not in item
    assert "compressed_size" not in item
    assert item["content_type"] == "application/json"
    assert item["content_encoding"] == "gzip"

    answer = get(item["download_uri"])
    assert answer.headers["Content-Encoding"] == "gzip"
    assert int(answer.headers["Content-Length"]) < item["size"]  # compressed on the wire
    assert len(answer.content) == item["size"]  # requests undid the Content-Encoding
    cards = answer.json()
    assert isinstance(cards, list)
    assert len(cards) == N_PRINTINGS  # default_cards: every printing
    assert answer.content.startswith(b"[\n{") and answer.content.endswith(b"}\n]")


def test_both_shape_and_single_item(server: ScryfallServer) -> None:
    server.set_index_shape("both")
    item = get(f"{server.url}/bulk-data/oracle-cards").json()
    assert item == index(server)["oracle_cards"]
    assert {"jsonl_download_uri", "download_uri", "compressed_size", "size"} <= set(item)
    assert get(item["uri"]).json() == item


def test_updated_at_changes_the_file_url(server: ScryfallServer) -> None:
    old = index(server)["oracle_cards"]["jsonl_download_uri"]
    server.set_updated_at("oracle_cards", "2026-08-01T21:05:29.998+00:00")
    item = index(server)["oracle_cards"]
    assert item["updated_at"] == "2026-08-01T21:05:29.998+00:00"
    assert item["jsonl_download_uri"].endswith("/files/oracle_cards-20260801210529.jsonl.gz")
    assert get(item["jsonl_download_uri"]).status_code == 200
    assert get(old).status_code == 404


def test_status_faults_are_consumed_in_order(server: ScryfallServer) -> None:
    server.add_fault("/bulk-data", scryfall_server.status(429, headers={"Retry-After": "1"}))
    server.add_fault("/bulk-data", scryfall_server.status(503, times=2))
    first = get(f"{server.url}/bulk-data")
    assert first.status_code == 429
    assert first.headers["Retry-After"] == "1"
    assert first.json() == {
        "object": "error",
        "code": "too_many_requests",
        "status": 429,
        "details": "Test server fault: HTTP 429.",
    }
    assert get(f"{server.url}/sets").status_code == 200  # other prefixes are untouched
    assert [get(f"{server.url}/bulk-data").status_code for _ in range(3)] == [503, 503, 200]


def test_drop_after_cuts_the_connection(server: ScryfallServer) -> None:
    url = server.file_url("oracle_cards")
    server.add_fault("/files/", scryfall_server.drop_after(1000))
    with pytest.raises(requests.exceptions.ChunkedEncodingError):
        get(url).content  # noqa: B018
    assert len(get(url).content) == len(server.payload_bytes("oracle_cards"))


def test_truncate_serves_a_short_complete_response(server: ScryfallServer) -> None:
    url = server.file_url("oracle_cards")
    server.add_fault("/files/", scryfall_server.truncate(5000))
    answer = get(url)
    assert answer.status_code == 200
    assert answer.headers["Content-Length"] == "5000"
    assert answer.content == server.payload_bytes("oracle_cards")[:5000]
    with pytest.raises(EOFError):
        gzip.decompress(answer.content)

    server.add_fault("/bulk-data", scryfall_server.truncate(10))
    with pytest.raises(requests.exceptions.JSONDecodeError):
        get(f"{server.url}/bulk-data").json()


def test_sizes_can_disagree_with_the_index(server: ScryfallServer) -> None:
    size = index(server)["oracle_cards"]["compressed_size"]
    server.add_fault("/files/", scryfall_server.extra_bytes(7))
    body = get(server.file_url("oracle_cards")).content
    assert len(body) == size + 7
    assert len(gzip.decompress(body).splitlines()) == N_CARDS  # trailing NULs are ignored

    server.override_index_size("oracle_cards", 123)
    assert index(server)["oracle_cards"]["compressed_size"] == 123
    assert len(get(server.file_url("oracle_cards")).content) == size


def test_index_without_download_fields(server: ScryfallServer) -> None:
    server.set_index_shape("both")
    server.add_fault("/bulk-data", scryfall_server.index_without_download_fields())
    for item in index(server).values():
        assert "jsonl_download_uri" not in item
        assert "download_uri" not in item
    assert "jsonl_download_uri" in index(server)["oracle_cards"]


def test_raw_body_fault(server: ScryfallServer) -> None:
    server.add_fault("/bulk-data", scryfall_server.raw_body(b"{not json"))
    with pytest.raises(requests.exceptions.JSONDecodeError):
        get(f"{server.url}/bulk-data").json()


def test_set_cards_file_serves_malformed_lines_as_they_are(
    server: ScryfallServer, tmp_path: Path
) -> None:
    good = gzip.decompress((DATA / "cards.jsonl.gz").read_bytes()).splitlines()[:2]
    path = tmp_path / "cards.jsonl"
    path.write_bytes(b"\n".join([good[0], b'{"object": "card", "name": ', good[1]]) + b"\n")
    server.set_cards_file(path)
    item = index(server)["all_cards"]
    lines = gzip.decompress(get(item["jsonl_download_uri"]).content).splitlines()
    assert lines == [good[0], b'{"object": "card", "name": ', good[1]]
    with pytest.raises(requests.exceptions.JSONDecodeError):
        get(server.file_url("all_cards", "json")).json()

    server.set_cards_file(None)
    assert len(get(server.file_url("all_cards", "json")).json()) == N_PRINTINGS


def test_oracle_cards_holds_the_latest_printing_and_default_cards_every_one(
    server: ScryfallServer,
) -> None:
    """As Scryfall's: oracle_cards one printing per card (the latest), default_cards every
    printing. Llanowar Elves: its fdn 2024 printing, and 41 printings from 1993 on."""

    def printings(kind: str) -> list[tuple[str, str]]:
        body = gzip.decompress(get(server.file_url(kind)).content)
        cards = [json.loads(line) for line in body.splitlines()]
        return sorted((c["released_at"], c["set"]) for c in cards if c["name"] == "Llanowar Elves")

    assert printings("oracle_cards") == [("2024-11-15", "fdn")]
    every = printings("default_cards")
    assert (len(every), every[0], every[-1]) == (41, ("1993-08-05", "lea"), ("2024-11-15", "fdn"))
    assert printings("all_cards") == every


def test_delay_slows_a_download_and_stop_cuts_it(tmp_path: Path) -> None:
    with ScryfallServer(DATA) as server:
        server.set_delay("/files/", 0.05, chunk_size=32768)
        started = time.monotonic()
        body = get(server.file_url("oracle_cards")).content
        chunks = -(-len(body) // 32768)
        assert time.monotonic() - started >= 0.05 * (chunks - 1)

        server.set_delay("/files/", 10)
        answer = get(server.file_url("oracle_cards"), stream=True)
        assert len(next(answer.iter_content(1024))) == 1024  # the first chunk is sent at once
        started = time.monotonic()
        server.stop()
        assert time.monotonic() - started < 2
        with pytest.raises(requests.exceptions.ChunkedEncodingError):
            answer.content  # noqa: B018


def test_requests_are_recorded_and_other_endpoints(server: ScryfallServer) -> None:
    sets = get(f"{server.url}/sets").json()
    assert sets["object"] == "list" and sets["has_more"] is False and sets["data"]
    assert get(f"{server.url}/sets/{sets['data'][0]['code']}").json() == sets["data"][0]
    assert get(f"{server.url}/symbology").json()["object"] == "list"
    missing = get(f"{server.url}/cards/named?exact=Sol+Ring")
    assert missing.status_code == 404
    assert missing.json()["object"] == "error"

    records = server.requests
    assert [r.path for r in records] == [
        "/sets",
        f"/sets/{sets['data'][0]['code']}",
        "/symbology",
        "/cards/named?exact=Sol+Ring",
    ]
    assert all(r.method == "GET" for r in records)
    assert records[0].headers["user-agent"] == HEADERS["User-Agent"]
    assert records[0].headers["accept"] == "application/json"
    assert not any(r.path.startswith("/files/") for r in records)


def test_stop_closes_kept_alive_connections() -> None:
    with requests.Session() as session, ScryfallServer(DATA) as server:
        assert session.get(f"{server.url}/sets", headers=HEADERS, timeout=5).ok
        server.stop()
        with pytest.raises(requests.exceptions.ConnectionError):
            session.get(f"{server.url}/sets", headers=HEADERS, timeout=5)
