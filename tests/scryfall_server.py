"""A real HTTP server on 127.0.0.1 that imitates the parts of Scryfall the pipeline uses.

Tests run the real download code against it; nothing is mocked and nothing reaches
api.scryfall.com. It serves the fixtures in tests/data/ (see tests/data/README.md):

    GET /bulk-data               {"object": "list", "has_more": false, "data": [item, ...]}
    GET /bulk-data/<id or type>  one item ("oracle_cards" and "oracle-cards" both work)
    GET /files/<type>-<stamp>.jsonl.gz   the 2026 bulk file: gzip JSON Lines, served as raw
                                 bytes with Content-Type application/gzip and no
                                 Content-Encoding, as a static file host serves a .gz file;
                                 Content-Length == the item's compressed_size
    GET /files/<type>-<stamp>.json       the legacy bulk file: a JSON array, sent gzipped
                                 with Content-Encoding: gzip (so requests decodes it);
                                 Content-Length is the compressed length, the item's
                                 `size` the uncompressed length
    GET /sets, /sets/<code>, /symbology  the fixture JSON
    anything else                404 with a Scryfall error object

oracle_cards serves the fixture cards (cards.jsonl.gz), which are each card's latest printing
as Scryfall's oracle_cards is; default_cards, unique_artwork and all_cards serve every
printing (cards.jsonl.gz and printings.jsonl.gz: five cards' earlier printings); rulings
serves the rulings. set_cards_file() serves one file for every card type. <stamp> is the
item's updated_at as YYYYmmddHHMMSS, so a file URL changes when set_updated_at() changes
the export time, like Scryfall's; a stale stamp is a 404.

Index shapes: "2026" items carry object, id, type, updated_at, uri, name, description,
jsonl_download_uri, compressed_size (no download_uri). "legacy" items carry size,
download_uri, content_type "application/json", content_encoding "gzip" (no jsonl fields).
"both" carries both sets of fields, to test that a client prefers jsonl_download_uri.

Faults are queued per path prefix and consumed in the order added; each request takes the
first queued fault whose prefix its path starts with:

    server.add_fault("/bulk-data", status(429, headers={"Retry-After": "1"}))
    server.add_fault("/files/", drop_after(1000))

Every request is recorded (server.requests); header names are lower-cased there. The server
logs nothing. Use it as a context manager, or call stop().
"""

from __future__ import annotations

import contextlib
import dataclasses
import gzip
import json
import socket
import threading
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

IndexShape = Literal["2026", "legacy", "both"]
CARD_TYPES = ("oracle_cards", "unique_artwork", "default_cards", "all_cards")
BULK_TYPES = (*CARD_TYPES, "rulings")
FILES_PREFIX = "/files/"
JSONL_CONTENT_TYPE = "application/gzip"
CHUNK_SIZE = 8192

_BASE_UPDATED_AT = datetime(2026, 7, 15, 9, 3, 21, 500000, tzinfo=UTC)
_ERROR_CODES = {
    400: "bad_request",
    403: "forbidden",
    404: "not_found",
    429: "too_many_requests",
    500: "internal_server_error",
    502: "bad_gateway",
    503: "service_unavailable",
}


@dataclasses.dataclass(frozen=True)
class RequestRecord:
    method: str
    path: str  # as sent, query string included
    headers: dict[str, str]  # names lower-cased: record.headers["user-agent"]


@dataclasses.dataclass(frozen=True)
class Fault:
    """Build one with status(), drop_after(), truncate(), extra_bytes(),
    index_without_download_fields() or raw_body()."""

    kind: Literal["status", "drop_after", "truncate", "extra_bytes", "no_download_fields", "raw"]
    times: int = 1
    code: int = 200
    headers: Mapping[str, str] = dataclasses.field(default_factory=dict)
    nbytes: int = 0
    details: str | None = None
    body: bytes = b""


def status(
    code: int, headers: Mapping[str, str] | None = None, times: int = 1, details: str | None = None
) -> Fault:
    """Answer with `code` and a Scryfall error body, plus `headers` (e.g. Retry-After)."""
    return Fault("status", times=times, code=code, headers=dict(headers or {}), details=details)


def drop_after(nbytes: int, times: int = 1) -> Fault:
    """Send the real headers (full Content-Length), `nbytes` of the body, then hang up."""
    return Fault("drop_after", times=times, nbytes=nbytes)


def truncate(nbytes: int, times: int = 1) -> Fault:
    """Serve only the first `nbytes` of the body, with a Content-Length that matches them
    (a complete HTTP response carrying a truncated gzip or JSON document)."""
    return Fault("truncate", times=times, nbytes=nbytes)


def extra_bytes(n: int, times: int = 1) -> Fault:
    """Append `n` NUL bytes to the body (Content-Length matches). gzip readers skip trailing
    NULs, so only a client that checks compressed_size/size notices."""
    return Fault("extra_bytes", times=times, nbytes=n)


def index_without_download_fields(times: int = 1) -> Fault:
    """The /bulk-data answer's items lack both jsonl_download_uri and download_uri.
    Add it under the "/bulk-data" prefix."""
    return Fault("no_download_fields", times=times)


def raw_body(
    body: bytes, code: int = 200, content_type: str = "application/json", times: int = 1
) -> Fault:
    """Answer with exactly `body` (e.g. b"{not json") instead of the real response."""
    return Fault("raw", times=times, code=code, headers={"Content-Type": content_type}, body=body)


@dataclasses.dataclass(frozen=True)
class _Payload:
    jsonl_gz: bytes  # served at jsonl_download_uri; compressed_size is its length
    legacy_json: bytes  # the JSON array; `size` is its length
    legacy_gz: bytes  # the JSON array as sent, with Content-Encoding: gzip


@dataclasses.dataclass
class _Response:
    code: int
    headers: dict[str, str]
    body: bytes


def _payload(jsonl_gz: bytes, legacy_json: bytes) -> _Payload:
    return _Payload(jsonl_gz, legacy_json, gzip.compress(legacy_json, mtime=0))


def _payload_from_lines(lines: list[bytes]) -> _Payload:
    """Build both file forms from the text of JSON lines, without parsing them, so a
    malformed line reaches the client in both shapes."""
    jsonl = b"".join(line + b"\n" for line in lines)
    legacy = b"[\n" + b",\n".join(lines) + b"\n]"
    return _payload(gzip.compress(jsonl, mtime=0), legacy)


def _stamp(updated_at: str) -> str:
    when = datetime.fromisoformat(updated_at)
    if when.tzinfo is not None:
        when = when.astimezone(UTC)
    return when.strftime("%Y%m%d%H%M%S")


def _error_body(code: int, details: str | None = None) -> bytes:
    error = {
        "object": "error",
        "code": _ERROR_CODES.get(code, "error"),
        "status": code,
        "details": details or f"Test server fault: HTTP {code}.",
    }
    return json.dumps(error).encode()


class ScryfallServer:
    """Serve `data_dir` (tests/data/) on http://127.0.0.1:<free port> in a daemon thread.

    Starts on construction; `with ScryfallServer(DATA) as server:` stops it on exit.
    """

    def __init__(self, data_dir: Path, index_shape: IndexShape = "2026") -> None:
        self.data_dir = Path(data_dir)
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._requests: list[RequestRecord] = []
        self._connections: set[socket.socket] = set()
        self._faults: list[list[Any]] = []  # [prefix, fault, remaining]
        self._delays: dict[str, tuple[float, int]] = {}
        self._size_overrides: dict[str, int] = {}
        self._index_shape: IndexShape = index_shape
        self._templates = self._read_templates()
        self._updated_at = {
            kind: (_BASE_UPDATED_AT + timedelta(seconds=70 * i)).isoformat(timespec="milliseconds")
            for i, kind in enumerate(BULK_TYPES)
        }
        read = self._read
        fixtures = [ln for ln in gzip.decompress(read("cards.jsonl.gz")).splitlines() if ln]
        printings = [ln for ln in gzip.decompress(read("printings.jsonl.gz")).splitlines() if ln]
        # oracle_cards: the latest printing of each card (the fixtures are, see make_fixtures);
        # the other card types: every printing
        self._fixtures = {
            "oracle_cards": _payload(read("cards.jsonl.gz"), read("cards.json")),
            "every_printing": _payload_from_lines(fixtures + printings),
        }
        self._cards_override: _Payload | None = None
        self._rulings = _payload(read("rulings.jsonl.gz"), read("rulings.json"))
        self._sets = read("sets.json")
        self._symbology = read("symbology.json")

        self._httpd = _QuietServer(("127.0.0.1", 0), _make_handler(self))
        self.url = f"http://127.0.0.1:{self._httpd.server_port}"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()

    # --- lifecycle -------------------------------------------------------------------------

    def __enter__(self) -> ScryfallServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        """Stop serving, close the listening socket and every open connection (kept-alive
        ones too, so a pooled client cannot go on talking to a stopped server); slow
        downloads in flight are cut off."""
        if self._stopping.is_set():
            return
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        with self._lock:
            connections = list(self._connections)
        for conn in connections:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        self._thread.join(timeout=5)

    # --- what tests read -------------------------------------------------------------------

    @property
    def requests(self) -> list[RequestRecord]:
        """A snapshot of every request so far, oldest first."""
        with self._lock:
            return list(self._requests)

    def clear_requests(self) -> None:
        with self._lock:
            self._requests.clear()

    def file_url(self, kind: str, fmt: Literal["jsonl", "json"] = "jsonl") -> str:
        """The current download URL of bulk type `kind`, whatever the index shape."""
        with self._lock:
            return self._file_url(kind, fmt)

    def index_item(self, kind: str) -> dict[str, Any]:
        """The /bulk-data item for `kind` as the server would send it now (no faults)."""
        with self._lock:
            return self._item(kind, drop_download_fields=False)

    def payload_bytes(self, kind: str, fmt: Literal["jsonl", "json"] = "jsonl") -> bytes:
        """What the file URL sends for `kind`: the .jsonl.gz bytes, or the gzipped array."""
        with self._lock:
            payload = self._payload_for(kind)
        return payload.jsonl_gz if fmt == "jsonl" else payload.legacy_gz

    # --- what tests change -----------------------------------------------------------------

    def set_index_shape(self, shape: IndexShape) -> None:
        with self._lock:
            self._index_shape = shape

    def set_updated_at(self, kind: str, updated_at: str) -> None:
        """Set the export time of `kind` (ISO 8601); its file URLs change with it."""
        _stamp(updated_at)  # fail here on a bad timestamp, not inside the server thread
        with self._lock:
            self._check_kind(kind)
            self._updated_at[kind] = updated_at

    def set_cards_file(self, path: Path | None) -> None:
        """Serve the cards in `path` (.jsonl or .jsonl.gz, one object per line, taken as text,
        so malformed lines are served as they are) for every card type; None restores the
        fixtures. The legacy .json is built from the same lines."""
        payload = None
        if path is not None:
            data = Path(path).read_bytes()
            if str(path).endswith(".gz"):
                data = gzip.decompress(data)
            payload = _payload_from_lines([ln for ln in data.splitlines() if ln.strip()])
        with self._lock:
            self._cards_override = payload

    def override_index_size(self, kind: str, size: int | None) -> None:
        """Make the index claim `size` for `kind` (compressed_size in 2026 items, size in
        legacy items, both in "both") while the file stays as it is. None undoes it."""
        with self._lock:
            self._check_kind(kind)
            if size is None:
                self._size_overrides.pop(kind, None)
            else:
                self._size_overrides[kind] = size

    def add_fault(self, path_prefix: str, fault: Fault) -> None:
        """Queue `fault` for the next `fault.times` requests whose path starts with
        `path_prefix` (e.g. "/bulk-data", "/files/", "/files/oracle_cards")."""
        if fault.times < 1:
            raise ValueError("times must be at least 1")
        with self._lock:
            self._faults.append([path_prefix, fault, fault.times])

    def clear_faults(self) -> None:
        with self._lock:
            self._faults.clear()

    def set_delay(
        self, path_prefix: str, seconds_per_chunk: float | None, chunk_size: int = CHUNK_SIZE
    ) -> None:
        """Send bodies under `path_prefix` in `chunk_size` pieces, pausing `seconds_per_chunk`
        between them (the first piece goes at once). None or 0 removes the delay."""
        with self._lock:
            if seconds_per_chunk:
                self._delays[path_prefix] = (seconds_per_chunk, chunk_size)
            else:
                self._delays.pop(path_prefix, None)

    # --- internals (called with self._lock held unless noted) ------------------------------

    def _read(self, name: str) -> bytes:
        return (self.data_dir / name).read_bytes()

    def _read_templates(self) -> dict[str, dict[str, Any]]:
        listing = json.loads(self._read("bulk-data.json"))
        templates = {item["type"]: item for item in listing["data"]}
        missing = set(BULK_TYPES) - set(templates)
        if missing:
            raise ValueError(f"bulk-data.json lacks types {sorted(missing)}")
        return templates

    def _check_kind(self, kind: str) -> None:
        if kind not in BULK_TYPES:
            raise ValueError(f"unknown bulk type {kind!r}; expected one of {BULK_TYPES}")

    def _payload_for(self, kind: str) -> _Payload:
        self._check_kind(kind)
        if kind == "rulings":
            return self._rulings
        if self._cards_override is not None:
            return self._cards_override
        return self._fixtures["oracle_cards" if kind == "oracle_cards" else "every_printing"]

    def _file_url(self, kind: str, fmt: str) -> str:
        self._check_kind(kind)
        ext = "jsonl.gz" if fmt == "jsonl" else "json"
        return f"{self.url}{FILES_PREFIX}{kind}-{_stamp(self._updated_at[kind])}.{ext}"

    def _item(self, kind: str, drop_download_fields: bool) -> dict[str, Any]:
        template = self._templates[kind]
        payload = self._payload_for(kind)
        override = self._size_overrides.get(kind)
        item: dict[str, Any] = {
            "object": "bulk_data",
            "id": template["id"],
            "type": kind,
            "updated_at": self._updated_at[kind],
            "uri": f"{self.url}/bulk-data/{template['id']}",
            "name": template["name"],
            "description": template["description"],
        }
        if self._index_shape in ("2026", "both"):
            if not drop_download_fields:
                item["jsonl_download_uri"] = self._file_url(kind, "jsonl")
            item["compressed_size"] = len(payload.jsonl_gz) if override is None else override
        if self._index_shape in ("legacy", "both"):
            item["size"] = len(payload.legacy_json) if override is None else override
            if not drop_download_fields:
                item["download_uri"] = self._file_url(kind, "json")
            item["content_type"] = "application/json"
            item["content_encoding"] = "gzip"
        return item

    def _take_fault(self, path: str) -> Fault | None:
        for entry in self._faults:
            prefix, fault, _ = entry
            if path.startswith(prefix):
                entry[2] -= 1
                if entry[2] == 0:
                    self._faults.remove(entry)
                return fault
        return None

    def _delay_for(self, path: str) -> tuple[float, int] | None:
        matches = [p for p in self._delays if path.startswith(p)]
        return self._delays[max(matches, key=len)] if matches else None

    def _route(self, path: str, fault: Fault | None) -> _Response:
        route = urlsplit(path).path.rstrip("/") or "/"
        if route == "/bulk-data":
            drop = fault is not None and fault.kind == "no_download_fields"
            items = [self._item(kind, drop) for kind in BULK_TYPES]
            return _json({"object": "list", "has_more": False, "data": items})
        if route.startswith("/bulk-data/"):
            key = route.removeprefix("/bulk-data/").replace("-", "_")
            for kind in BULK_TYPES:
                if key in (kind, self._templates[kind]["id"].replace("-", "_")):
                    drop = fault is not None and fault.kind == "no_download_fields"
                    return _json(self._item(kind, drop))
            return _not_found(f"No bulk data object found for {key!r}.")
        if route.startswith(FILES_PREFIX):
            return self._file(route.removeprefix(FILES_PREFIX))
        if route == "/sets":
            return _Response(200, dict(_JSON_HEADERS), self._sets)
        if route.startswith("/sets/"):
            code = route.removeprefix("/sets/").lower()
            for one in json.loads(self._sets)["data"]:
                if code in (one["code"], one["id"]):
                    return _json(one)
            return _not_found(f"No set found for {code!r}.")
        if route == "/symbology":
            return _Response(200, dict(_JSON_HEADERS), self._symbology)
        return _not_found(f"No route for {route}.")

    def _file(self, name: str) -> _Response:
        for kind in BULK_TYPES:
            stamp = _stamp(self._updated_at[kind])
            payload = self._payload_for(kind)
            if name == f"{kind}-{stamp}.jsonl.gz":
                return _Response(200, {"Content-Type": JSONL_CONTENT_TYPE}, payload.jsonl_gz)
            if name == f"{kind}-{stamp}.json":
                headers = {"Content-Type": "application/json", "Content-Encoding": "gzip"}
                return _Response(200, headers, payload.legacy_gz)
        return _not_found(f"No file {name} (a stale or unknown export).")

    # --- request handling (called from handler threads, without the lock) ------------------

    def _handle(self, handler: BaseHTTPRequestHandler, send_body: bool) -> None:
        path = handler.path
        record = RequestRecord(
            handler.command, path, {k.lower(): v for k, v in handler.headers.items()}
        )
        with self._lock:
            self._requests.append(record)
            fault = self._take_fault(path)
            delay = self._delay_for(path)
            if fault is not None and fault.kind == "status":
                headers = {**_JSON_HEADERS, **fault.headers}
                response = _Response(fault.code, headers, _error_body(fault.code, fault.details))
            elif fault is not None and fault.kind == "raw":
                response = _Response(fault.code, dict(fault.headers), fault.body)
            else:
                response = self._route(path, fault)

        body = response.body
        if fault is not None and fault.kind == "truncate":
            body = body[: fault.nbytes]
        elif fault is not None and fault.kind == "extra_bytes":
            body = body + b"\0" * fault.nbytes
        drop_at = fault.nbytes if fault is not None and fault.kind == "drop_after" else None

        try:
            handler.send_response(response.code)
            for name, value in response.headers.items():
                handler.send_header(name, value)
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            if send_body:
                self._write(handler, body if drop_at is None else body[:drop_at], delay)
            if drop_at is not None:
                handler.close_connection = True
                handler.wfile.flush()
                with contextlib.suppress(OSError):
                    handler.connection.shutdown(socket.SHUT_RDWR)
        except (OSError, _Stopped):
            handler.close_connection = True  # client went away, or the server is stopping

    def _write(
        self, handler: BaseHTTPRequestHandler, body: bytes, delay: tuple[float, int] | None
    ) -> None:
        if delay is None:
            handler.wfile.write(body)
            return
        seconds, chunk = delay
        for start in range(0, len(body), chunk):
            if start and self._stopping.wait(seconds):
                raise _Stopped
            handler.wfile.write(body[start : start + chunk])


class _Stopped(Exception):
    pass


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True  # not joined on close; a slow download cannot hang stop()

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client hanging up is expected here; print nothing


_JSON_HEADERS = {"Content-Type": "application/json; charset=utf-8"}


def _json(obj: Any) -> _Response:
    return _Response(200, dict(_JSON_HEADERS), json.dumps(obj, ensure_ascii=False).encode())


def _not_found(details: str) -> _Response:
    return _Response(404, dict(_JSON_HEADERS), _error_body(404, details))


def _make_handler(server: ScryfallServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, so every response sends Content-Length
        server_version = "ScryfallTestServer/1"
        timeout = 10  # an idle keep-alive connection frees its thread after this

        def setup(self) -> None:
            super().setup()
            with server._lock:
                server._connections.add(self.connection)
            if server._stopping.is_set():
                self.close_connection = True

        def finish(self) -> None:
            with server._lock:
                server._connections.discard(self.connection)
            with contextlib.suppress(OSError):
                super().finish()

        def do_GET(self) -> None:
            server._handle(self, send_body=True)

        def do_HEAD(self) -> None:
            server._handle(self, send_body=False)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler
