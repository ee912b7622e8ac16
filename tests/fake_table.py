"""Table files made for the tests of damaged tables and remedies (issue 38),
without building a table:

    /usr/bin/python3 tests/fake_table.py FILE PUZZLE VARIANT KIND BITS ENTRIES [BYTE]

writes a table with a right header and a payload of one byte value: with
no BYTE the payload and its block checksums are zeros written as a hole (a
sparse file: 2.6 GB take no disk); with BYTE (0-255) the payload is that
byte and the checksums zeros.

    /usr/bin/python3 tests/fake_table.py --reseal FILE [OFFSET BYTE]...

sets each byte at OFFSET of the file, then makes every checksum (each
block's, the payload's, the header's) right again: a table intact to the
reader, with other entries or another header.

The layout follows docs/format.md; XXH64 is written out here from the
xxHash specification."""
import struct
import sys

MASK = (1 << 64) - 1
P1, P2, P3, P4, P5 = (0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9,
                      0x85EBCA77C2B2AE63, 0x27D4EB2F165667C5)


def rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & MASK


def xxh64_round(acc, lane):
    return (rotl((acc + lane * P2) & MASK, 31) * P1) & MASK


def xxh64(data):
    """XXH64, seed 0, of data (any length)."""
    n, p = len(data), 0
    if n >= 32:
        v = [(P1 + P2) & MASK, P2, 0, (-P1) & MASK]
        while p + 32 <= n:
            for i in range(4):
                v[i] = xxh64_round(v[i], struct.unpack_from("<Q", data, p + 8 * i)[0])
            p += 32
        h = (rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) + rotl(v[3], 18)) & MASK
        for lane in v:
            h = ((h ^ xxh64_round(0, lane)) * P1 + P4) & MASK
    else:
        h = P5
    h = (h + n) & MASK
    while p + 8 <= n:
        h ^= xxh64_round(0, struct.unpack_from("<Q", data, p)[0])
        h = (rotl(h, 27) * P1 + P4) & MASK
        p += 8
    if p + 4 <= n:
        h ^= (struct.unpack_from("<I", data, p)[0] * P1) & MASK
        h = (rotl(h, 23) * P2 + P3) & MASK
        p += 4
    while p < n:
        h ^= (data[p] * P5) & MASK
        h = (rotl(h, 11) * P1) & MASK
        p += 1
    h ^= h >> 33
    h = (h * P2) & MASK
    h ^= h >> 29
    h = (h * P3) & MASK
    return h ^ (h >> 32)


def main(path, puzzle, variant, kind, bits, entries, byte=None):
    variant, kind, bits, entries = int(variant), int(kind), int(bits), int(entries)
    payload = (entries * bits + 7) // 8
    checksums = (payload + 4095) // 4096 * 8
    header = (b"PZTB\r\n\x1a\n" + struct.pack("<HHBBBB", 2, 80, 0, kind, bits, 0) +
              puzzle.encode().ljust(16, b"\0") +
              struct.pack("<QQQQQ", variant, entries, payload, payload, 0))
    header += struct.pack("<Q", xxh64(header))
    with open(path, "wb") as f:
        f.write(header)
        if byte is not None:
            chunk = bytes([int(byte)]) * (1 << 20)
            left = payload
            while left:
                f.write(chunk[:min(left, len(chunk))])
                left -= min(left, len(chunk))
        f.truncate(80 + payload + checksums)


def reseal(path, *changes):
    with open(path, "r+b") as f:
        data = bytearray(f.read())
        for offset, byte in zip(changes[::2], changes[1::2]):
            data[int(offset)] = int(byte)
        payload = struct.unpack_from("<Q", data, 48)[0]
        for block in range((payload + 4095) // 4096):
            start = 80 + block * 4096
            end = min(start + 4096, 80 + payload)
            struct.pack_into("<Q", data, 80 + payload + 8 * block, xxh64(bytes(data[start:end])))
        struct.pack_into("<Q", data, 64, xxh64(bytes(data[80:80 + payload])))
        struct.pack_into("<Q", data, 72, xxh64(bytes(data[:72])))
        f.seek(0)
        f.write(data)


if __name__ == "__main__":
    if sys.argv[1] == "--reseal":
        reseal(*sys.argv[2:])
    else:
        main(*sys.argv[1:])
