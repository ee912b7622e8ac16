// The files a request reads and writes, told apart by what they are
// (device and inode), not by their names: an output that is an input
// would replace it (--judge's RESULT naming its INPUT) or feed on it, and
// two outputs that are one file would mix or replace each other
// (`--answers f > f`).
#pragma once

#include <sys/types.h>

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace puzzletab {

struct NamedFile {
  std::string name;  // as messages name it: "--answers f1", "standard output"
  // A regular file's or a FIFO's device and inode; none for anything else:
  // a terminal or /dev/null is rightly both input and output.
  std::optional<std::pair<dev_t, ino_t>> identity;
};

// The file at `path`, through any link; no identity when there is none yet.
NamedFile file_at(std::string name, const std::string& path);
// The file open on descriptor `fd`.
NamedFile file_on(std::string name, int fd);

// "OUTPUT is the same file as OTHER" for the first output that is one of
// `inputs` or an output before it; nothing when each is its own.
std::optional<std::string> same_file(std::span<const NamedFile> outputs,
                                     std::span<const NamedFile> inputs);

// The files this process reads besides its standard input and the files a
// mode names (--check's, --judge's): each table it maps or may map, each
// definition file. Every output is compared with them before it is
// written; OutputFile refuses one that is any of them (InputError).
// Noted until forgotten by the number note_read returns.
int note_read(NamedFile file);
void forget_read(int note);
std::vector<NamedFile> files_read();

// InputError "OUTPUT is the same file as INPUT, which this run reads" when
// `output` is one of files_read().
void refuse_overwriting_a_file_read(const NamedFile& output);

}  // namespace puzzletab
