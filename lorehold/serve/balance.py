"""Keep-alive connections spread evenly over the workers (least connections).

uvicorn's workers share one listening socket, and each accepts what it can when a connection
arrives: a burst of connections is split at random, often unevenly (20 and 12 of 32 is common).
A keep-alive connection stays with the worker that accepted it, so the clients of the busier
worker wait longer for as long as they stay: with every worker busy, a request waits about as
long as its worker's other connections take to be answered.

Here each worker publishes how many connections it holds (and how many it has adopted), in a
file of 16 bytes mapped by every worker (in a folder the ``serve`` command makes for this server and names in
``LOREHOLD_SERVE_PEERS``). A worker that accepts a connection while it holds two more than the
least busy worker passes the connection, before reading from it, to that worker over a Unix socket
(the file descriptor itself, ``SCM_RIGHTS``); the other worker adopts it
(``loop.connect_accepted_socket``) as if it had accepted it. Each worker starts taking part as soon
as it listens (``new_event_loop``: uvicorn's loop, whose ``create_server`` starts the balancer with
the server's own protocol factory). A connection is passed at most once,
and is kept where it is when the other worker cannot take it (gone, restarting).
``LOREHOLD_SERVE_BALANCE=0`` turns this off.
"""

from __future__ import annotations

import array
import logging
import asyncio
import mmap
import os
import socket
import struct
import sys
import time
from pathlib import Path

#: environment variable naming the folder the workers meet in (set by ``lorehold serve``)
PEERS_ENV = "LOREHOLD_SERVE_PEERS"
_log = logging.getLogger("uvicorn.error")

#: seconds between looks at the folder for workers started or gone
RESCAN_SECONDS = 0.1
#: the published numbers: connections held, connections adopted since the worker started
_LAYOUT = struct.Struct("qq")


class _Peer:
    """Another worker: its published count and the socket that takes its connections."""

    __slots__ = ("pid", "counts", "address", "sent", "adopted_before")

    def __init__(self, pid: int, counts: mmap.mmap, address: str):
        self.pid = pid
        self.counts = counts
        self.address = address
        self.sent = 0  # connections passed to it by this worker
        self.adopted_before = _LAYOUT.unpack_from(counts)[1]  # what it had adopted when first seen

    def load(self) -> int:
        """Its connections, with those passed to it that it has not adopted yet (exact with two
        workers; with more, a worker's adoptions from the others make this an underestimate)."""
        held, adopted = _LAYOUT.unpack_from(self.counts)
        return held + max(0, self.sent - (adopted - self.adopted_before))


class Balancer:
    """This worker's side: its count, its peers, passing and adopting connections."""

    def __init__(self, folder: Path, pid: int | None = None):
        self.folder = folder
        self.pid = pid or os.getpid()
        self.held = 0
        self.peers: dict[int, _Peer] = {}
        self._scanned = 0.0
        self._out = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self._out.setblocking(False)
        self.inbox = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.inbox.setblocking(False)
        self.inbox.bind(self.address(self.pid))
        # (the count file last, under a temporary name: a peer that sees it can pass to the socket)
        path = folder / f"{self.pid}.count"
        self.adopted = 0
        with open(folder / f"{self.pid}.new", "w+b") as handle:
            handle.write(b"\0" * _LAYOUT.size)
            handle.flush()
            self._counts = mmap.mmap(handle.fileno(), _LAYOUT.size)
        os.replace(folder / f"{self.pid}.new", path)

    def address(self, pid: int) -> str:
        """A worker's socket: on Linux a name in the abstract namespace (no file, no limit from a
        long folder path, gone with its process), elsewhere a file in the folder."""
        if sys.platform.startswith("linux"):
            return f"\0lorehold-{self.folder.name}-{pid}"
        return str(self.folder / f"{pid}.sock")

    # --------------------------------------------------------------------------------- counting
    def opened(self, passed: bool = False) -> None:
        """A connection is held here (``passed``: adopted from another worker)."""
        self.held += 1
        self.adopted += passed
        _LAYOUT.pack_into(self._counts, 0, self.held, self.adopted)

    def closed(self) -> None:
        """A connection held here is gone."""
        self.held -= 1
        _LAYOUT.pack_into(self._counts, 0, self.held, self.adopted)

    # ---------------------------------------------------------------------------------- passing
    def _scan(self, now: float) -> None:
        """Peers started since the last look are mapped; those whose files are gone are dropped."""
        self._scanned = now
        seen = set()
        for entry in os.scandir(self.folder):
            name = entry.name
            if not name.endswith(".count"):
                continue
            try:
                pid = int(name[:-6])
            except ValueError:
                continue
            if pid == self.pid:
                continue
            seen.add(pid)
            if pid not in self.peers:
                try:
                    with open(entry.path, "r+b") as handle:
                        counts = mmap.mmap(handle.fileno(), _LAYOUT.size)
                except (OSError, ValueError):
                    continue
                self.peers[pid] = _Peer(pid, counts, self.address(pid))
        for pid in set(self.peers) - seen:
            self.peers.pop(pid).counts.close()

    def target(self) -> _Peer | None:
        """The least busy peer, when this worker (with the new connection) holds two more than it."""
        now = time.monotonic()
        if now - self._scanned > RESCAN_SECONDS:
            self._scan(now)
        best, load = None, self.held  # (the new connection is not counted yet: held + 1 > load + 1)
        for peer in self.peers.values():
            peer_load = peer.load()
            if peer_load < load:
                best, load = peer, peer_load
        return best if best is not None and self.held > load else None

    def pass_to(self, peer: _Peer, fd: int) -> bool:
        """Send the connection's descriptor to ``peer``; False when it cannot take it."""
        try:
            # (sendmsg: socket.send_fds ignores its address argument)
            self._out.sendmsg([b"c"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [fd]))], 0, peer.address)
        except ConnectionRefusedError:  # (its socket is there, nobody reads it: the worker is gone)
            _log.info("lorehold: worker %d is gone; connections are no longer passed to it", peer.pid)
            self._forget(peer)
            return False
        except OSError as error:  # (its queue is full: busy)
            _log.info("lorehold: a connection could not be passed to worker %d (%s)", peer.pid, error)
            return False
        peer.sent += 1
        return True

    def _forget(self, peer: _Peer) -> None:
        """A peer that no longer takes connections (gone): its files are removed."""
        self.peers.pop(peer.pid, None)
        peer.counts.close()
        for suffix in (".count", ".sock"):
            try:
                (self.folder / f"{peer.pid}{suffix}").unlink()
            except OSError:
                pass

    # --------------------------------------------------------------------------------- adopting
    def received(self) -> list[socket.socket]:
        """The connections passed to this worker since the last call."""
        out = []
        while True:
            try:
                _msg, fds, _flags, _addr = socket.recv_fds(self.inbox, 16, 8)
            except (BlockingIOError, InterruptedError):
                return out
            except OSError:
                return out
            for fd in fds:
                sock = socket.socket(fileno=fd)
                # (as the server sets on the connections it accepts: without it, an answer in
                # several writes waits for the client's delayed acknowledgement, ~40 ms)
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                out.append(sock)

    def close(self) -> None:
        """This worker stops: its files are removed, so no peer passes it anything more."""
        for suffix in (".count", ".sock"):
            try:
                (self.folder / f"{self.pid}{suffix}").unlink()
            except OSError:
                pass
        self.inbox.close()
        self._out.close()


_balancer: Balancer | None = None


def balancer() -> Balancer | None:
    """This worker's balancer; None when not serving with several workers or when turned off."""
    return _balancer


def enabled() -> bool:
    """Whether ``lorehold serve`` should balance its workers' connections (it does unless
    ``LOREHOLD_SERVE_BALANCE=0``, on systems that can pass descriptors)."""
    return os.environ.get("LOREHOLD_SERVE_BALANCE", "1") != "0" and hasattr(socket, "SCM_RIGHTS")


def _start(loop: asyncio.AbstractEventLoop, protocol_factory) -> None:
    """Once the worker listens: publish its count, and adopt what other workers pass to it, each
    connection with a protocol made by the server's own factory (marked as passed)."""
    global _balancer
    folder = os.environ.get(PEERS_ENV)
    if _balancer is not None or not folder:
        return
    try:
        held = Balancer(Path(folder))
    except OSError as error:
        _log.warning("lorehold: connections are not balanced between workers (%s)", error)
        return
    _balancer = held

    def adopt() -> None:
        for sock in held.received():
            protocol = protocol_factory()
            protocol.passed = True
            loop.create_task(loop.connect_accepted_socket(lambda protocol=protocol: protocol, sock=sock))

    loop.add_reader(held.inbox.fileno(), adopt)


def _balancing(base: type) -> type:
    """An event loop class whose servers start the balancer when they listen."""

    class BalancingLoop(base):  # type: ignore[misc, valid-type]
        async def create_server(self, protocol_factory, *args, **kwargs):
            server = await super().create_server(protocol_factory, *args, **kwargs)
            _start(self, protocol_factory)
            return server

    return BalancingLoop


def new_event_loop() -> asyncio.AbstractEventLoop:
    """uvicorn's loop (uvloop where installed, else asyncio's), balancing (``serve --workers N``
    names this as uvicorn's loop factory)."""
    try:
        import uvloop
    except ImportError:
        return _balancing(asyncio.SelectorEventLoop)()
    return _balancing(uvloop.Loop)()
