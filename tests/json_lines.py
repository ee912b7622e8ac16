"""Every JSON line a command-line test kept, parsed strictly (issue 38).

    /usr/bin/python3 tests/json_lines.py FOLDER...

Each line of each file under the folders that starts with '{"' must be one
JSON object: its bytes UTF-8, no control character raw in a string, no lone
surrogate escaped, no NaN or Infinity, no key twice. Files a test keeps that
are not text (tables, wheels, packages, programs, zstd archives:
BINARY_MAGICS) are skipped,
for their bytes can start a line with '{"' by chance. Prints each bad line
with its file and number and exits 1; exits 0 with the count of lines
checked on stderr."""
import json
import os
import sys


BINARY_MAGICS = (b"PZTB\r\n\x1a\n", b"PK\x03\x04", b"\x7fELF", b"\x1f\x8b", b"!<arch>\n",
                 b"\x28\xb5\x2f\xfd")


def constant(name):
    raise ValueError(f"{name} is not JSON")


def unique_keys(pairs):
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError(f"a key twice in {keys}")
    return dict(pairs)


def text_ok(value):
    """True when every string in value is text a UTF-8 encoder can write."""
    if isinstance(value, str):
        value.encode("utf-8")  # a lone surrogate (\\ud800) raises
    elif isinstance(value, dict):
        for key, item in value.items():
            text_ok(key)
            text_ok(item)
    elif isinstance(value, list):
        for item in value:
            text_ok(item)


def main(folders):
    checked = bad = 0
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in files:
                path = os.path.join(root, name)
                if not os.path.isfile(path) or os.path.islink(path):
                    continue
                with open(path, "rb") as f:
                    if f.read(8).startswith(BINARY_MAGICS):
                        continue
                    f.seek(0)
                    for number, raw in enumerate(f, 1):
                        if not raw.startswith(b'{"'):
                            continue
                        checked += 1
                        try:
                            line = raw.rstrip(b"\n").decode("utf-8")
                            value = json.loads(line, strict=True, parse_constant=constant,
                                               object_pairs_hook=unique_keys)
                            if not isinstance(value, dict):
                                raise ValueError("not an object")
                            text_ok(value)
                        except (UnicodeError, ValueError) as error:
                            bad += 1
                            print(f"{path}:{number}: not JSON ({error}): {raw[:200]!r}")
    print(f"json_lines: {checked} lines checked, {bad} bad", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
