"""puzzletab: exact answers to classic contest puzzles from precomputed tables.

A ctypes binding of the C API (include/puzzletab/puzzletab.h): no compiled
part of its own, so the same files work from the build tree, from an
installed prefix, from a wheel that carries the library and the tables, and
from the source folder over an installed library (docs/library.md).

    >>> import puzzletab
    >>> puzzletab.solve("msquare", "2 6 8 4 5 7 3 1")
    ['B', 'C', 'A', 'B', 'C', 'C', 'B']
"""

import ctypes
import os
import threading
from typing import Iterable, List, Optional, Sequence, Tuple, Union

__all__ = [
    "PuzzletabError", "TableError", "SystemFailure", "Puzzle", "puzzles", "version",
    "table_format_version", "table_files", "large_table_files", "verify_tables", "solve",
    "distance", "answer",
]


class PuzzletabError(Exception):
    """A failure of the library: `status` is query's exit status for it."""

    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


class InputError(PuzzletabError, ValueError):
    """Bad input (status 2): a case, an option, a format."""


class TableError(PuzzletabError):
    """A table missing, truncated, damaged or mismatched (status 3)."""


class SystemFailure(PuzzletabError):
    """Memory exhausted or an internal error (status 4)."""


_ERRORS = {2: InputError, 3: TableError, 4: SystemFailure}
_UNSOLVABLE = ctypes.c_size_t(-1).value
# The first size tried for text, per case: most answers are shorter, and a
# longer one costs one more call.
_TEXT_GUESS = 64


_HERE = os.path.dirname(os.path.abspath(__file__))
_SONAME = "libpuzzletab.so.1"
# A wheel built by scripts/wheel carries the library and the committed
# tables in the package itself.
_BUNDLED_TABLES = os.path.join(_HERE, "tables")


def _library_candidates() -> List[str]:
    """Where the shared library may be, first found first: $PUZZLETAB_LIBRARY;
    the place CMake wrote beside the module (the build tree, an installed
    prefix); the wheel's own copy; the system's loader (a Debian package,
    or a prefix in ld.so.conf or $LD_LIBRARY_PATH)."""
    candidates = []
    if os.environ.get("PUZZLETAB_LIBRARY"):
        return [os.environ["PUZZLETAB_LIBRARY"]]
    try:
        from puzzletab import _location  # written by CMake; not in the source folder
        candidates.append(os.path.normpath(os.path.join(_HERE, _location.LIBRARY)))
    except ImportError:
        pass
    candidates.append(os.path.join(_HERE, _SONAME))
    candidates.append(_SONAME)
    return candidates


def _open_library() -> ctypes.CDLL:
    tried = []
    for path in _library_candidates():
        if os.sep in path and not os.path.exists(path):
            tried.append(f"{path} (no such file)")
            continue
        try:
            # CDLL, not PyDLL: every call releases the GIL, so threads and
            # the batch calls run while Python goes on.
            return ctypes.CDLL(path)
        except OSError as error:
            tried.append(str(error))
    raise ImportError(
        "puzzletab: cannot load the shared library " + _SONAME + ": " + "; ".join(tried) +
        ". Install it (the Debian package, or `cmake --install build` and ldconfig), "
        "install the wheel that carries it (scripts/wheel), use the build tree's module "
        "(PYTHONPATH=build/python after ./scripts/build), or name the file in "
        "$PUZZLETAB_LIBRARY (docs/library.md)")


def _load_library() -> ctypes.CDLL:
    lib = _open_library()
    c = ctypes
    status = c.c_int
    lib.puzzletab_version.restype = c.c_char_p
    lib.puzzletab_table_format_version.restype = c.c_uint
    lib.puzzletab_last_error.restype = c.c_char_p
    lib.puzzletab_puzzle_count.restype = c.c_size_t
    lib.puzzletab_puzzle_name.restype = c.c_char_p
    lib.puzzletab_puzzle_name.argtypes = [c.c_size_t]
    lib.puzzletab_tables_open.restype = status
    lib.puzzletab_tables_open.argtypes = [c.c_char_p, c.POINTER(c.c_void_p)]
    lib.puzzletab_tables_folder.restype = c.c_char_p
    lib.puzzletab_tables_folder.argtypes = [c.c_void_p]
    lib.puzzletab_tables_close.argtypes = [c.c_void_p]
    lib.puzzletab_puzzle_open.restype = status
    lib.puzzletab_puzzle_open.argtypes = [c.c_void_p, c.c_char_p, c.POINTER(c.c_char_p),
                                          c.POINTER(c.c_void_p)]
    lib.puzzletab_puzzle_close.argtypes = [c.c_void_p]
    lib.puzzletab_tokens_per_case.restype = c.c_size_t
    lib.puzzletab_tokens_per_case.argtypes = [c.c_void_p]
    lib.puzzletab_move_count.restype = c.c_uint
    lib.puzzletab_move_count.argtypes = [c.c_void_p]
    lib.puzzletab_move_name.restype = c.c_char_p
    lib.puzzletab_move_name.argtypes = [c.c_void_p, c.c_uint]
    text_out = [c.c_void_p, c.c_size_t, c.POINTER(c.c_size_t)]
    lib.puzzletab_answer.restype = status
    lib.puzzletab_answer.argtypes = [c.c_void_p, c.c_char_p, c.c_char_p] + text_out
    lib.puzzletab_answer_many.restype = status
    lib.puzzletab_answer_many.argtypes = [c.c_void_p, c.c_char_p, c.c_char_p] + text_out
    lib.puzzletab_solve.restype = status
    lib.puzzletab_solve.argtypes = [c.c_void_p, c.c_char_p, c.POINTER(c.c_uint), c.c_size_t,
                                    c.POINTER(c.c_size_t)]
    lib.puzzletab_distance.restype = status
    lib.puzzletab_distance.argtypes = [c.c_void_p, c.c_char_p, c.POINTER(c.c_size_t)]
    lib.puzzletab_distance_many.restype = status
    lib.puzzletab_distance_many.argtypes = [c.c_void_p, c.c_char_p, c.c_void_p, c.c_size_t,
                                            c.POINTER(c.c_size_t)]
    lib.puzzletab_random_case.restype = status
    lib.puzzletab_random_case.argtypes = [c.c_void_p, c.c_uint64] + text_out
    lib.puzzletab_table_files.restype = status
    lib.puzzletab_table_files.argtypes = [c.c_char_p] + text_out
    lib.puzzletab_large_table_files.restype = status
    lib.puzzletab_large_table_files.argtypes = [c.c_char_p] + text_out
    lib.puzzletab_tables_verify.restype = status
    lib.puzzletab_tables_verify.argtypes = [c.c_void_p, c.c_char_p]
    lib.puzzletab_play.restype = status
    lib.puzzletab_play.argtypes = [c.c_void_p, c.c_char_p, c.POINTER(c.c_uint),
                                   c.c_size_t] + text_out
    lib.puzzletab_check.restype = status
    lib.puzzletab_check.argtypes = [c.c_void_p, c.c_char_p, c.c_char_p, c.c_char_p,
                                    c.POINTER(c.c_int)] + text_out
    return lib


_lib = _load_library()


def _raise(status: int) -> None:
    # Read on the thread that failed: the message is the thread's own.
    message = _lib.puzzletab_last_error().decode("utf-8", "replace")
    raise _ERRORS.get(status, PuzzletabError)(message, status)


def _bytes(text: Union[str, bytes], what: str, nul_checked: bool = True) -> bytes:
    """Text as the C API takes it: str as UTF-8, bytes as they are (read
    as UTF-8 there); a NUL byte, where C would cut the text, is refused
    (unless the caller checks the whole it joins this into)."""
    if isinstance(text, (bytes, bytearray)):
        data = bytes(text)
    elif isinstance(text, str):
        data = text.encode("utf-8", "surrogateescape")
    else:
        raise TypeError(f"{what}: expected str or bytes, got {type(text).__name__}")
    nul = data.find(b"\0") if nul_checked else -1
    if nul >= 0:
        raise InputError(f"{what}: a NUL byte at position {nul + 1}", 2)
    return data


def _unsigned(value: int, bits: int, what: str) -> int:
    """An integer for a C parameter of `bits` bits, never wrapped by ctypes."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what}: expected an integer, got {type(value).__name__}")
    if not 0 <= value < 1 << bits:
        raise InputError(f"{what}: expected an integer from 0 to {(1 << bits) - 1}, got {value}", 2)
    return value


CaseLike = Union[str, bytes, Sequence[Union[int, str, bytes]]]


def _token(token: Union[int, str, bytes], nul_checked: bool) -> bytes:
    if isinstance(token, int) and not isinstance(token, bool):
        return str(token).encode()
    return _bytes(token, "token", nul_checked)


def _case(case: CaseLike, nul_checked: bool = True) -> bytes:
    """A case as the C API takes it: its text, or its tokens joined."""
    if isinstance(case, (str, bytes, bytearray)):
        return _bytes(case, "case", nul_checked)
    return b" ".join(_token(token, nul_checked) for token in case)


def _text(call, guess: int) -> str:
    """The text `call(buffer, size, needed)` writes, in a buffer grown once if short."""
    size = guess
    needed = ctypes.c_size_t(0)
    for _ in range(2):
        buffer = ctypes.create_string_buffer(size)
        status = call(buffer, size, ctypes.byref(needed))
        if status == 0:
            return buffer.raw[:needed.value - 1].decode("utf-8", "replace")
        if needed.value <= size:
            _raise(status)
        size = needed.value
    _raise(status)


def version() -> str:
    return _lib.puzzletab_version().decode()


def table_format_version() -> int:
    return _lib.puzzletab_table_format_version()


def puzzles() -> List[str]:
    """Every puzzle's name, in the order `query --help` lists them."""
    return [_lib.puzzletab_puzzle_name(i).decode() for i in range(_lib.puzzletab_puzzle_count())]


def table_files(name: str) -> List[str]:
    """The table files of the puzzle, what to copy or fetch for it: those
    `gen NAME` writes, then the optional large ones `gen NAME --large` adds."""
    data = _bytes(name, "name")
    return _text(lambda buffer, size, needed: _lib.puzzletab_table_files(data, buffer, size, needed),
                 _TEXT_GUESS * 4).splitlines()


def large_table_files(name: str) -> List[str]:
    """The puzzle's optional large table files alone (the 3x3x3's 2.6 GB one)."""
    data = _bytes(name, "name")
    return _text(lambda buffer, size, needed:
                 _lib.puzzletab_large_table_files(data, buffer, size, needed),
                 _TEXT_GUESS * 4).splitlines()


def _open_tables(tables: Optional[str]) -> ctypes.c_void_p:
    handle = ctypes.c_void_p()
    # The wheel's tables come after $PUZZLETAB_TABLES, as an installed
    # prefix's do for query.
    if tables is None and not os.environ.get("PUZZLETAB_TABLES") and os.path.isdir(
            _BUNDLED_TABLES):
        tables = _BUNDLED_TABLES
    folder = None if tables is None else _bytes(os.fspath(tables), "tables")
    status = _lib.puzzletab_tables_open(folder, ctypes.byref(handle))
    if status:
        _raise(status)
    return handle


def verify_tables(name: str, tables: Optional[str] = None) -> None:
    """Checks the puzzle's table files whole, every one it needs and each
    large one present (opening a puzzle checks each block of a table as it
    is first read): for tables that came over a network, before they are
    used. Raises TableError for a missing or damaged one."""
    data = _bytes(name, "name")
    handle = _open_tables(tables)
    try:
        status = _lib.puzzletab_tables_verify(handle, data)
    finally:
        _lib.puzzletab_tables_close(handle)
    if status:
        _raise(status)


_thread = threading.local()


def _scratch(capacity: int):
    """This thread's array of at least `capacity` moves and its count: a
    call then allocates no ctypes object (a third of a call's time)."""
    moves = getattr(_thread, "moves", None)
    if moves is None or len(moves) < capacity:
        moves = _thread.moves = (ctypes.c_uint * capacity)()
        _thread.count = ctypes.c_size_t()
    return moves, _thread.count


class Puzzle:
    """A puzzle kept open, its tables mapped: `Puzzle("eight", goal="korf")`.

    Options are query's, `--` left out and `-` written `_` (`metric="wca"`,
    `input="scramble"`). One Puzzle may be used by many threads at once;
    close() waits for the calls under way on other threads, and a call
    after it raises InputError. `tables` names the folder; by default the
    one query would use.
    """

    _handle = None

    def __init__(self, name: str, tables: Optional[str] = None, **options: str):
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._calls = 0  # under way now, on any thread
        handle = ctypes.c_void_p()
        tables_handle = _open_tables(tables)
        try:
            words = []
            for key, value in options.items():
                text = str(value) if isinstance(value, int) and not isinstance(value, bool) \
                    else value
                words += [_bytes("--" + key.replace("_", "-"), "option"), _bytes(text, key)]
            argv = (ctypes.c_char_p * (len(words) + 1))(*words, None)
            status = _lib.puzzletab_puzzle_open(tables_handle, _bytes(name, "name"), argv,
                                                ctypes.byref(handle))
            self.tables = _lib.puzzletab_tables_folder(tables_handle).decode("utf-8", "replace")
        finally:
            _lib.puzzletab_tables_close(tables_handle)
        if status:
            _raise(status)
        self._handle = handle
        self.name = name
        self.tokens_per_case = _lib.puzzletab_tokens_per_case(handle)
        self.moves = [_lib.puzzletab_move_name(handle, m).decode()
                      for m in range(_lib.puzzletab_move_count(handle))]

    def close(self) -> None:
        """Closes the puzzle once the calls under way on other threads end."""
        lock = getattr(self, "_lock", None)
        if lock is None:  # __init__ failed before the handle
            return
        with self._idle:
            handle, self._handle = self._handle, None
            while self._calls:
                self._idle.wait()
        if handle:
            _lib.puzzletab_puzzle_close(handle)

    def _enter(self) -> ctypes.c_void_p:
        """The handle for a call, counted as in use until _leave."""
        with self._lock:
            if not self._handle:
                raise InputError(f"{self.name}: the puzzle is closed", 2)
            self._calls += 1
            return self._handle

    def _leave(self) -> None:
        with self._lock:
            self._calls -= 1
            if not self._calls:
                self._idle.notify_all()

    def _call(self, function, *args) -> int:
        """function(handle, *args) with the handle kept open throughout."""
        handle = self._enter()
        try:
            return function(handle, *args)
        finally:
            self._leave()

    def __enter__(self) -> "Puzzle":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()

    def solve(self, case: CaseLike) -> Optional[List[str]]:
        """The answer's moves by name (the lexically earliest shortest), or
        None when the goal cannot be reached."""
        moves, count = _scratch(64)
        text = _case(case)
        status = self._call(_lib.puzzletab_solve, text, moves, len(moves), count)
        if status:
            _raise(status)
        if count.value == _UNSOLVABLE:
            return None
        if count.value > len(moves):  # longer than any answer so far: again, with room
            moves, count = _scratch(count.value)
            status = self._call(_lib.puzzletab_solve, text, moves, len(moves), count)
            if status:
                _raise(status)
        names = self.moves
        return [names[m] for m in moves[:count.value]]

    def distance(self, case: CaseLike) -> Optional[int]:
        """The case's distance from its goal, or None when it cannot reach it."""
        distance = ctypes.c_size_t()
        status = self._call(_lib.puzzletab_distance, _case(case), ctypes.byref(distance))
        if status:
            _raise(status)
        return None if distance.value == _UNSOLVABLE else distance.value

    def answer(self, case: CaseLike, format: Optional[str] = None) -> str:
        """The answer exactly as query writes it (the judge's text, or json)."""
        text = _case(case)
        fmt = None if format is None else _bytes(format, "format")
        return _text(lambda buffer, size, needed:
                     self._call(_lib.puzzletab_answer, text, fmt, buffer, size, needed),
                     _TEXT_GUESS)

    def distances(self, cases: Iterable[CaseLike]) -> List[Optional[int]]:
        """The distance of every case, answered on every core with the GIL
        released."""
        lines = self._lines(cases)
        count = ctypes.c_size_t()
        capacity = lines.count(b"\n")
        if capacity == 0:
            return []
        distances = (ctypes.c_size_t * capacity)()
        status = self._call(_lib.puzzletab_distance_many, lines, distances, capacity,
                            ctypes.byref(count))
        if status:
            _raise(status)
        values = memoryview(distances).cast("B").cast("N").tolist()[:count.value]
        if _UNSOLVABLE in values:
            values = [None if v == _UNSOLVABLE else v for v in values]
        return values

    def answers(self, cases: Iterable[CaseLike], format: Optional[str] = None) -> List[str]:
        """Every case's answer as query writes it, answered on every core
        with the GIL released."""
        lines = self._lines(cases)
        fmt = None if format is None else _bytes(format, "format")
        text = _text(lambda buffer, size, needed:
                     self._call(_lib.puzzletab_answer_many, lines, fmt, buffer, size, needed),
                     _TEXT_GUESS * max(1, lines.count(b"\n")))
        return text.split("\0") if text else []

    def random_case(self, seed: int) -> str:
        """A uniform random solvable case for `seed` (query --random 1 --seed SEED's)."""
        seed = _unsigned(seed, 64, "seed")
        return _text(lambda buffer, size, needed:
                     self._call(_lib.puzzletab_random_case, seed, buffer, size, needed),
                     _TEXT_GUESS)

    def play(self, case: CaseLike, moves: Iterable[Union[int, str]]) -> str:
        """The case after `moves` (names, or numbers as in `self.moves`),
        written as a case is: the steps of an answer, for drawing them."""
        numbers = [_unsigned(m, 32, f"move {i + 1}") if isinstance(m, int) else
                   self._move_number(m) for i, m in enumerate(moves)]
        text = _case(case)
        array = (ctypes.c_uint * max(1, len(numbers)))(*numbers)
        return _text(lambda buffer, size, needed: self._call(
            _lib.puzzletab_play, text, array, len(numbers), buffer, size, needed), _TEXT_GUESS)

    def _move_number(self, name: str) -> int:
        try:
            return self.moves.index(name)
        except ValueError:
            raise InputError(f"{self.name}: no move {name!r} (moves: {' '.join(self.moves)})",
                             2) from None

    def check(self, case: CaseLike, proposed: str,
              format: Optional[str] = None) -> Tuple[bool, str]:
        """Whether `proposed`, an answer in `format`, is accepted as query
        --check judges it, and the verdict."""
        accepted = ctypes.c_int()
        text = _case(case)
        fmt = None if format is None else _bytes(format, "format")
        answer_text = _bytes(proposed, "answer")
        verdict = _text(lambda buffer, size, needed: self._call(
            _lib.puzzletab_check, text, fmt, answer_text, ctypes.byref(accepted), buffer, size,
            needed), _TEXT_GUESS * 4)
        return bool(accepted.value), verdict

    def _lines(self, cases: Iterable[CaseLike]) -> bytes:
        """The cases one a line, as the C API's many-case calls take them."""
        if isinstance(cases, (str, bytes)):
            raise TypeError("cases: expected an iterable of cases, got one text")
        cases = cases if isinstance(cases, list) else list(cases)
        try:  # a list of str, the common case, joined at once
            lines = "\n".join(cases).encode("utf-8", "surrogateescape")
        except TypeError:
            lines = b"\n".join(_case(case, nul_checked=False) for case in cases)
        if cases:
            lines += b"\n"  # every case ends its line: [""] is one empty case
        if lines.count(b"\n") != len(cases):
            raise InputError(f"{self.name}: a case holds a line break", 2)
        nul = lines.find(b"\0")
        if nul >= 0:
            case = lines.count(b"\n", 0, nul) + 1
            raise InputError(f"{self.name}: case {case}: a NUL byte", 2)
        return lines


# The puzzles the one-call functions opened, by name and options, kept open.
_open = {}


def _puzzle(name: str, options: dict) -> Puzzle:
    key = (name, tuple(sorted(options.items()))) if options else name
    puzzle = _open.get(key)
    if puzzle is None:
        puzzle = _open[key] = Puzzle(name, **options)
    return puzzle


def solve(name: str, case: CaseLike, **options: str) -> Optional[List[str]]:
    """`solve("msquare", "2 6 8 4 5 7 3 1")`: the answer's moves by name."""
    return _puzzle(name, options).solve(case)


def distance(name: str, case: CaseLike, **options: str) -> Optional[int]:
    return _puzzle(name, options).distance(case)


def answer(name: str, case: CaseLike, format: Optional[str] = None, **options: str) -> str:
    return _puzzle(name, options).answer(case, format)
