"""Everything that talks HTTP to Scryfall (the only module that imports `requests`).

Scryfall's API rules (https://scryfall.com/docs/api): every request names the application
in `User-Agent` and sends `Accept`; at most 10 requests a second to api.scryfall.com (we keep
>= 100 ms between calls); a 429 means wait (Retry-After, else 30 s) or be locked out. The
bulk files live on a separate file host with no rate limit.

Downloads stream into `<name>.part` in the cache folder and are renamed only when complete
and verified: byte count against the index, gzip stream intact to its end, JSON array closed.
A `.part` file is never read by anything; the next run deletes it.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from pipeline import APP_NAME, __version__
from pipeline.errors import DownloadError
from pipeline.files import GZIP_MAGIC

if TYPE_CHECKING:  # requests loads only when something is downloaded: the commands that
    import requests  # only read the warehouse (query, a no-op refresh) start sooner

API_URL = "https://api.scryfall.com"

USER_AGENT = f"{APP_NAME}/{__version__}"
ACCEPT = "application/json;q=0.9,*/*;q=0.8"
TIMEOUT = (10.0, 60.0)  # (connect, read between bytes) seconds
API_MIN_INTERVAL = 0.1  # CR of Scryfall's API: at most 10 requests a second
RATE_LIMIT_WAIT = 30.0  # a 429 without Retry-After locks the client out for 30 s
MAX_RETRY_AFTER = 300.0
"""The longest a 429's Retry-After is waited out in silence; asked to wait longer, the
refresh stops and says when to run it again (a cron job should not hang for hours)."""
UPDATED_AT_SLACK = timedelta(days=1)
"""How far ahead of this machine's clock an export's updated_at may be (clocks differ)."""
MAX_ATTEMPTS = 4  # one try plus three retries, for 429, 5xx and broken transfers
CHUNK = 1 << 20

ProgressCallback = Callable[[int, int | None], None]
"""Called as progress(bytes_done, bytes_total_or_None) while a file downloads."""


@dataclass(frozen=True)
class BulkItem:
    """One entry of `/bulk-data`: where a bulk file is and what to expect of it."""

    type: str
    updated_at: str
    url: str
    shape: str  # "jsonl" (jsonl_download_uri, gzip JSON Lines) or "json" (legacy array)
    compressed_size: int | None  # bytes on the wire (2026 index)
    size: int | None  # bytes of the decoded JSON (legacy index)

    @classmethod
    def from_index(cls, item: dict[str, Any]) -> BulkItem:
        kind = str(item.get("type", "?"))
        if item.get("jsonl_download_uri"):
            url, shape = str(item["jsonl_download_uri"]), "jsonl"
        elif item.get("download_uri"):
            url, shape = str(item["download_uri"]), "json"
        else:
            raise DownloadError(
                f"The bulk-data index entry {kind!r} has neither 'jsonl_download_uri' nor "
                "'download_uri', so there is nothing to download. Try again later, or load a "
                "file you have with --from-file."
            )
        return cls(
            type=kind,
            updated_at=_checked_updated_at(kind, item.get("updated_at")),
            url=url,
            shape=shape,
            compressed_size=_int_or_none(item.get("compressed_size")),
            size=_int_or_none(item.get("size")),
        )


def updated_at_moment(text: str) -> datetime:
    """An export's `updated_at` ("2026-07-16T09:04:11.123+00:00") as a moment; one without
    a zone is UTC. Raises ValueError for text that is none."""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _checked_updated_at(kind: str, value: Any) -> str:
    """The export's `updated_at`, which dates its prices and changes in the history: an ISO
    date and time, not in the future. Anything else is a broken index, not a date."""
    text = "" if value is None else str(value)
    try:
        ahead = updated_at_moment(text) - datetime.now(UTC) > UPDATED_AT_SLACK
    except (ValueError, OverflowError):
        ahead = None
    if ahead is None or ahead:
        what = "is not a date and time" if ahead is None else "is in the future"
        raise DownloadError(
            f"The bulk-data index gives {kind!r} an updated_at of {text!r}, which {what}: "
            "the index is broken, and that date would date the history. Try again later, or "
            "check --api-url."
        )
    return text


@dataclass(frozen=True)
class DownloadedFile:
    path: Path
    bytes: int
    sha256: str


class ScryfallClient:
    """A polite HTTP client for Scryfall's API and file hosts.

    `sleep` and `clock` are injectable so tests can check the waits without spending them.
    """

    def __init__(
        self,
        api_url: str = API_URL,
        *,
        timeout: tuple[float, float] = TIMEOUT,
        max_attempts: int = MAX_ATTEMPTS,
        rate_limit_wait: float = RATE_LIMIT_WAIT,
        backoff: float = 1.0,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.api_url = api_url.rstrip("/")
        self.timeout = timeout
        self.max_attempts = max_attempts
        self.rate_limit_wait = rate_limit_wait
        self.backoff = backoff
        self._sleep = sleep
        self._clock = clock
        try:
            self._api_host = urlsplit(self.api_url).netloc
        except ValueError as exc:
            raise DownloadError(f"--api-url {api_url!r} is not a URL ({exc}).") from exc
        self._last_api_call: float | None = None
        import requests

        self.session = requests.Session()
        self.session.headers.update({"User-Agent": USER_AGENT, "Accept": ACCEPT})

    # -- API calls ---------------------------------------------------------------------

    def get_json(self, path: str) -> Any:
        """GET an API path (or absolute URL) and decode its JSON."""
        url = path if "://" in path else f"{self.api_url}/{path.lstrip('/')}"
        with self._request(url) as response:
            try:
                return response.json()
            except ValueError as exc:
                raise DownloadError(f"{url} did not return JSON ({exc}).") from exc

    def get_list(self, path: str) -> list[Any]:
        """GET a Scryfall list object, following `next_page` until `has_more` is false."""
        items: list[Any] = []
        url: str | None = path
        while url:
            page = self.get_json(url)
            if not isinstance(page, dict) or not isinstance(page.get("data"), list):
                raise DownloadError(f"{url} did not return a Scryfall list object.")
            items.extend(page["data"])
            url = page.get("next_page") if page.get("has_more") else None
        return items

    def bulk_index(self) -> dict[str, dict[str, Any]]:
        """The `/bulk-data` entries by type, as Scryfall sent them."""
        # an entry that is no object names no file: nothing to read in it
        return {
            str(item.get("type")): item
            for item in self.get_list("bulk-data")
            if isinstance(item, dict)
        }

    # -- downloads ---------------------------------------------------------------------

    def download(
        self,
        item: BulkItem,
        dest: Path,
        *,
        progress: ProgressCallback | None = None,
    ) -> DownloadedFile:
        """Stream a bulk file to `dest` via `dest.part`; retry broken transfers.

        Every request for the file counts against one budget of `max_attempts`, whether it
        failed with a 429, a 5xx, a dropped connection or a transfer cut short.
        """
        part = dest.with_name(dest.name + ".part")
        tries = _Tries(self.max_attempts)
        last_error: Exception | None = None
        while tries.left:
            try:
                with self._request(item.url, stream=True, tries=tries) as response:
                    result = _stream_verified(response, part, item, progress)
                os.replace(part, dest)
                return DownloadedFile(dest, result.bytes, result.sha256)
            except _IncompleteDownload as exc:
                last_error = exc
                part.unlink(missing_ok=True)
                if tries.left:
                    self._sleep(self.backoff * 2 ** (tries.used - 1))
            except OSError as exc:  # the disk, not the network: retrying will not help
                part.unlink(missing_ok=True)
                import requests

                if isinstance(exc, requests.RequestException):
                    raise
                size = item.compressed_size or item.size
                need = f" (the file is {size:,} bytes)" if size else ""
                fix = (
                    f"Free some disk space{need}"
                    if exc.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT)
                    else f"Check that {part.parent} is there and writable"
                )
                raise DownloadError(
                    f"Can't write {part}: {exc.strerror or exc}. {fix} or choose another "
                    "--cache-dir, and run the refresh again. The warehouse was not changed."
                ) from exc
            except BaseException:
                part.unlink(missing_ok=True)
                raise
        raise DownloadError(
            f"Downloading {item.url} failed {self.max_attempts} times: {last_error}. "
            "Nothing was changed; run the refresh again later."
        )

    # -- the one place requests are sent -------------------------------------------------

    def _request(
        self, url: str, *, stream: bool = False, tries: _Tries | None = None
    ) -> requests.Response:
        """Send a GET with retries for 429 (honouring Retry-After), 5xx and dropped
        connections, within `tries` (a budget of its own when none is given)."""
        import requests

        tries = tries or _Tries(self.max_attempts)
        while tries.take():
            attempt = tries.used
            last = not tries.left
            try:
                self._wait_for_api_slot(url)
                response = self.session.get(url, timeout=self.timeout, stream=stream)
            except requests.RequestException as exc:
                if last:
                    raise DownloadError(
                        f"Could not reach {url}: {exc}. Check the network (or --api-url) "
                        "and run the refresh again, or build from a bulk file you have with "
                        "--from-file FILE."
                    ) from exc
                self._sleep(self.backoff * 2 ** (attempt - 1))
                continue
            except ValueError as exc:  # urlsplit's, of a URL that is none ("http://[::1")
                raise DownloadError(
                    f"{url!r} is not a URL ({exc}): check --api-url, or the index it serves."
                ) from exc
            status = response.status_code
            if status < 400:
                return response
            if (status == 429 or status >= 500) and not last:
                response.close()
                if status == 429:
                    wait = _retry_after(response, self.rate_limit_wait)
                    if wait > MAX_RETRY_AFTER:
                        raise DownloadError(
                            f"Scryfall is rate-limiting this machine and asks it to wait "
                            f"{wait:,.0f} s ({url}): run the refresh again after that."
                        )
                    self._sleep(wait)
                else:
                    self._sleep(self.backoff * 2 ** (attempt - 1))
                continue
            # an API call that is not found means a wrong --api-url; a file, a stale index
            api = None if stream else self.api_url
            message = _http_error_message(url, response, api)  # reads the body: before close()
            response.close()
            raise DownloadError(message)
        raise AssertionError("unreachable")  # pragma: no cover

    def _wait_for_api_slot(self, url: str) -> None:
        """Keep at least API_MIN_INTERVAL between calls to the API host (not the file hosts)."""
        if urlsplit(url).netloc != self._api_host:
            return
        now = self._clock()
        if self._last_api_call is not None:
            wait = self._last_api_call + API_MIN_INTERVAL - now
            if wait > 0:
                self._sleep(wait)
                now += wait
        self._last_api_call = now


# -- helpers -------------------------------------------------------------------------


class _IncompleteDownload(Exception):
    """A transfer that ended early, ran long or arrived corrupt: worth another try."""


@dataclass(frozen=True)
class _StreamResult:
    bytes: int
    sha256: str


def _stream_verified(
    response: requests.Response,
    part: Path,
    item: BulkItem,
    progress: ProgressCallback | None,
) -> _StreamResult:
    """Write the raw body to `part`, checking size and gzip integrity as it streams."""
    import requests

    total = item.compressed_size or _int_or_none(response.headers.get("Content-Length"))
    digest = hashlib.sha256()
    inflater: _GzipCheck | None = None  # once the body turns out to be gzip
    decoded = 0
    written = 0
    tail = b""
    try:
        with open(part, "wb") as out:
            for chunk in response.raw.stream(CHUNK, decode_content=False):
                if written == 0 and chunk[:2] == GZIP_MAGIC:
                    inflater = _GzipCheck()
                out.write(chunk)
                digest.update(chunk)
                written += len(chunk)
                if inflater is not None:
                    plain = inflater.feed(chunk)
                    decoded += len(plain)
                    tail = (tail + plain)[-64:]
                else:
                    decoded = written
                    tail = (tail + chunk)[-64:]
                if item.compressed_size is not None and written > item.compressed_size:
                    raise _IncompleteDownload(
                        f"body is longer than the {item.compressed_size} bytes the index gives"
                    )
                if progress is not None:
                    progress(written, total)
            out.flush()
            os.fsync(out.fileno())
    except (requests.RequestException, OSError) as exc:
        if isinstance(exc, OSError) and not _is_transfer_error(exc):
            raise
        raise _IncompleteDownload(
            f"the connection broke after {written} bytes ({_reason(exc)})"
        ) from exc
    except Exception as exc:  # urllib3's ProtocolError and friends are not RequestExceptions
        if isinstance(exc, _IncompleteDownload):
            raise
        raise _IncompleteDownload(
            f"the connection broke after {written} bytes ({_reason(exc)})"
        ) from exc

    if inflater is not None:
        inflater.finish(written)
    if item.compressed_size is not None and written != item.compressed_size:
        raise _IncompleteDownload(
            f"received {written} bytes but the index gives {item.compressed_size}"
        )
    if item.size is not None and decoded != item.size:
        raise _IncompleteDownload(f"decoded {decoded} bytes but the index gives {item.size}")
    if item.shape == "json" and not tail.rstrip().endswith(b"]"):
        raise _IncompleteDownload("the JSON array is not closed (truncated body)")
    return _StreamResult(written, digest.hexdigest())


class _GzipCheck:
    """Inflate a gzip body as it arrives, to prove it whole before anything reads it.

    Several gzip members in a row are one valid file (gzip, Python and DuckDB read them
    all), so a new member may follow the end of one; anything else there (a body longer
    than it should be: NUL padding, a second response) makes the file unreadable by
    DuckDB, so it counts as a broken transfer.
    """

    def __init__(self) -> None:
        self._inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        self._between = b""  # bytes after a member's end, too few yet to tell what follows

    def feed(self, data: bytes) -> bytes:
        """Decoded bytes of `data`; raises _IncompleteDownload on corrupt or trailing data."""
        plain = []
        while data:
            if self._inflater.eof:
                data, self._between = self._between + data, b""
                if len(data) < len(GZIP_MAGIC) and GZIP_MAGIC.startswith(data):
                    self._between = data
                    break
                if not data.startswith(GZIP_MAGIC):
                    raise _IncompleteDownload(
                        "the body goes on after the end of its gzip stream "
                        f"({data[:8]!r}...): it is longer than the file"
                    )
                self._inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
            try:
                plain.append(self._inflater.decompress(data))
            except zlib.error as exc:
                raise _IncompleteDownload(f"corrupt gzip data ({exc})") from exc
            data = self._inflater.unused_data if self._inflater.eof else b""
        return b"".join(plain)

    def finish(self, written: int) -> None:
        """Raise _IncompleteDownload unless the body ended exactly at the end of a member."""
        if not self._inflater.eof or self._between:
            raise _IncompleteDownload(f"the gzip stream is truncated ({written} bytes received)")


def _reason(exc: BaseException) -> str:
    """urllib3 and requests wrap the cause in tuples; say just the cause."""
    while exc.args and isinstance(exc.args[0], BaseException):
        exc = exc.args[0]
    return str(exc.args[0]) if exc.args and isinstance(exc.args[0], str) else str(exc)


def _is_transfer_error(exc: OSError) -> bool:
    """Socket-level errors mean a broken transfer; disk errors (ENOSPC, EACCES) do not."""
    return isinstance(exc, ConnectionError | TimeoutError) or exc.errno is None


class _Tries:
    """A budget of requests for one thing: a file's download shares one across its
    broken transfers and its HTTP retries, so it never sends more than `limit`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0

    @property
    def left(self) -> int:
        return self.limit - self.used

    def take(self) -> bool:
        if self.used >= self.limit:
            return False
        self.used += 1
        return True


def _retry_after(response: requests.Response, default: float) -> float:
    """Seconds to wait after a 429: Retry-After as seconds or an HTTP date, else `default`."""
    value = response.headers.get("Retry-After", "").strip()
    if not value:
        return default
    if re.fullmatch(r"\d+(\.\d+)?", value):
        return float(value)
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError):
        return default


def _http_error_message(url: str, response: requests.Response, api: str | None = None) -> str:
    """What failed and what to do; `api` is the API's base URL when `url` is an API call."""
    details = ""
    try:
        body = response.json()
        if isinstance(body, dict) and body.get("details"):
            details = f": {body['details']}"
    except ValueError:
        pass
    status = response.status_code
    if status == 429:
        hint = "Scryfall is rate-limiting this machine; wait a minute and run the refresh again."
    elif status >= 500:
        hint = "Scryfall is having trouble; run the refresh again later."
    elif status == 404 and api is not None:
        hint = f"Check --api-url: {api} does not answer as Scryfall's API does ({API_URL})."
    elif status == 404:
        hint = (
            "The file may have been replaced by a newer export; run the refresh again "
            "to read a fresh index."
        )
    else:
        hint = "Check --api-url and --bulk."
    failure = f"GET {url} failed with HTTP {status}{details}".rstrip()
    return f"{failure if failure.endswith('.') else failure + '.'} {hint}"


def _int_or_none(value: object) -> int | None:
    try:
        return int(value) if value is not None else None  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return None
