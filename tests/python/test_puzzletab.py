"""The Python module against query's answers and messages (tests/CMakeLists.txt
runs it from the build tree; cli_install.sh from an installed prefix)."""
import json
import os
import shutil
import threading
import time

import pytest

import puzzletab

TABLES = os.environ["PUZZLETAB_TEST_TABLES"]


def test_solve_in_one_call():
    assert puzzletab.solve("msquare", "2 6 8 4 5 7 3 1") == list("BCABCCB")
    assert puzzletab.distance("msquare", [2, 6, 8, 4, 5, 7, 3, 1]) == 7
    assert puzzletab.answer("msquare", "2 6 8 4 5 7 3 1") == "7\nBCABCCB\n"
    assert puzzletab.solve("eight", "1 2 3 4 5 6 8 7 x") is None
    assert puzzletab.solve("eight", "2 8 3 1 6 4 7 x 5", goal="1 2 3 8 x 4 7 6 5") == list("uuldr")


def test_a_puzzle_kept_open_with_its_options():
    with puzzletab.Puzzle("rubiks-clock", metric="wca", input="scramble") as clock:
        assert clock.answer("UR5- y2 ALL2+") == "2\nUR5+ y2 ALL2-\n"
        assert clock.solve("UR5- y2 ALL2+") == ["UR5+", "y2 ALL2-"]  # the turn after y2 names it
        assert clock.tokens_per_case == 1
    fifteen = puzzletab.Puzzle("fifteen", tables=TABLES, goal="korf")
    assert fifteen.tables == TABLES
    assert fifteen.solve("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15") == ["l"]
    eight = puzzletab.Puzzle("eight")
    assert eight.moves == ["u", "d", "l", "r"]
    assert eight.answer("2 3 4 1 5 x 7 6 8", format="json").startswith('{"puzzle":"eight"')


def test_many_cases_as_one_at_a_time():
    msquare = puzzletab.Puzzle("msquare")
    cases = [msquare.random_case(seed) for seed in range(500)]
    assert msquare.distances(cases) == [msquare.distance(c) for c in cases]
    assert msquare.answers(cases) == [msquare.answer(c) for c in cases]
    assert msquare.answers(iter(cases), format="ioi96") == [
        msquare.answer(c, format="ioi96") for c in cases]
    assert msquare.distances([]) == [] and msquare.answers([]) == []
    eight = puzzletab.Puzzle("eight")
    assert eight.distances(["1 2 3 4 5 6 8 7 x", [1, 2, 3, 4, 5, 6, 7, 8, "x"]]) == [None, 0]


def test_random_cases_and_checking():
    eight = puzzletab.Puzzle("eight")
    assert eight.random_case(1) == "5 3 7 1 6 x 8 2 4"  # query eight --random 1 --seed 1
    assert eight.random_case(1) != eight.random_case(2)
    accepted, verdict = eight.check("2 3 4 1 5 x 7 6 8", "ullddrurdllurdruldr\n")
    assert accepted and verdict.startswith("accepted (19 moves")
    accepted, verdict = eight.check("2 3 4 1 5 x 7 6 8", "u\n")
    assert not accepted and verdict.startswith("wrong answer: ")


def test_bad_input_is_a_value_error_with_querys_message():
    msquare = puzzletab.Puzzle("msquare")
    with pytest.raises(ValueError, match=r"^msquare: expected 8 distinct integers 1..8, got 3 twice$"):
        msquare.solve("2 6 8 4 5 7 3 3")
    with pytest.raises(ValueError, match="expected 8 tokens, got 7"):
        msquare.distance("2 6 8 4 5 7 3")
    with pytest.raises(ValueError, match=r'got "\\xff'):
        msquare.answer(b"2 6 8 4 5 7 3 \xff")
    with pytest.raises(ValueError, match="NUL"):
        msquare.answer("2 6 8 4 5 7 3 1\0")
    with pytest.raises(ValueError, match="^msquare: case 2: expected 8 tokens, got 3$"):
        msquare.distances(["2 6 8 4 5 7 3 1", "1 2 3"])
    with pytest.raises(ValueError, match="line break"):
        msquare.answers(["2 6 8 4 5 7 3 1\n2 6 8 4 5 7 3 1"])
    with pytest.raises(ValueError, match=r'^--format: usaco2 not in'):
        msquare.answer("2 6 8 4 5 7 3 1", format="usaco2")
    with pytest.raises(ValueError, match=r'msquare has no option "--goal"'):
        puzzletab.Puzzle("msquare", goal="x")
    with pytest.raises(ValueError, match=r'unknown puzzle "nine"'):
        puzzletab.Puzzle("nine")
    with pytest.raises(puzzletab.InputError) as error:
        puzzletab.Puzzle("rubiks-clock", metric="qtm")
    assert error.value.status == 2


def test_missing_or_damaged_tables_are_the_modules_own_exception(tmp_path):
    with pytest.raises(puzzletab.TableError, match="run: gen eight --out ") as error:
        puzzletab.Puzzle("eight", tables=str(tmp_path))
    assert error.value.status == 3 and not isinstance(error.value, ValueError)
    shutil.copy(os.path.join(TABLES, "msquare.ptab"), tmp_path)
    with open(tmp_path / "msquare.ptab", "r+b") as table:
        table.seek(200)
        byte = table.read(1)
        table.seek(200)
        table.write(bytes([byte[0] ^ 1]))
    with pytest.raises(puzzletab.TableError, match="msquare.ptab"):
        puzzletab.Puzzle("msquare", tables=str(tmp_path))


def test_one_puzzle_many_threads():
    eight = puzzletab.Puzzle("eight")
    results = []

    def work():
        results.append(all(eight.solve("6 4 7 8 5 x 3 2 1") == list("uldldrurdluulddrurulldrrulldrdr")
                           for _ in range(300)))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [True] * 4


def test_version_and_puzzles():
    assert puzzletab.version() == "1.0"
    assert puzzletab.table_format_version() == 2
    assert puzzletab.puzzles()[:3] == ["msquare", "eight", "fifteen"]


def test_playing_an_answer_reaches_the_goal():
    eight = puzzletab.Puzzle("eight")
    for seed in range(1, 30):
        case = eight.random_case(seed)
        moves = eight.solve(case)
        assert eight.play(case, moves) == "1 2 3 4 5 6 7 8 x"
        numbers = [eight.moves.index(m) for m in moves]
        assert eight.play(case, numbers[:3]) == eight.play(case, moves[:3])
    assert eight.play("1 2 3 4 5 6 7 8 x", []) == "1 2 3 4 5 6 7 8 x"
    with pytest.raises(ValueError, match=r"^eight: no move 'q' \(moves: u d l r\)$"):
        eight.play("1 2 3 4 5 6 7 8 x", ["q"])
    with pytest.raises(ValueError, match="cannot be made here"):
        eight.play("1 2 3 4 5 6 7 8 x", ["d"])


def test_table_files_and_verifying_them_whole(tmp_path):
    assert puzzletab.table_files("eight") == [f"eight-{cell}.ptab" for cell in range(9)]
    assert puzzletab.table_files("solitaire") == []
    for name in ("msquare", "2x2x2"):
        for file in puzzletab.table_files(name):
            shutil.copy(os.path.join(TABLES, file), tmp_path)
        puzzletab.verify_tables(name, tables=str(tmp_path))
    # A byte of the 2x2x2's payload past 64 KiB: opening does not read it,
    # verifying does.
    with open(tmp_path / "2x2x2.ptab", "r+b") as table:
        table.seek(500_000)
        byte = table.read(1)
        table.seek(500_000)
        table.write(bytes([byte[0] ^ 1]))
    puzzletab.Puzzle("2x2x2", tables=str(tmp_path)).close()
    with pytest.raises(puzzletab.TableError, match="2x2x2.ptab: corrupt payload") as error:
        puzzletab.verify_tables("2x2x2", tables=str(tmp_path))
    assert error.value.status == 3


def test_close_during_a_call_on_another_thread_waits_for_it():
    # Closing used to free the puzzle under a call that had released the
    # GIL: SIGSEGV, three runs of three.
    for _ in range(3):
        msquare = puzzletab.Puzzle("msquare")
        cases = [msquare.random_case(seed) for seed in range(1000)] * 300
        want = msquare.distances(cases[:1000]) * 300
        got = []

        def work():
            got.append(msquare.distances(cases))  # a few tenths of a second

        thread = threading.Thread(target=work)
        thread.start()
        while not msquare._calls:  # into the C call, the GIL released
            time.sleep(0.001)
        msquare.close()  # waits for the call under way
        thread.join()
        assert got == [want]
        with pytest.raises(puzzletab.InputError, match="^msquare: the puzzle is closed$"):
            msquare.distance(cases[0])
        msquare.close()  # again: nothing to do


def test_integers_outside_their_c_range_are_refused_not_wrapped():
    eight = puzzletab.Puzzle("eight")
    solved = "1 2 3 4 5 6 7 8 x"
    for move in (2**32, -1, 2**64):
        with pytest.raises(puzzletab.InputError, match=r"^move 1: expected an integer from 0 to "
                                                       r"4294967295, got "):
            eight.play(solved, [move])
    with pytest.raises(puzzletab.InputError, match="expected a number below 4, got 4"):
        eight.play(solved, [4])
    for seed in (2**64 + 1, 2**64, -1):
        with pytest.raises(puzzletab.InputError, match=r"^seed: expected an integer from 0 to "
                                                       r"18446744073709551615, got "):
            eight.random_case(seed)
    assert eight.random_case(2**64 - 1) != eight.random_case(0)
    with pytest.raises(TypeError):
        eight.random_case("1")


def test_nul_bytes_are_refused_wherever_c_would_cut_the_text():
    with pytest.raises(puzzletab.InputError, match="NUL"):
        puzzletab.Puzzle("eight\0anything")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        puzzletab.Puzzle("eight", goal="1 2 3 8 x 4 7 6 5\0 junk")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        puzzletab.Puzzle("eight", **{"goal\0x": "korf"})
    eight = puzzletab.Puzzle("eight")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        eight.answer("1 2 3 4 5 6 7 8 x", format="acm\0json")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        eight.check("1 2 3 4 5 6 7 8 x", "\0u\n")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        eight.solve([1, 2, 3, 4, 5, 6, 7, "8\0", "x"])
    with pytest.raises(puzzletab.InputError, match="^eight: case 2: a NUL byte$"):
        eight.distances(["1 2 3 4 5 6 7 8 x", b"1 2 3 4 5 6 7 8 x\0"])
    with pytest.raises(puzzletab.InputError, match="NUL"):
        puzzletab.table_files("eight\0")
    with pytest.raises(puzzletab.InputError, match="NUL"):
        puzzletab.verify_tables("eight", tables=TABLES + "\0/elsewhere")


def test_bytes_are_read_as_utf8_text():
    eight = puzzletab.Puzzle("eight", goal=b"1 2 3 8 x 4 7 6 5")
    assert eight.solve(b"2 8 3 1 6 4 7 x 5") == list("uuldr")
    assert eight.solve([2, 8, b"3", "1", 6, 4, 7, b"x", 5]) == list("uuldr")
    assert eight.answer("2 8 3 1 6 4 7 x 5", format=b"acm") == "uuldr\n"
    with pytest.raises(TypeError):
        puzzletab.Puzzle("eight", goal=None)


def test_json_is_utf8_read_back_as_given():
    cube = puzzletab.Puzzle("3x3x3")
    for given in ("R\u2019 U", "R\u2032", "R U\u00b4"):
        assert json.loads(cube.answer(given, format="json"))["input"] == given
