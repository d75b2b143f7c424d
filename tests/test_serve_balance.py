"""Connections spread over the workers of `lorehold serve` (serve/balance.py): the counts each
worker publishes, the choice of the least busy worker, and a connection's descriptor passed
from one worker to another, still the same connection."""

from __future__ import annotations

import socket

import pytest

from lorehold.serve.balance import Balancer


def tcp_pair() -> tuple[socket.socket, socket.socket]:
    """(the server's end, the client's end) of a TCP connection on 127.0.0.1."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client = socket.create_connection(listener.getsockname())
        server, _ = listener.accept()
    return server, client


@pytest.fixture
def pair(tmp_path):
    a, b = Balancer(tmp_path, pid=1001), Balancer(tmp_path, pid=1002)
    yield a, b
    a.close()
    b.close()


def test_a_worker_passes_only_when_it_holds_two_more(pair):
    a, b = pair
    for _ in range(3):
        a.opened()
    b.opened()
    assert a.target() is not None and a.target().pid == 1002  # 3+1 against 1: pass
    assert b.target() is None  # the less busy one keeps its connections
    b.opened()
    b.opened()
    assert a.target() is None  # 3+1 against 3: keep (passing would leave 3 against 4)
    a.closed()
    assert b.target().pid == 1001  # 3+1 against 2


def test_a_passed_connection_counts_for_its_receiver_until_adopted(pair):
    a, b = pair
    for _ in range(4):
        a.opened()
    left, right = tcp_pair()
    with left, right:
        peer = a.target()
        assert a.pass_to(peer, left.fileno())
        assert peer.load() == 1  # in flight: b holds none yet
        assert a.target() is peer  # 4+1 against 1
        assert a.pass_to(peer, left.fileno())
        assert a.target() is peer  # 4+1 against 2
        assert a.pass_to(peer, left.fileno())
        assert a.target() is peer  # 4+1 against 3: passing leaves 4 and 4
        assert a.pass_to(peer, left.fileno())
        assert a.target() is None  # 4+1 against 4
        received = b.received()
        assert len(received) == 4
        for sock in received:
            b.opened(passed=True)
        assert peer.load() == 4  # adopted: counted once
        # each received descriptor is the same connection: what is written on it reaches the other end
        received[0].sendall(b"over the passed descriptor")
        assert right.recv(100) == b"over the passed descriptor"
        assert all(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) for sock in received)
        for sock in received:
            sock.close()


def test_a_worker_that_is_gone_is_forgotten(pair, tmp_path):
    a, b = pair
    for _ in range(3):
        a.opened()
    assert a.target().pid == 1002
    b.inbox.close()  # (nobody reads its socket any more: a worker that died)
    left, right = socket.socketpair()
    with left, right:
        assert not a.pass_to(a.target(), left.fileno())
    assert a.target() is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["1001.count"]


def test_a_worker_stopping_removes_its_files(tmp_path):
    a = Balancer(tmp_path, pid=7)
    assert [p.name for p in tmp_path.iterdir()] == ["7.count"]  # (its socket is a name, on Linux)
    a.close()
    assert list(tmp_path.iterdir()) == []
