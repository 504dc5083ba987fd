"""A render worker's answers as the event loop reads them: a frame whose header and payload
come in pieces, a board's bytes as they were drawn, and a worker's other answers pickled."""

from __future__ import annotations

import pickle

import crashing

from bot.render_pool import RenderPool
from bot.render_worker import HEADER, LENGTH, PICKLED, RAW, Frame


def frame(kind: int, payload: bytes) -> bytes:
    return len(payload).to_bytes(LENGTH, "big") + bytes([kind]) + payload


def test_a_frame_read_in_pieces_gives_its_whole_payload_then_the_next_begins() -> None:
    board = bytes(range(256)) * 400
    data = frame(RAW, board) + frame(PICKLED, pickle.dumps((True, 7)))
    reader = Frame()
    taken = []
    cuts = (3, HEADER - 3, 1000, len(board) - 1000)  # the first frame, in four reads
    missing = (HEADER, HEADER - 3, len(board), len(board) - 1000)
    for cut, left in zip(cuts, missing, strict=True):
        assert reader.missing() == left
        taken.append(reader.take(data[:cut]))
        data = data[cut:]
    assert taken[:-1] == [None, None, None]
    assert taken[-1] == (True, board)
    assert reader.missing() == HEADER
    assert reader.take(data[:HEADER]) is None
    raw, payload = reader.take(data[HEADER:]) or (True, b"")
    assert not raw and pickle.loads(payload) == (True, 7)


def test_a_payload_read_at_once_is_the_bytes_object_read() -> None:
    board = b"\x89PNG" + bytes(100_000)
    reader = Frame()
    reader.take(frame(RAW, board)[:HEADER])
    read = frame(RAW, board)[HEADER:]
    taken = reader.take(read)
    assert taken is not None and taken[1] is read


def test_an_empty_payload_is_complete_with_its_header() -> None:
    reader = Frame()
    assert reader.take(frame(RAW, b"")) == (True, b"")
    assert reader.missing() == HEADER


async def test_a_worker_answers_bytes_as_they_are_and_anything_else_pickled() -> None:
    pool = RenderPool(1)
    try:
        await pool.start()
        board = bytes(range(256)) * 1000  # larger than a pipe's default 64 KiB
        assert await pool.run(crashing.after, 0, board) == board
        poster = bytes(range(256)) * 5000  # larger than the answer pipe itself
        assert await pool.run(crashing.after, 0, poster) == poster
        assert await pool.run(crashing.after, 0, b"") == b""
        assert await pool.run(crashing.after, 0, bytearray(b"kept")) == bytearray(b"kept")
    finally:
        await pool.close()
