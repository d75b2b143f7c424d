"""``lorehold serve``'s protocol sends each answer in one write (lorehold/serve/protocol.py): the
writes of one step of the event loop gathered, large ones at once, nothing lost or reordered."""

from __future__ import annotations

import asyncio

from lorehold.serve.protocol import FLUSH_BYTES, _GatheredWrites


class Recording:
    """A transport that records each write it is given."""

    def __init__(self):
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        assert not self.closed
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_extra_info(self, name, default=None):
        return ("127.0.0.1", 8000) if name == "sockname" else default


def run(steps):
    async def main():
        loop = asyncio.get_running_loop()
        transport = Recording()
        gathered = _GatheredWrites(transport, loop)
        for step in steps:
            step(gathered)
            await asyncio.sleep(0)  # the end of a step of the loop
            await asyncio.sleep(0)
        return transport, gathered

    return asyncio.run(main())


def test_an_answers_headers_and_body_leave_in_one_write():
    head, body = b"HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\n", b"hello"
    transport, _ = run([lambda t: (t.write(head), t.write(body))])
    assert transport.writes == [head + body]


def test_writes_of_separate_steps_stay_separate_and_in_order():
    transport, _ = run([lambda t: t.write(b"a"), lambda t: (t.write(b"b"), t.write(b"c")), lambda t: t.write(b"d")])
    assert transport.writes == [b"a", b"bc", b"d"]


def test_a_large_body_goes_at_once_with_the_headers_before_it():
    big = b"x" * FLUSH_BYTES
    sent_during_step = []

    def step(t):
        t.write(b"head")
        t.write(big)
        sent_during_step.extend(t._transport.writes)  # already written, not waiting for the step's end
        t.write(b"tail")

    transport, _ = run([step])
    assert sent_during_step == [b"head" + big]
    assert transport.writes == [b"head" + big, b"tail"]


def test_close_sends_what_waits_first_and_the_rest_passes_through():
    transport, gathered = run([lambda t: (t.write(b"last answer"), t.close())])
    assert transport.writes == [b"last answer"] and transport.closed
    assert gathered.get_extra_info("sockname") == ("127.0.0.1", 8000)  # other calls reach the transport
